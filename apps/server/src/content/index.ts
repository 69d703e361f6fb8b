import { Article, Banner, CONTENT_DICTIONARIES, Category, CommercialService, dictSeedOf } from '@zhwy/contracts';
import { and, count, eq } from 'drizzle-orm';
import { entityMenu } from '../platform/entity-menu.ts';
import { registerEntityRoutes } from '../platform/entity-routes.ts';
import { conflict } from '../platform/errors.ts';
import type { ServerModule } from '../platform/module.ts';
import { article, banner, category, commercialService } from './schema.ts';
import { scopeWhere } from '../platform/scope-sql.ts';
import type { DeleteRuleContext } from '../platform/entity-context.ts';

const categoryTable = category;

/** A category with live children is not deleted: its children go first. */
const noChildren = async ({ tx, tenantId, current }: DeleteRuleContext) => {
  const [{ n }] = await tx
    .select({ n: count() })
    .from(category)
    .where(and(scopeWhere(category, { tenantId }), eq(category.parentId, Number(current.id))));
  if (n > 0) throw conflict('referenced', undefined, { title: '下级分类' });
};

/** Content (spec: business-modules.md §3, §7): categories, banners, articles, commercial services. */
export const contentModule: ServerModule = {
  name: 'content',
  register: (app, { database }) => {
    registerEntityRoutes(app, { entity: Category, table: categoryTable, database, hooks: { beforeDelete: noChildren } });
    registerEntityRoutes(app, { entity: Banner, table: banner, database });
    registerEntityRoutes(app, { entity: Article, table: article, database });
    registerEntityRoutes(app, { entity: CommercialService, table: commercialService, database });
  },
  menus: [
    {
      name: 'content',
      title: '内容管理',
      type: 'menu1',
      url: '/content',
      icon: 'FileTextOutlined',
      readOnly: true,
      children: [
        entityMenu(Category, { name: 'content-category', url: '/content/categories', icon: 'AppstoreOutlined' }),
        entityMenu(Banner, { name: 'content-banner', url: '/content/banners', icon: 'NotificationOutlined' }),
        entityMenu(Article, { name: 'content-article', url: '/content/articles', icon: 'FileTextOutlined' }),
        entityMenu(CommercialService, { name: 'content-commercial-service', url: '/content/services', icon: 'ShopOutlined' }),
      ],
    },
  ],
  dictionaries: CONTENT_DICTIONARIES.map(dictSeedOf),
};
