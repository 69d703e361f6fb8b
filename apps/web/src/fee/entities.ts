import { BILL_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeBillRun, FeeItem, FeeOrder, LateFeeConfig } from '@zhwy/contracts';

/** The fee module's entities and dictionaries as the web knows them (pages, label checks). */
export { BILL_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeBillRun, FeeItem, FeeOrder, LateFeeConfig };
export const FEE_ENTITIES = [FeeItem, LateFeeConfig, FeeBill, FeeOrder, FeeBillRun] as const;
