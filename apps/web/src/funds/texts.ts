import type { FUNDS_DICTIONARIES, FundConfig, UserFunds, UserFundsDetail } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../platform/resource/labels.ts';

/** The shape of the funds module's texts in every language (zh_CN's derive from the definitions). */
export type FundsTexts = {
  userFunds: EntityTexts<typeof UserFunds> &
    Record<'recharge' | 'recharged' | 'rechargeTitle' | 'amount' | 'remark' | 'movements' | 'movementsTitle' | 'useLimitAction' | 'useLimitTitle' | 'useLimitHint', string> & { calls: { recharge: string } };
  userFundsDetail: EntityTexts<typeof UserFundsDetail>;
  fundConfig: EntityTexts<typeof FundConfig>;
  dictValues: DictTexts<(typeof FUNDS_DICTIONARIES)[number]>;
};
