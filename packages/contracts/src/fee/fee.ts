import { crudPaths } from '../platform/crud-paths.ts';
import { defineEntity } from '../platform/entity.ts';
import { decimal, defineDict, enumOf, int, money, text } from '../platform/fields.ts';
import { communityRef, createTime, remark } from '../platform/presets.ts';

/**
 * 收费中心 (spec: base-data-and-billing.md §2, §4, §7; docs/billing.md): the fee items a community charges and its
 * late-fee rule. Money in cents, unit prices and daily rates with four decimals, areas and shares with two.
 */

/** 费用类型 of a fee item: the spec's codes 1–3 of system's `fee_type` (whose 0 全部 is a search's "all", not a type), then the other common ones. */
export const FEE_TYPE = defineDict('fee_item_type', '费用类型', { '1': '物业费', '2': '电费', '3': '水费', '4': '停车费', '5': '垃圾费', '6': '公摊费', '9': '其他' });
/** 付费对象: what a bill of the item is charged on. */
export const FEE_PAYER_KIND = defineDict('fee_payer_kind', '付费对象', { '1': '房屋', '2': '车位', '3': '车辆' });
/** 计费方式: area × unit price, a fixed amount, meter usage × unit price, or an amount typed per bill. */
export const FEE_CHARGE_METHOD = defineDict('fee_charge_method', '计费方式', { '1': '面积×单价', '2': '固定金额', '3': '用量×单价', '4': '手工录入' });
/** 收费周期: the months one bill covers (the value is the month count; 0 a one-off charge). */
export const FEE_CYCLE = defineDict('fee_cycle', '收费周期', { '1': '按月', '3': '按季', '6': '按半年', '12': '按年', '0': '一次性' });
/** 预收 (the period is paid before it starts) or 后收 (after it ends, as meters are). */
export const FEE_PAY_TIMING = defineDict('fee_pay_timing', '收费时点', { '1': '预收', '2': '后收' });
/** The rounding of a bill line, half up (四舍五入): to the cent, jiao or yuan (money.ts `Rounding`). */
export const FEE_ROUNDING = defineDict('fee_rounding', '取整方式', { '1': '四舍五入到分', '2': '四舍五入到角', '3': '四舍五入到元' });
export const FEE_YES_NO = defineDict('fee_yes_no', '是否', { '1': '是', '0': '否' }, { '1': 'success', '0': 'default' });
export const FEE_ITEM_STATE = defineDict('fee_item_state', '收费项状态', { '1': '启用', '0': '停用' }, { '1': 'success', '0': 'default' });

/** The rounding dictionary's value → money.ts's rule. */
export const ROUNDING_OF = { '1': 'cent', '2': 'jiao', '3': 'yuan' } as const;

const FEE_ITEM = '/api/zhwy/fee-item';
/**
 * 收费项 (a fee configuration, java110's 费用项): what a community charges, on what, how it is computed and when it
 * falls due. Bills (a later step) copy the price and rounding they were charged with.
 */
export const FeeItem = defineEntity({
  module: 'fee',
  name: 'feeItem',
  title: '收费项',
  permission: 'fee:item',
  paths: crudPaths(FEE_ITEM),
  calls: [{ style: 'export', method: 'POST', path: `${FEE_ITEM}/export`, fileName: '收费项' }],
  fields: {
    areaId: communityRef(),
    itemName: text('收费项名称', 50, { required: true, search: 'contains', sortable: true, unique: { within: ['areaId'] } }),
    feeType: enumOf(FEE_TYPE, '费用类型', { required: true, search: 'equals' }),
    payerKind: enumOf(FEE_PAYER_KIND, '付费对象', { required: true, default: '1', search: 'equals' }),
    chargeMethod: enumOf(FEE_CHARGE_METHOD, '计费方式', { required: true, default: '1' }),
    // 元 with four decimals (2.3500 元/m²/月, 3.4500 元/t): ten-thousandths in the database; needed by methods 1 and 3.
    unitPrice: decimal('单价（元）', { places: 4, min: 0, max: 99_999_999 }),
    // Needed by method 2 (per month of the cycle).
    fixedAmount: money('固定金额（元）', { min: 0, max: 10_000_000_00 }),
    cycle: enumOf(FEE_CYCLE, '收费周期', { required: true, default: '1' }),
    billingDay: int('出账日', { required: true, min: 1, max: 28, default: 1, column: 'optional' }),
    dueDays: int('缴费期限（天）', { required: true, min: 0, max: 365, default: 15, column: 'optional' }),
    // The list fits 1440 px with the fields a clerk scans by; these three are in 列设置.
    payTiming: enumOf(FEE_PAY_TIMING, '收费时点', { required: true, default: '1', column: 'optional' }),
    fundsPayable: enumOf(FEE_YES_NO, '可用余额缴费', { required: true, default: '1', column: 'optional' }),
    rounding: enumOf(FEE_ROUNDING, '取整方式', { required: true, default: '1', column: 'optional' }),
    lateFee: enumOf(FEE_YES_NO, '收取滞纳金', { required: true, default: '0', column: 'optional' }),
    // The share taken off a vacant room's line (50.00 → half); two decimals, in hundredths of a percent.
    vacantDiscount: decimal('空置房优惠（%）', { min: 0, max: 10_000, default: 0, column: 'optional' }),
    state: enumOf(FEE_ITEM_STATE, '状态', { required: true, default: '1', search: 'equals' }),
    remark: remark(200),
    createTime: createTime('创建时间', { sortable: false }),
  },
  defaultSort: { field: 'itemName', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

/**
 * 滞纳金设置 of a community (`fee-config/areaLateFee`): a daily rate after N grace days, capped at a share of the
 * principal. One per community; the fee items with 收取滞纳金 = 是 follow it.
 */
export const LateFeeConfig = defineEntity({
  module: 'fee',
  name: 'lateFeeConfig',
  title: '滞纳金设置',
  permission: 'fee:lateFee',
  paths: crudPaths('/api/zhwy/fee-config/late-fee'),
  calls: [],
  fields: {
    areaId: communityRef({ unique: true }),
    graceDays: int('宽限天数', { required: true, min: 0, max: 365, default: 0 }),
    // % a day with four decimals (0.0500 = 万分之五): millionths of the principal in the database.
    dailyRate: decimal('日利率（%）', { required: true, places: 4, min: 0, max: 10_000 }),
    // % of the principal with two decimals (100.00): basis points; 0 for no cap.
    capRate: decimal('上限（占本金%）', { required: true, min: 0, max: 10_000, default: 10_000 }),
    remark: remark(200),
    createTime: createTime(),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

export const FEE_DICTIONARIES = [FEE_TYPE, FEE_PAYER_KIND, FEE_CHARGE_METHOD, FEE_CYCLE, FEE_PAY_TIMING, FEE_ROUNDING, FEE_YES_NO, FEE_ITEM_STATE];
