import { createRequire } from 'node:module';
import type pg from 'pg';

/** The root of the region tree: provinces have this parent code (China's calling code, as china-area-data keys it). */
export const REGION_ROOT = '86';

/** china-area-data (MIT, GB/T 2260): `{ "86": { provinceCode: name }, provinceCode: { cityCode: name }, cityCode: { districtCode: name } }`. */
type AreaData = Record<string, Record<string, string>>;

export type RegionRow = { code: string; name: string; parentCode: string; level: number };

/**
 * Province (1) → city (2) → district (3), walked from the root: 3,800 rows. A code listed twice (six of Taiwan's
 * districts appear under two cities in the package) is kept where it first appears.
 */
export const regionRows = (): RegionRow[] => {
  const data = createRequire(import.meta.url)('china-area-data/data.json') as AreaData;
  const rows: RegionRow[] = [];
  const seen = new Set<string>();
  const walk = (parentCode: string, level: number) => {
    for (const [code, name] of Object.entries(data[parentCode] ?? {})) {
      if (seen.has(code)) continue;
      seen.add(code);
      rows.push({ code, name, parentCode, level });
      if (level < 3) walk(code, level + 1);
    }
  };
  walk(REGION_ROOT, 1);
  return rows;
};

/**
 * Fills sys_region when it is empty (first start, or a database restored without it): one statement, ~20 ms. Two
 * instances starting together both insert with ON CONFLICT DO NOTHING, so the table holds each code once.
 * Answers the number of rows inserted (0 when the table was already filled).
 */
export const loadRegions = async (pool: pg.Pool): Promise<number> => {
  const { rows } = await pool.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM sys_region) AS present');
  if (rows[0].present) return 0;
  const regions = regionRows();
  const result = await pool.query(
    `INSERT INTO sys_region (code, name, parent_code, level)
     SELECT * FROM unnest($1::varchar[], $2::varchar[], $3::varchar[], $4::smallint[]) ON CONFLICT (code) DO NOTHING`,
    [regions.map((r) => r.code), regions.map((r) => r.name), regions.map((r) => r.parentCode), regions.map((r) => r.level)],
  );
  return result.rowCount ?? 0;
};
