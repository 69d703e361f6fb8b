import { Article, Banner, Category, CommercialService } from '@zhwy/contracts';
import { index } from 'drizzle-orm/pg-core';
import { entityTable } from '../platform/db/entity-table.ts';

export const category = entityTable(Category, {
  table: 'content_category',
  indexes: (t) => [index('content_category_parent_idx').on(t.tenantId, t.parentId)],
});

export const banner = entityTable(Banner, {
  table: 'content_banner',
  indexes: (t) => [index('content_banner_list_idx').on(t.tenantId, t.numeration, t.id)],
});

export const article = entityTable(Article, {
  table: 'content_article',
  indexes: (t) => [index('content_article_list_idx').on(t.tenantId, t.communityId, t.createTime.desc().nullsFirst())],
});

export const commercialService = entityTable(CommercialService, {
  table: 'content_commercial_service',
  indexes: (t) => [index('content_commercial_service_area_idx').on(t.tenantId, t.areaId, t.createTime.desc().nullsFirst())],
});
