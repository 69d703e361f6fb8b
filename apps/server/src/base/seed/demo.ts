import type pg from 'pg';
import type { Config } from '../../platform/config.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { loadRegions } from '../region/regions.ts';
import { type CommunitySeed, generateBaseData } from './generate.ts';

/** The demo tenant's three communities (names no test searches for). */
export const DEMO_COMMUNITIES: CommunitySeed[] = [
  { areaCode: 'XQ440305001', areaName: '锦绣花园', province: '广东省', city: '深圳市', district: '南山区', regionCode: '440305', address: '科苑南路 88 号', plateProvince: '粤' },
  { areaCode: 'XQ110108001', areaName: '翠湖天地', province: '北京市', city: '北京市', district: '海淀区', regionCode: '110108', address: '清河中街 6 号', plateProvince: '京' },
  { areaCode: 'XQ330106001', areaName: '金桂苑', province: '浙江省', city: '杭州市', district: '西湖区', regionCode: '330106', address: '文三路 199 号', plateProvince: '浙' },
];

/** 3 communities × 2 buildings × 2 units × 6 floors × 2 rooms = 144 rooms, 60 residents in 30 households. */
export const DEMO_PLAN = { rooms: 144, residents: 60, units: 2, floors: 6, roomsPerFloor: 2 } as const;

/**
 * The base module's start: the region table when empty; then, with DEMO_DATA (default on), the demo tenant's base
 * data once: only while the tenant has never had a community (deleted ones count), under an advisory lock so
 * instances starting together write it once. ~0.1 s.
 */
export const seedBase = async (pool: pg.Pool, config: Config): Promise<{ banner: string[] }> => {
  await loadRegions(pool);
  if (!config.demoData) return { banner: [] };
  const written = await withTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext('zhwy:base-demo'))");
    const { rows } = await client.query<{ id: number }>(
      "SELECT t.id FROM tenant t WHERE t.code = 'demo' AND NOT EXISTS (SELECT 1 FROM com_area a WHERE a.tenant_id = t.id)",
    );
    if (!rows[0]) return false;
    await generateBaseData(client, { tenantId: rows[0].id, communities: DEMO_COMMUNITIES, ...DEMO_PLAN });
    return true;
  });
  return { banner: written ? ['  demo base data: 3 communities, 144 rooms, 60 residents (DEMO_DATA=false to leave out)'] : [] };
};
