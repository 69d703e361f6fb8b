import { FEE_DICTIONARIES, FeeItem, LateFeeConfig } from '@zhwy/contracts';

/** The fee module's entities and dictionaries as the web knows them (pages, label checks). */
export { FEE_DICTIONARIES, FeeItem, LateFeeConfig };
export const FEE_ENTITIES = [FeeItem, LateFeeConfig] as const;
