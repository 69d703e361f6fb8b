import { parseArgs } from 'node:util';
import type pg from 'pg';
import { MODULES } from '../../app.ts';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { withTransaction } from '../../platform/db/transaction.ts';
import { openRuntime } from '../../platform/runtime.ts';
import { type CommunitySeed, generateBaseData } from './generate.ts';

export const USAGE = `Usage: npm run seed -- --tenant <code> [--communities 20] [--rooms 100000] [--residents 1000000] [--bills <count>]

Writes realistic base data into a tenant in one transaction: communities (code SD…), buildings 1号楼…, units,
floors, rooms, residents with valid ID numbers, their bindings (room states follow them), cars and a parking lot
per community. Refuses a tenant that was seeded before (a community coded SD… exists). Uses DATABASE_URL, or the
embedded database under DATA_DIR (./data; stop the server first).

--bills <count> (up to 50000000; scripts/seed.mjs runs the fee module's bill seed after this one): tops the tenant's seeded rooms up to that many bills over the last 36 months (three
fee items per community, a realistic mix of paid, owing, partly paid, refunded and voided; in chunks of 500,000, each
committed), then ANALYZE. On a tenant seeded before, only the bills are written. A seeded room holds at most 108
bills (36 months × 3 items): 10,000,000 bills need 92,593 rooms, e.g. --communities 2 --rooms 200000.`;

const NAMES = '碧桂园 万科城 保利花园 龙湖天街 中海锦苑 华润悦府 招商雍景湾 绿城桂语 金地格林 融创壹号院 世茂滨江 旭辉铂悦 远洋万和 首开璞瑅 越秀星汇 新城悦隽 雅居乐花园 合生汇景 富力天禧 星河丹堤 阳光城翡丽 金茂府 绿地海珀 滨江御品 仁恒河滨 建发央著 宝龙城 美的云筑 卓越维港 龙光玖钻'.split(' ');
/** Districts the communities are spread over: region code, names, plate province. */
const PLACES: Array<[string, string, string, string, string]> = [
  ['440305', '广东省', '深圳市', '南山区', '粤'],
  ['440106', '广东省', '广州市', '天河区', '粤'],
  ['110105', '北京市', '北京市', '朝阳区', '京'],
  ['310115', '上海市', '上海市', '浦东新区', '沪'],
  ['330106', '浙江省', '杭州市', '西湖区', '浙'],
  ['320506', '江苏省', '苏州市', '吴中区', '苏'],
  ['510107', '四川省', '成都市', '武侯区', '川'],
  ['420106', '湖北省', '武汉市', '武昌区', '鄂'],
  ['610113', '陕西省', '西安市', '雁塔区', '陕'],
  ['500112', '重庆市', '重庆市', '渝北区', '渝'],
];
const STREETS = ['人民路', '建设路', '中山路', '解放路', '和平路', '新华路', '文化路', '长江路', '滨河路', '科技路'];

export const communitiesOf = (count: number): CommunitySeed[] =>
  Array.from({ length: count }, (_, i) => {
    const [regionCode, province, city, district, plateProvince] = PLACES[i % PLACES.length];
    const round = Math.floor(i / NAMES.length);
    return {
      areaCode: `SD${regionCode}${String(i + 1).padStart(3, '0')}`,
      areaName: `${NAMES[i % NAMES.length]}${round > 0 ? `${round + 1}期` : ''}`,
      province,
      city,
      district,
      regionCode,
      address: `${STREETS[i % STREETS.length]} ${(i * 37) % 900 + 10} 号`,
      plateProvince,
    };
  });

/** A bar on stderr: `住户 [########------------]  400000/1000000  12.3 s`. */
const bar = (started: number) => (step: string, done: number, total: number) => {
  const width = 24;
  const filled = total > 0 ? Math.round((done / total) * width) : width;
  process.stderr.write(`\r${step.padEnd(4, '　')} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(done).padStart(8)}/${total}  ${((Date.now() - started) / 1000).toFixed(1)} s   ${done === total ? '\n' : ''}`);
};

const positive = (value: string | undefined, fallback: number, name: string, max = 10_000_000) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`--${name} must be a whole number from 1 to ${max}`);
  return n;
};

/** `npm run seed -- …`: answers the exit code (0 written, 1 refused or failed, 2 bad usage). */
export const runSeedCli = async (argv: readonly string[], env: Record<string, string | undefined> = process.env): Promise<number> => {
  let options: Options & { bills: number | null };
  try {
    const { values } = parseArgs({
      args: [...argv],
      options: { tenant: { type: 'string' }, communities: { type: 'string' }, rooms: { type: 'string' }, residents: { type: 'string' }, bills: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
    });
    if (values.help || !values.tenant) {
      console.error(USAGE);
      return values.help ? 0 : 2;
    }
    options = {
      tenant: values.tenant,
      communities: positive(values.communities, 20, 'communities'),
      rooms: positive(values.rooms, 100_000, 'rooms'),
      residents: positive(values.residents, 1_000_000, 'residents'),
      bills: values.bills === undefined ? null : positive(values.bills, 0, 'bills', 50_000_000),
    };
    if (options.rooms < options.communities) throw new Error('--rooms must be at least --communities');
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  let runtime;
  try {
    runtime = await openRuntime(loadConfig(env), MODULES);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : (error as Error).message);
    return 1;
  }
  try {
    const { pool } = runtime.deps.database;
    const { rows } = await pool.query<{ id: number; seeded: number }>(
      "SELECT t.id, (SELECT count(*) FROM com_area a WHERE a.tenant_id = t.id AND a.area_code LIKE 'SD%')::int AS seeded FROM tenant t WHERE t.code = $1",
      [options.tenant],
    );
    if (!rows[0]) {
      console.error(`No tenant "${options.tenant}" (npm run tenant -- list)`);
      return 1;
    }
    if (rows[0].seeded > 0 && options.bills === null) {
      console.error(`Tenant "${options.tenant}" was seeded already (${rows[0].seeded} communities coded SD…): nothing written.`);
      return 1;
    }
    // With --bills, a tenant seeded before keeps its base data; the bills follow (apps/server/src/fee/seed/cli.ts).
    if (rows[0].seeded === 0) await seedBase(pool, rows[0].id, options);
    else console.error(`Tenant "${options.tenant}" has its base data (${rows[0].seeded} communities coded SD…): the bills only.`);
    return 0;
  } catch (error) {
    console.error(`\nseed failed, nothing written: ${(error as Error).message}`);
    return 1;
  } finally {
    await runtime.close();
  }
};

type Options = { tenant: string; communities: number; rooms: number; residents: number };
const seedBase = async (pool: pg.Pool, tenantId: number, options: Options) => {
  const started = Date.now();
  const plan = { tenantId, communities: communitiesOf(options.communities), rooms: options.rooms, residents: options.residents, units: 2, floors: 18, roomsPerFloor: 4 };
  await withTransaction(pool, (client) => generateBaseData(client, plan, bar(started)));
  const written = Date.now();
  await pool.query('ANALYZE com_area, com_building, com_unit, com_building_floor, com_room, com_resident, com_resident_room, com_car_info, com_parking, com_parking_space');
  console.error(
    `seeded tenant ${options.tenant}: ${options.communities} communities, ${options.rooms} rooms, ${options.residents} residents in ${((written - started) / 1000).toFixed(1)} s (+ ANALYZE ${((Date.now() - written) / 1000).toFixed(1)} s)`,
  );
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) process.exitCode = await runSeedCli(process.argv.slice(2));
