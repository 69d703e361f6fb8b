import { byLocale, defineModule } from '../platform/modules.ts';

/**
 * 用户资金 (funds): residents' accounts with their balance, the ledger of movements and each community's fund
 * configuration (docs/billing.md "User funds"). The pages join fee's 收费中心.
 */
export const funds = defineModule({
  name: 'funds',
  pages: {
    'toll-user-funds': () => import('./user-funds/UserFundsPage.tsx').then((m) => m.UserFundsPage),
    'toll-funds-detail': () => import('./funds-detail/FundsDetailPage.tsx').then((m) => m.FundsDetailPage),
    'toll-fund-config': () => import('./fund-config/FundConfigPage.tsx').then((m) => m.FundConfigPage),
  },
  texts: byLocale(import.meta.glob('./locales/*/funds.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.FUNDS_ENTITIES),
  refTargets: {
    // An account is named by its resident (masked, 王**), as the server's labels name it.
    'funds.userFunds': () => import('./entities.ts').then((m) => ({ entity: m.UserFunds, label: 'residentName' })),
  },
});
