import { FUNDS_DICTIONARIES, FUNDS_RECHARGE, FundConfig, UserFunds, UserFundsDetail, dictSeedOf } from '@zhwy/contracts';
import { entityMenu } from '../platform/entity-menu.ts';
import type { ServerModule } from '../platform/module.ts';
import { fundsService } from './ledger.ts';
import { registerFunds } from './routes.ts';

/**
 * 用户资金 (spec: base-data-and-billing.md, user funds and fund config; docs/billing.md "User funds"): accounts per
 * resident and room, their ledger, each community's configuration, and the `funds` service billing's cashier pays
 * from. Its pages join fee's 收费中心.
 */
export const fundsModule: ServerModule = {
  name: 'funds',
  register: (app, deps) => {
    registerFunds(app, deps);
  },
  // 收费中心 is the fee module's root: these pages are mounted under it.
  menus: [
    { ...entityMenu(UserFunds, { name: 'toll-user-funds', url: '/toll/user-funds', icon: 'WalletOutlined', title: '用户资金', buttons: [{ code: FUNDS_RECHARGE, title: '充值' }] }), parent: 'toll' },
    { ...entityMenu(UserFundsDetail, { name: 'toll-funds-detail', url: '/toll/funds-detail', icon: 'UnorderedListOutlined', title: '资金明细' }), parent: 'toll' },
    { ...entityMenu(FundConfig, { name: 'toll-fund-config', url: '/toll/fund-config', icon: 'SettingOutlined', title: '资金配置' }), parent: 'toll' },
  ],
  dictionaries: FUNDS_DICTIONARIES.map(dictSeedOf),
  provides: { funds: () => fundsService() },
};
