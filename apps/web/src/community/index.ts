import { defineModule } from '../platform/modules.ts';

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
  texts: {
    zh_CN: () => import('./locales/zh_CN/community.ts'),
    zh_TW: () => import('./locales/zh_TW/community.ts'),
    en_US: () => import('./locales/en_US/community.ts'),
    ja_JP: () => import('./locales/ja_JP/community.ts'),
    ko_KR: () => import('./locales/ko_KR/community.ts'),
  },
  menuTitles: {
    zh_CN: () => import('./locales/zh_CN/menu.ts'),
    zh_TW: () => import('./locales/zh_TW/menu.ts'),
    en_US: () => import('./locales/en_US/menu.ts'),
    ja_JP: () => import('./locales/ja_JP/menu.ts'),
    ko_KR: () => import('./locales/ko_KR/menu.ts'),
  },
  entities: () => import('./entities.ts').then((m) => m.COMMUNITY_ENTITIES),
});
