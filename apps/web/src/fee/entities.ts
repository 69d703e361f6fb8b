import { FeeNoticePlan, FeeNoticeRecord } from '@zhwy/contracts';
import { BILL_DICTIONARIES, DISCOUNT_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeBillRun, FeeDiscountRule, FeeItem, FeeOrder, LateFeeConfig } from '@zhwy/contracts';

/** The fee module's entities and dictionaries as the web knows them (pages, label checks). */
export { BILL_DICTIONARIES, DISCOUNT_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeBillRun, FeeDiscountRule, FeeItem, FeeOrder, LateFeeConfig };
export { FeeNoticePlan, FeeNoticeRecord, NOTICE_DICTIONARIES } from '@zhwy/contracts';
export const FEE_ENTITIES = [FeeItem, LateFeeConfig, FeeBill, FeeOrder, FeeBillRun, FeeDiscountRule, FeeNoticeRecord, FeeNoticePlan] as const;
