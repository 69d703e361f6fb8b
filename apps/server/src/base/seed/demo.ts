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

/**
 * Which demo communities (by their index in DEMO_COMMUNITIES) each of the system module's demo departments serves
 * (system/department/seed.ts names them): the user form suggests a department's communities, so a new clerk's
 * first department already has some. The head office and the company-wide ones serve all three.
 */
export const DEMO_DEPARTMENT_AREAS: Record<string, number[]> = {
  总经理办公室: [0, 1, 2],
  客服部: [0, 1, 2],
  工程部: [0, 1, 2],
  维修组: [0, 1],
  设备组: [2],
  秩序部: [0],
  环境部: [1, 2],
  财务部: [0, 1, 2],
};

/** 3 communities × 2 buildings × 2 units × 6 floors × 2 rooms = 144 rooms, 60 residents in 30 households. */
export const DEMO_PLAN = { rooms: 144, residents: 60, units: 2, floors: 6, roomsPerFloor: 2 } as const;

/**
 * Gives the demo departments their communities (DEMO_DEPARTMENT_AREAS), where a department of that name is live and
 * serves none yet: an administrator's own choice is never overwritten.
 */
const serveDemoCommunities = async (client: pg.PoolClient, tenantId: number, areaIds: number[]) => {
  const names = Object.keys(DEMO_DEPARTMENT_AREAS);
  const lists = names.map((name) => DEMO_DEPARTMENT_AREAS[name].map((index) => areaIds[index]).join(','));
  await client.query(
    `UPDATE com_department d SET area_ids = s.area_ids FROM unnest($2::text[], $3::text[]) AS s(name, area_ids)
     WHERE d.tenant_id = $1 AND d.del_flag = 0 AND d.department_name = s.name AND COALESCE(d.area_ids, '') = ''`,
    [tenantId, names, lists],
  );
};

/**
 * The base module's start: the region table when empty; then, with DEMO_DATA (default on), the demo tenant's base
 * data once: only while the tenant has never had a community (deleted ones count), under an advisory lock so
 * instances starting together write it once, and the demo departments' communities. ~0.1 s.
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
    const areaIds = await generateBaseData(client, { tenantId: rows[0].id, communities: DEMO_COMMUNITIES, ...DEMO_PLAN });
    await serveDemoCommunities(client, rows[0].id, areaIds);
    return true;
  });
  return { banner: written ? ['  demo base data: 3 communities, 144 rooms, 60 residents (DEMO_DATA=false to leave out)'] : [] };
};
