import { defineModule } from '../platform/modules.ts';

/**
 * 基础数据 (base data): the web side of the base module, communities first. Everything loads when first used: a
 * page with its texts, the menu titles with the layout, the entity definitions with a page or a reference select.
 */
export const base = defineModule({
  name: 'base',
  pages: {
    'base-community': () => import('./community/CommunityPage.tsx').then((m) => m.CommunityPage),
  },
  texts: {
    zh_CN: () => import('./locales/zh_CN/base.ts'),
    zh_TW: () => import('./locales/zh_TW/base.ts'),
    en_US: () => import('./locales/en_US/base.ts'),
    ja_JP: () => import('./locales/ja_JP/base.ts'),
    ko_KR: () => import('./locales/ko_KR/base.ts'),
  },
  menuTitles: {
    zh_CN: () => import('./locales/zh_CN/menu.ts'),
    zh_TW: () => import('./locales/zh_TW/menu.ts'),
    en_US: () => import('./locales/en_US/menu.ts'),
    ja_JP: () => import('./locales/ja_JP/menu.ts'),
    ko_KR: () => import('./locales/ko_KR/menu.ts'),
  },
  entities: () => import('./entities.ts').then((m) => m.BASE_ENTITIES),
  refTargets: {
    // A community is chosen by its name.
    'base.community': () => import('./entities.ts').then((m) => ({ entity: m.Community, label: 'areaName' })),
  },
});
