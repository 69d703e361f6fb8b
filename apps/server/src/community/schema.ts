import { CreditsShopGood, CreditsShopPickUpAddress } from '@zhwy/contracts';
import { sql } from 'drizzle-orm';
import { check, index } from 'drizzle-orm/pg-core';
import { entityTable } from '../platform/db/entity-table.ts';

export const creditsShopGood = entityTable(CreditsShopGood, {
  table: 'credits_shop_good',
  indexes: (t) => [
    index('credits_shop_good_list_idx').on(t.tenantId, t.createTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Inventory never goes negative, whatever writes it (exchanges decrement it in SQL).
    check('credits_shop_good_inventory_ck', sql`${t.inventory} >= 0`),
  ],
});

export const creditsShopPickUpAddress = entityTable(CreditsShopPickUpAddress, {
  table: 'credits_shop_pick_up_address',
  indexes: (t) => [index('credits_shop_pick_up_address_area_idx').on(t.tenantId, t.areaId, t.createTime.desc().nullsFirst())],
});
