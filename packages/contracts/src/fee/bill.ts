import { actionCode } from '../platform/action-codes.ts';
import { z } from 'zod';
import { idSchema } from '../platform/field-values.ts';
import { defineEntity } from '../platform/entity.ts';
import { date, datetime, decimal, defineDict, enumOf, int, money, ref, text } from '../platform/fields.ts';
import { communityRef, createTime, remark } from '../platform/presets.ts';
import { reason, transition } from '../platform/transitions.ts';
import { FEE_PAYER_KIND, FEE_ROUNDING } from './fee.ts';

/**
 * Bills, payments and generation runs of the toll centre (docs/billing.md, "The model"). Amounts are integer cents
 * (`money`), unit prices ten-thousandths (`decimal` places 4), quantities hundredths (`decimal`). A bill copies the
 * price, quantity and rounding it was charged with, so a later change of the fee item or the room rewrites nothing
 * issued.
 */

/** 缴费状态 of a bill. */
export const FEE_BILL_STATUS = defineDict(
  'fee_bill_status',
  '缴费状态',
  { '0': '未缴', '1': '部分缴费', '2': '已缴', '3': '已退费', '4': '已作废' },
  { '0': 'warning', '1': 'processing', '2': 'success', '3': 'default', '4': 'error' },
);
/** 审核状态 of a bill: a refund or a void waits for its approval here (apply → approve or reject). */
export const FEE_BILL_AUDIT = defineDict('fee_bill_audit', '审核状态', { '0': '无', '1': '退费待审', '2': '作废待审' }, { '0': 'default', '1': 'processing', '2': 'processing' });
/** Where a bill came from. */
export const FEE_BILL_SOURCE = defineDict('fee_bill_source', '账单来源', { '1': '批量生成', '2': '手工录入', '3': '导入', '4': '抄表' });
/** 支付方式 of a payment: recorded as the cashier says (the money moved outside), or taken from the resident's funds. */
export const FEE_PAY_METHOD = defineDict('fee_pay_method', '支付方式', { '1': '现金', '2': '刷卡', '3': '转账', '4': '微信', '5': '支付宝', '6': '余额' });
/** 订单状态 of a payment. */
export const FEE_ORDER_STATE = defineDict('fee_order_state', '订单状态', { '1': '已收款', '2': '已退款' }, { '1': 'success', '2': 'default' });
/** 生成状态 of a batch generation run. */
export const FEE_RUN_STATE = defineDict(
  'fee_run_state',
  '生成状态',
  { '0': '排队中', '1': '生成中', '2': '已完成', '3': '失败' },
  { '0': 'default', '1': 'processing', '2': 'success', '3': 'error' },
);

const BILL = '/api/zhwy/fee-bill';
/**
 * 账单: one payer (a room, a parking space or a car, as the fee item's payer kind says) × fee item × period. Unique
 * per payer, item and period start among live rows (a second generation creates nothing). Its status and audit
 * moves are transitions (history in sys_entity_transition).
 */
