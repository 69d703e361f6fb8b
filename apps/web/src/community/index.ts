import { byLocale, defineModule } from '../platform/modules.ts';

/**
 * 社区服务 (community services): the web side of the community module, the credits shop first. Everything loads
 * when first used: a page with its texts, the menu titles with the layout.
 */
export const community = defineModule({
  name: 'community',
  pages: {
    'credits-good': () => import('./credits-shop/GoodPage.tsx').then((m) => m.GoodPage),
    'credits-pick-up-address': () => import('./credits-shop/PickUpAddressPage.tsx').then((m) => m.PickUpAddressPage),
  },
  texts: byLocale(import.meta.glob('./locales/*/community.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.COMMUNITY_ENTITIES),
  refTargets: {
    // A good's 自提地址 is chosen among the pick-up points by their address.
    'community.pickUpAddress': () => import('./entities.ts').then((m) => ({ entity: m.CreditsShopPickUpAddress, label: 'address' })),
  },
});
