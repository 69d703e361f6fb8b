import { byLocale, defineModule } from '../platform/modules.ts';

/**
 * 内容管理 (content): categories, banners, articles and commercial services. Everything loads when first used: a
 * page with its texts, the menu titles with the layout, the entity definitions with a page or a reference select.
 */
export const content = defineModule({
  name: 'content',
  pages: {
    'content-category': () => import('./category/CategoryPage.tsx').then((m) => m.CategoryPage),
    'content-banner': () => import('./banner/BannerPage.tsx').then((m) => m.BannerPage),
    'content-article': () => import('./article/ArticlePage.tsx').then((m) => m.ArticlePage),
    'content-commercial-service': () => import('./commercial-service/CommercialServicePage.tsx').then((m) => m.CommercialServicePage),
  },
  texts: byLocale(import.meta.glob('./locales/*/content.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.CONTENT_ENTITIES),
  refTargets: {
    // Banners and articles choose their category by its name.
    'content.category': () => import('./entities.ts').then((m) => ({ entity: m.Category, label: 'categoryName' })),
  },
});
