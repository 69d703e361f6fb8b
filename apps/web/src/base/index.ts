import { byLocale, defineModule } from '../platform/modules.ts';

/**
 * 基础数据 (base data): the web side of the base module, communities first. Everything loads when first used: a
 * page with its texts, the menu titles with the layout, the entity definitions with a page or a reference select.
 */
export const base = defineModule({
  name: 'base',
  pages: {
    'base-community': () => import('./community/CommunityPage.tsx').then((m) => m.CommunityPage),
  },
  texts: byLocale(import.meta.glob('./locales/*/base.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.BASE_ENTITIES),
  refTargets: {
    // A community is chosen by its name.
    'base.community': () => import('./entities.ts').then((m) => ({ entity: m.Community, label: 'areaName' })),
  },
});
