import { FUNDS_DICTIONARIES, FundConfig, UserFunds, UserFundsDetail } from '@zhwy/contracts';

/** The funds module's entities and dictionaries as the web knows them (pages, label checks, reference selects). */
export { FUNDS_DICTIONARIES, FundConfig, UserFunds, UserFundsDetail };
export const FUNDS_ENTITIES = [UserFunds, UserFundsDetail, FundConfig] as const;
