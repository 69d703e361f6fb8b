import { crudPaths } from '../platform/crud-paths.ts';
import { defineEntity } from '../platform/entity.ts';
import { decimal, defineDict, enumOf, money, ref, text } from '../platform/fields.ts';
import { communityRef, createTime, remark } from '../platform/presets.ts';
import { FEE_ITEM_STATE, FEE_YES_NO } from './fee.ts';
import { type Rounding, roundMicros } from './money.ts';

/**
 * 账单优惠 by rule (docs/billing.md, "Discounts"): a community's rules, applied to a bill by hand (优惠) or, where the
 * rule says so, when bills are generated. One discount per bill (a rule applied replaces the one before; 重置优惠
 * removes it), rounded once by the bill's rounding, never above the bill's amount.
 */

/** 优惠方式: a share of the amount, a fixed reduction per bill, or a share for a vacant room only. */
export const FEE_DISCOUNT_KIND = defineDict('fee_discount_kind', '优惠方式', { '1': '按比例', '2': '固定减免', '3': '空置房' });

export const FeeDiscountRule = defineEntity({
  module: 'fee',
  name: 'feeDiscountRule',
  title: '优惠规则',
  permission: 'fee:discount',
  paths: crudPaths('/api/zhwy/fee-discount'),
  calls: [],
  fields: {
    areaId: communityRef(),
    ruleName: text('规则名称', 50, { required: true, search: 'contains', sortable: true, unique: { within: ['areaId'] } }),
    kind: enumOf(FEE_DISCOUNT_KIND, '优惠方式', { required: true, default: '1', search: 'equals' }),
    // Empty: every fee item of the community.
    feeItemId: ref('fee.feeItem', '适用收费项', { search: 'equals' }),
    // 按比例 and 空置房: the share taken off (10.00 = 10 %), in basis points.
    rate: decimal('优惠比例（%）', { min: 0, max: 10_000 }),
    // 固定减免: the amount taken off a bill (at most its amount).
    reduction: money('减免金额（元）', { min: 0, max: 100_000_000 }),
    auto: enumOf(FEE_YES_NO, '生成时自动应用', { required: true, default: '0' }),
    state: enumOf(FEE_ITEM_STATE, '状态', { required: true, default: '1', search: 'equals' }),
    remark: remark(200),
    createTime: createTime(),
  },
  defaultSort: { field: 'ruleName', order: 'asc' },
  softDelete: true,
  scope: { field: 'areaId' },
});

export const DISCOUNT_DICTIONARIES = [FEE_DISCOUNT_KIND];

/**
 * The discount a rule gives a bill line of `amountCents`: a share (basis points) of it — amount × share is an exact
 * count of millionths of a yuan, rounded once by the bill's rounding — or a fixed reduction; never more than the amount.
 */
export const discountOf = (amountCents: number, rule: { kind: string; rateBasisPoints: number; reductionCents: number }, rounding: Rounding): number => {
  const off = rule.kind === '2' ? rule.reductionCents : roundMicros(BigInt(amountCents) * BigInt(rule.rateBasisPoints), rounding);
  return Math.min(Math.max(off, 0), amountCents);
};
