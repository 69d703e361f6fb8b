import { defineEntity } from '../platform/entity.ts';
import { defineDict, enumOf, int, money, ref, text } from '../platform/fields.ts';
import { communityRef, createTime, remark } from '../platform/presets.ts';
import { crudPaths } from '../platform/crud-paths.ts';
import { FEE_ITEM_STATE } from './fee.ts';
import type { FeeNoticeSkip } from './bill.ts';

/**
 * 催缴记录 and 催缴计划 (docs/decisions.md, "Fee notice records and plans"): every room a 发送催缴 reached or skipped,
 * written by the sending call itself (by hand or by the daily job), and the per-community plan the job follows.
 */

/**
 * 催缴结果: sent, or why not (FeeNoticeSkip's values, as the sending call answers them); 发送中 from the row's writing
 * to the provider's answer (a row left so by a stop in between says the message may have gone out).
 */
export type FeeNoticeOutcome = 'sending' | 'sent' | FeeNoticeSkip;
export const FEE_NOTICE_OUTCOME = defineDict(
  'fee_notice_outcome',
  '催缴结果',
  { sending: '发送中', sent: '已发送', noMobile: '无可用手机号', smsLimit: '短信超限', nothingOwed: '无欠费', mobileInvalid: '手机号无效', sendFailed: '发送失败' } satisfies Record<FeeNoticeOutcome, string>,
  { sending: 'processing', sent: 'success', noMobile: 'warning', smsLimit: 'warning', nothingOwed: 'default', mobileInvalid: 'error', sendFailed: 'error' },
);
/** 发送方式: 手动 (发送催缴 on a page) or 定时 (the 催缴计划's daily job). */
export const FEE_NOTICE_VIA = defineDict('fee_notice_via', '发送方式', { '1': '手动', '2': '定时' }, { '1': 'processing', '2': 'default' });

/**
 * 催缴记录: one row per room per notice attempt, list-only (written by the sending call before its message, its outcome
 * after; never by hand). The payer's mobile is personal data: masked in every read and export like residents' mobiles.
 */
export const FeeNoticeRecord = defineEntity({
  module: 'fee',
  name: 'feeNoticeRecord',
  title: '催缴记录',
  permission: 'fee:noticeRecord',
  paths: { list: '/api/zhwy/fee-notice-record/getList', item: '/api/zhwy/fee-notice-record/:id' },
  calls: [{ style: 'export', method: 'POST', path: '/api/zhwy/fee-notice-record/export', fileName: '催缴记录' }],
  fields: {
    areaId: communityRef(),
    roomId: ref('base.room', '房屋', { required: true, search: 'equals', historical: true }),
    // Null when the room had nobody with a mainland mobile (noMobile).
    mobile: text('手机号码', 20, { readOnly: true, mask: 'mobile' }),
    billCount: int('账单数', { readOnly: true, default: 0 }),
    owed: money('欠费金额', { readOnly: true, default: 0 }),
    outcome: enumOf(FEE_NOTICE_OUTCOME, '催缴结果', { required: true, search: 'equals' }),
    via: enumOf(FEE_NOTICE_VIA, '发送方式', { required: true, default: '1', search: 'equals' }),
    // Who sent it by hand; null for the schedule.
    operatorId: ref('system.user', '操作人', { readOnly: true, historical: true }),
    createTime: createTime('发送时间', { search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: false,
  scope: { field: 'areaId' },
  // Masked for every caller (no unmask call: the clear number stays between the services, as residents' do).
  maskedReads: true,
});

/**
 * 催缴计划: per community (one live plan), whether the daily job sends notices, on which day of the month (1–28, so
 * every month has it) and for bills overdue by at least how many days.
 */
export const FeeNoticePlan = defineEntity({
  module: 'fee',
  name: 'feeNoticePlan',
  title: '催缴计划',
  permission: 'fee:noticePlan',
  paths: crudPaths('/api/zhwy/fee-notice-plan'),
  calls: [],
  fields: {
    areaId: communityRef({ unique: true }),
    state: enumOf(FEE_ITEM_STATE, '状态', { required: true, default: '1', search: 'equals' }),
    dayOfMonth: int('每月发送日', { required: true, min: 1, max: 28 }),
    minOverdueDays: int('最少逾期天数', { required: true, min: 0, max: 3650, default: 0 }),
    remark: remark(200),
    createTime: createTime(),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

export const NOTICE_DICTIONARIES = [FEE_NOTICE_OUTCOME, FEE_NOTICE_VIA];
