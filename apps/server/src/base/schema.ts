import { Community } from '@zhwy/contracts';
import { index } from 'drizzle-orm/pg-core';
import { entityTable } from '../platform/db/entity-table.ts';

/** Communities (the spec's ComArea). The list's default order, newest first, walks the index. */
export const comArea = entityTable(Community, {
  table: 'com_area',
  indexes: (t) => [index('com_area_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst())],
});