export const FeeBill = defineEntity({
  module: 'fee',
  name: 'feeBill',
  title: '账单',
  permission: 'fee:bill',
  paths: { list: `${BILL}/getList`, item: `${BILL}/:id`, update: `${BILL}/update`, remove: `${BILL}/deleteFeeBill/:id` },
  calls: [
    { style: 'export', method: 'POST', path: `${BILL}/export`, fileName: '账单' },
    // 手工录入 / 临时收费 (docs/api.md): one bill typed in; the spec's download is the list's export as a GET.
    { style: 'create', method: 'POST', path: `${BILL}/add` },
    { style: 'export', method: 'GET', path: `${BILL}/download`, fileName: '账单' },
    { style: 'importTemplate', method: 'GET', path: `${BILL}/downloadTemplate`, fileName: '账单导入模板' },
    { style: 'import', method: 'POST', path: `${BILL}/import` },
    // 退费 and 作废 through an audit (docs/billing.md, "Refunds and voids"): applied with a reason (code
    // fee:bill:apply), then approved or rejected by another user holding fee:bill:audit; the fee module's hooks check
    // the bill's status for each move and carry out an approved one (status 已退费 with its refund order, or 已作废).
    transition('applyRefund', '申请退费', { path: `${BILL}/applyRefund`, field: 'auditState', from: ['0'], to: ['1'], code: 'apply', fields: { reason: reason('退费原因', { required: true }) } }),
    transition('applyVoid', '申请作废', { path: `${BILL}/applyVoid`, field: 'auditState', from: ['0'], to: ['2'], code: 'apply', fields: { reason: reason('作废原因', { required: true }) } }),
    transition('approve', '审核通过', { path: `${BILL}/approve`, field: 'auditState', from: ['1', '2'], to: ['0'], code: 'audit' }),
    transition('reject', '审核驳回', { path: `${BILL}/reject`, field: 'auditState', from: ['1', '2'], to: ['0'], code: 'audit', fields: { reason: reason('驳回原因', { required: true }) } }),
  ],
  fields: {
    areaId: communityRef(),
    feeItemId: ref('fee.feeItem', '收费项', { required: true, search: 'equals' }),
    payerKind: enumOf(FEE_PAYER_KIND, '付费对象', { required: true, default: '1', search: 'equals', column: 'optional' }),
    roomId: ref('base.room', '房屋', { search: 'equals' }),
    parkingSpaceId: ref('base.parkingSpace', '车位', { search: 'equals', column: 'optional' }),
    carId: ref('base.car', '车辆', { search: 'equals', column: 'optional' }),
    periodStart: date('计费起始', { required: true, search: 'range', sortable: true }),
    periodEnd: date('计费结束', { required: true }),
    dueDate: date('应缴日期', { search: 'range', sortable: true }),
    // As charged: the room's area or the meter's usage (hundredths), the item's unit price (ten-thousandths).
    quantity: decimal('数量', { min: 0, max: 9_999_999_999, column: 'optional' }),
    unitPrice: decimal('单价（元）', { places: 4, min: 0, max: 99_999_999, column: 'optional' }),
    rounding: enumOf(FEE_ROUNDING, '取整方式', { default: '1', column: false }),
    amount: money('应收金额', { required: true, min: 0, max: 100_000_000_00, sortable: true }),
    discount: money('优惠金额', { min: 0, max: 100_000_000_00, default: 0 }),
    lateFee: money('已收滞纳金', { readOnly: true, default: 0, column: 'optional' }),
    paidAmount: money('已缴金额', { readOnly: true, default: 0 }),
    status: enumOf(FEE_BILL_STATUS, '缴费状态', { required: true, default: '0', settable: ['0'], search: 'equals' }),
    auditState: enumOf(FEE_BILL_AUDIT, '审核状态', { required: true, default: '0', settable: ['0'], search: 'equals', column: 'optional' }),
    source: enumOf(FEE_BILL_SOURCE, '账单来源', { readOnly: true, default: '2', search: 'equals', column: 'optional' }),
    // The generation run that made it (fee_bill_run), null for other sources.
    runId: int('生成批次', { readOnly: true, column: false }),
    remark: remark(200),
    createTime: createTime(),
  },
  defaultSort: { field: 'periodStart', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

const ORDER = '/api/zhwy/fee-order';
/** 收费订单 line: the part of one payment applied to one bill (principal and late fee). */
export const FeeOrderLine = defineEntity({
  module: 'fee',
  name: 'feeOrderLine',
  title: '订单明细',
  permission: 'fee:order',
  paths: { list: `${ORDER}/lines` },
  fields: {
    orderId: ref('fee.feeOrder', '收费订单', { readOnly: true }),
    billId: ref('fee.feeBill', '账单', { required: true, historical: true }),
    principal: money('本金', { required: true, min: 0 }),
    lateFee: money('滞纳金', { min: 0, default: 0 }),
    amount: money('金额', { required: true, min: 0 }),
  },
  defaultSort: { field: 'billId', order: 'asc' },
  softDelete: false,
});

/**
 * 收费订单: one payment. Its receipt number is gap-free per community and year (fee_receipt_seq, incremented in the
 * payment's transaction: a payment rolled back takes its number back with it); its total is the sum of its lines.
 */
export const FeeOrder = defineEntity({
  module: 'fee',
  name: 'feeOrder',
  title: '收费订单',
  permission: 'fee:order',
  paths: { list: `${ORDER}/getList`, item: `${ORDER}/:id` },
  calls: [{ style: 'export', method: 'POST', path: `${ORDER}/export`, fileName: '收费订单' }],
  fields: {
    areaId: communityRef(),
    receiptNo: text('收据编号', 20, { readOnly: true, search: 'contains', sortable: true }),
    payerKind: enumOf(FEE_PAYER_KIND, '付费对象', { required: true, default: '1', column: 'optional' }),
    roomId: ref('base.room', '房屋', { search: 'equals', historical: true }),
    parkingSpaceId: ref('base.parkingSpace', '车位', { search: 'equals', historical: true, column: 'optional' }),
    carId: ref('base.car', '车辆', { search: 'equals', historical: true, column: 'optional' }),
    totalAmount: money('实收金额', { readOnly: true }),
    payMethod: enumOf(FEE_PAY_METHOD, '支付方式', { required: true, default: '1', search: 'equals' }),
    cashierId: ref('system.user', '收银员', { readOnly: true, historical: true }),
    payTime: datetime('收费时间', { readOnly: true, search: 'range', sortable: true }),
    state: enumOf(FEE_ORDER_STATE, '订单状态', { readOnly: true, default: '1', search: 'equals' }),
    remark: remark(200),
    createTime: createTime('创建时间', { column: false }),
  },
  defaultSort: { field: 'payTime', order: 'desc' },
  softDelete: false,
  scope: { field: 'areaId' },
  children: { lines: { entity: FeeOrderLine, parentField: 'orderId', min: 1 } },
});

/**
 * 批量生成 run: one generation of a fee item's bills for a community (some buildings or rooms) and a period; all
 * or nothing; its progress and result summary read by the page while it runs.
 */
export const FeeBillRun = defineEntity({
  module: 'fee',
  name: 'feeBillRun',
  title: '生成记录',
  permission: 'fee:bill',
  paths: { list: '/api/zhwy/fee-bill/runs', item: '/api/zhwy/fee-bill/runs/:id' },
  fields: {
    areaId: communityRef(),
    feeItemId: ref('fee.feeItem', '收费项', { required: true, search: 'equals', historical: true }),
    periodStart: date('计费起始', { required: true }),
    periodEnd: date('计费结束', { required: true }),
    // The buildings or rooms chosen (comma lists of ids; both empty: the whole community).
    buildingIds: text('楼栋', 2000, { column: false }),
    roomIds: text('房屋', 2000, { column: false }),
    state: enumOf(FEE_RUN_STATE, '生成状态', { readOnly: true, default: '0', search: 'equals' }),
    total: int('应生成', { readOnly: true, default: 0 }),
    done: int('已处理', { readOnly: true, default: 0 }),
    created: int('新生成', { readOnly: true, default: 0 }),
    skipped: int('已存在', { readOnly: true, default: 0 }),
    amount: money('生成金额', { readOnly: true, default: 0 }),
    message: text('结果', 2000, { readOnly: true, column: false }),
    finishTime: datetime('完成时间', { readOnly: true }),
    createTime: createTime('开始时间'),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: false,
  scope: { field: 'areaId' },
});

/** The bills' codes beyond CRUD: 批量生成 (preview and generate); 发送催缴 (an SMS per owing room, sendFeeNotice). */
export const BILL_CODES = {
  generate: actionCode(FeeBillRun, 'generate'),
  notice: actionCode(FeeBill, 'notice'),
} as const;

export const BILL_DICTIONARIES = [FEE_BILL_STATUS, FEE_BILL_AUDIT, FEE_BILL_SOURCE, FEE_PAY_METHOD, FEE_ORDER_STATE, FEE_RUN_STATE];

/** Codes of the toll centre's pages that are not an entity's list (menus and routes name them). */
export const FEE_PERMISSIONS = { arrears: 'fee:arrears:list', statistics: 'fee:statistics:list' } as const;

/** 发送催缴 (POST /api/zhwy/fee-bill/sendFeeNotice): chosen bills (账单管理) and/or rooms (欠费清单), up to 200 of each. */
export const FEE_NOTICE_MAX = 200;
const noticeIds = z.array(idSchema).max(FEE_NOTICE_MAX, { error: 'invalid' }).default([]);
export const FeeNoticeBody = z
  .strictObject({ ids: noticeIds, roomIds: noticeIds })
  .refine((body) => body.ids.length + body.roomIds.length > 0, { error: 'feeNoticeNothingChosen', path: ['ids'] });
export type FeeNoticeBody = z.infer<typeof FeeNoticeBody>;
/** Why a room got no notice: nobody to send to, the number's SMS limit, nothing owed, the number refused or another failure. */
export const FEE_NOTICE_SKIPS = ['noMobile', 'smsLimit', 'nothingOwed', 'mobileInvalid', 'sendFailed'] as const;
export type FeeNoticeSkip = (typeof FEE_NOTICE_SKIPS)[number];
export type FeeNoticeResult = { rooms: number; sent: number; skipped: { roomId: number; reason: FeeNoticeSkip }[] };
