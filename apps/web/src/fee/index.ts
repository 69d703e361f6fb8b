import { byLocale, defineModule } from '../platform/modules.ts';
import { loadModuleTexts } from '../platform/pages/registry.ts';

/**
 * 收费中心 (fee): fee items and the late-fee rule of a community so far (docs/billing.md). The menu root itself is
 * titled by base's texts (it mounted the room-state diagram first); this module's pages join it.
 */
export const fee = defineModule({
  name: 'fee',
  pages: {
    'toll-fee-item': () => import('./fee-item/FeeItemPage.tsx').then((m) => m.FeeItemPage),
    'toll-late-fee': () => import('./late-fee/LateFeePage.tsx').then((m) => m.LateFeePage),
    'toll-fee-bill': () => import('./bill/BillPage.tsx').then((m) => m.BillPage),
    'toll-periodic-bills': () => import('./bill/BillPage.tsx').then((m) => m.PeriodicBillsPage),
    'toll-temporary-bills': () => import('./bill/BillPage.tsx').then((m) => m.TemporaryBillsPage),
    'toll-paid-bills': () => import('./bill/BillPage.tsx').then((m) => m.PaidBillsPage),
    'toll-void-details': () => import('./bill/BillPage.tsx').then((m) => m.VoidedBillsPage),
    'toll-uncollected-bills': () => import('./bill/BillPage.tsx').then((m) => m.UncollectedBillsPage),
    'toll-fee-generate': () => import('./generate/GeneratePage.tsx').then((m) => m.GeneratePage),
    'toll-arrears': () => import('./arrears/ArrearsPage.tsx').then((m) => m.ArrearsPage),
    'toll-statistics': () => import('./statistics/StatisticsPage.tsx').then((m) => m.StatisticsPage),
    // The room picker is base's: its texts (a floor's name) with the page.
    'toll-cashier': () => Promise.all([import('./cashier/CashierPage.tsx'), loadModuleTexts('base')]).then(([m]) => m.CashierPage),
    'toll-fee-order': () => import('./order/FeeOrderPage.tsx').then((m) => m.FeeOrderPage),
    'toll-fee-audit': () => import('./order/FeeAuditPage.tsx').then((m) => m.FeeAuditPage),
    'toll-discount-rule': () => import('./discount/DiscountRulePage.tsx').then((m) => m.DiscountRulePage),
    'toll-notice-record': () => import('./notice/NoticeRecordPage.tsx').then((m) => m.NoticeRecordPage),
    'toll-notice-plan': () => import('./notice/NoticeRecordPage.tsx').then((m) => m.NoticePlanPage),
  },
  texts: byLocale(import.meta.glob('./locales/*/fee.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.FEE_ENTITIES),
  refTargets: {
    // A fee item is chosen by its name (a bill's, a meter's).
    'fee.feeItem': () => import('./entities.ts').then((m) => ({ entity: m.FeeItem, label: 'itemName' })),
  },
});
