// Base-data scenarios of `npm run bench` (spec §9 of base data): the resident list over 1,000,000 residents beside
// the bare SQL of the same statements, the resident export, the resident import and the batch room creation. Each
// scenario runs against what the server has: a route still missing (404) is skipped with a line saying so.
import { Building, Community, type EntityDef, Resident, Room, Unit, idCardCheckChar, listQuerySchema } from '@zhwy/contracts';
import crypto from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type EntityTable, listEntity } from '../../apps/server/src/platform/crud.ts';
import { SESSION_SQL } from '../../apps/server/src/platform/auth.ts';
import { attachLabels, registerLabelTarget } from '../../apps/server/src/platform/labels.ts';
import { comArea, comBuilding, comResident, comRoom, comUnit, residentCounts } from '../../apps/server/src/base/schema.ts';
import { communitiesOf } from '../../apps/server/src/base/seed/cli.ts';
import { generateBaseData } from '../../apps/server/src/base/seed/generate.ts';
import { selected, targets } from './config.ts';
import { median } from './report.ts';
import { cpuMeter } from './cpu.ts';
import { rssMb } from './rss.ts';

export type BaseLine = { scenario: string; measured: string; target: string; pass: boolean | null };

const RESIDENT_LIST = '/api/base/new-com-resident/getPageList';
/** The server's pool size (platform/db/client.ts connectDatabase): the bare side queues on as many connections. */
const SERVER_POOL = 20;

/**
 * The tenant's residents, seeded once (SD… communities) unless seeded before: 10 communities, so one community holds a
 * tenth of them (100,000 of 1,000,000: the export's size), one room for 10 residents.
 */
export const seedResidents = async (databaseUrl: string, tenantId: number, residents: number, log: (msg: string) => void) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM com_area WHERE tenant_id = $1 AND area_code LIKE 'SD%'", [tenantId]);
    if (rows[0].n > 0) return;
    const started = Date.now();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await generateBaseData(client, { tenantId, communities: communitiesOf(10), rooms: Math.ceil(residents / 10), residents, units: 2, floors: 18, roomsPerFloor: 4 });
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
    await pool.query('VACUUM ANALYZE com_resident, com_resident_room, com_room');
    log(`base data: ${residents.toLocaleString('en-US')} residents seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await pool.end();
  }
};

/** What the list scenarios filter on: the seed's first community, its first building, and 1,000 live mobiles. */
export const residentSample = async (databaseUrl: string, tenantId: number) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ area_id: number; building_id: number }>(
      "SELECT a.id AS area_id, (SELECT min(id) FROM com_building b WHERE b.area_id = a.id) AS building_id FROM com_area a WHERE a.tenant_id = $1 AND a.area_code LIKE 'SD%' ORDER BY a.id LIMIT 1",
      [tenantId],
    );
    const mobiles = await pool.query<{ mobile: string }>('SELECT mobile FROM com_resident WHERE tenant_id = $1 AND del_flag = 0 ORDER BY id DESC LIMIT 1000', [tenantId]);
    const residents = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM com_resident WHERE tenant_id = $1 AND area_id = $2 AND del_flag = 0', [tenantId, rows[0].area_id]);
    return { areaId: String(rows[0].area_id), buildingId: String(rows[0].building_id), mobiles: mobiles.rows.map((r) => r.mobile), communityResidents: residents.rows[0].n };
  } finally {
    await pool.end();
  }
};
export type ResidentSample = Awaited<ReturnType<typeof residentSample>>;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/**
 * What the server registers when it builds base's entity services (entityService → registerLabelTarget): the targets a
 * resident's references are named by (community, building, room, and the room's building and unit, its name's path).
 */
let labelTargetsRegistered = false;
const registerResidentLabelTargets = () => {
  if (labelTargetsRegistered) return;
  labelTargetsRegistered = true;
  const targets: [EntityDef, unknown][] = [[Community, comArea], [Building, comBuilding], [Unit, comUnit], [Room, comRoom]];
  for (const [entity, table] of targets) registerLabelTarget({ entity, table: table as EntityTable, listCodes: [] });
};

/** The bench's admin as the labels see a caller: the tenant, every community, the codes the admin holds. */
const adminRequest = (tenantId: number) => ({ user: { tenantId, areaIds: null, permissions: { has: () => true } } }) as unknown as FastifyRequest;

/**
 * p95 of the statements the list route sends, in its order, sent straight to PostgreSQL by `connections` callers over
 * a pool the size of the server's (20): the session (auth.ts), the page and its total (listEntity), and the page's
 * labels (attachLabels: community, building and room in one statement). What the server adds beyond them (HTTP, the
 * hooks, validation, masking, the JSON answer) is what the ratio measures.
 */
const bareList = (databaseUrl: string, tenantId: number, token: string) => {
  registerResidentLabelTargets();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SERVER_POOL });
  const db = drizzle({ client: pool });
  const tokenHash = crypto.createHash('sha256').update(token).digest('hex');
  const request = adminRequest(tenantId);
  /** One call's statements, as the route sends them: the session, then the page and total, then the labels. */
  const call = async (body: Record<string, unknown>) => {
    const session = await pool.query({ name: 'session-user', text: SESSION_SQL, values: [tokenHash, tenantId] });
    if (session.rows.length !== 1) throw new Error('bare resident list: the session statement found no session');
    const page = await listEntity(db, Resident, comResident as unknown as EntityTable, tenantId, listQuerySchema(Resident).parse(asQuery(body)), residentCounts);
    return { ...page, data: await attachLabels({ db, pool }, request, Resident, page.data) };
  };
  return { call, end: () => pool.end() };
};

/**
 * p95 of the statements the list route sends, in its order, sent straight to PostgreSQL by `connections` callers over
 * a pool the size of the server's (20): the session (auth.ts), the page and its total (listEntity), and the page's
 * labels (attachLabels: community, building and room in one statement). What the server adds beyond them (HTTP, the
 * hooks, validation, masking, the JSON answer) is what the ratio measures.
 */
export const bareResidentList = async (databaseUrl: string, tenantId: number, token: string, bodyAt: BodyAt, connections: number, seconds: number) => {
  const bare = bareList(databaseUrl, tenantId, token);
  try {
    const latencies: number[] = [];
    let sent = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          await bare.call(bodyAt(sent++));
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return { p95: percentile(latencies, 95), rps: latencies.length / seconds };
  } finally {
    await bare.end();
  }
};

/** Whether the bare side answers what the route does for `body`: the same rows, total and labels (else the ratio would compare different work). */
const sameAnswer = async (url: string, databaseUrl: string, tenantId: number, token: string, body: Record<string, unknown>) => {
  const res = await post(url + RESIDENT_LIST, token, body);
  const ours = (await res.json()) as { data: Record<string, unknown>[]; recordsTotal: number };
  const bare = bareList(databaseUrl, tenantId, token);
  try {
    const theirs = await bare.call(body);
    const shape = (page: { data: Record<string, unknown>[]; recordsTotal: number }) => JSON.stringify({ total: page.recordsTotal, rows: page.data.map((r) => [r.id, r.labels]) });
    if (shape(ours) !== shape(theirs)) throw new Error(`bare resident list differs from the route for ${JSON.stringify(body)}:\n ours ${shape(ours).slice(0, 400)}\n bare ${shape(theirs).slice(0, 400)}`);
  } finally {
    await bare.end();
  }
};

type BodyAt = (i: number) => Record<string, unknown>;
/** A list body as the route's body parser hands it on (numbers as text, as in a query string). */
const asQuery = (body: Record<string, unknown>) => Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));

/**
 * The list scenarios (spec §9: name contains, mobile, community, building), each a cycle of bodies: 100 surnames ×
 * 10 pages, or 1,000 mobiles, so that no answer is one cached row.
 */
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const surnameAt = (i: number) => ({ 'name.contains': SURNAMES[i % SURNAMES.length], page: Math.floor(i / SURNAMES.length) % 10, size: 13 });
export const listScenarios = (s: ResidentSample): { name: string; bodyAt: BodyAt }[] => [
  { name: 'name + community + building', bodyAt: (i) => ({ ...surnameAt(i), areaId: s.areaId, buildingId: s.buildingId }) },
  { name: 'mobile', bodyAt: (i) => ({ mobile: s.mobiles[i % s.mobiles.length], page: 0, size: 13 }) },
  { name: 'community', bodyAt: (i) => ({ areaId: s.areaId, page: i % 10, size: 13 }) },
  { name: 'name + community', bodyAt: (i) => ({ ...surnameAt(i), areaId: s.areaId }) },
];

/** The resident list through the server: POST with the filter bodies, p95 of 2xx at `connections` (autocannon, `seconds`). */
export const serverResidentList = (url: string, token: string, bodyAt: BodyAt, connections: number, seconds: number) =>
  new Promise<{ p95: number; rps: number; failures: number }>((resolve, reject) => {
    const latencies: number[] = [];
    let sent = 0;
    const tracker = autocannon(
      { url: url + RESIDENT_LIST, method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, connections, duration: seconds, timeout: 10,
        requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(bodyAt(sent++)) }) }] },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({ p95: percentile(latencies, 95), rps: latencies.length / seconds, failures: result.non2xx + result.errors + result.timeouts });
      },
    );
    tracker.on('response', (_c: unknown, status: number, _b: number, ms: number) => status < 300 && latencies.push(ms));
  });

type Cpu = { cpuMs: number; nodeMs: number; othersPct: number };
/**
 * A load run with its CPU per call: the node process doing the work (the server, or for the bare SQL this process,
 * whose pool and drizzle send the statements) plus PostgreSQL, and the share other processes took of the machine.
 * Per-call CPU drifts less than p95 when other work shares the machine. For the server, autocannon's own CPU (this
 * process) is left out.
 */
const withCpu = async <T extends { rps: number }>(o: { serverPid: number; postgresPid: number | null; seconds: number }, node: 'server' | 'bench', run: () => Promise<T>): Promise<T & Cpu> => {
  const meter = cpuMeter(o.serverPid, o.postgresPid);
  const started = performance.now();
  const result = await run();
  const split = meter.stop();
  const seconds = (performance.now() - started) / 1000;
  const calls = Math.max(1, result.rps * o.seconds);
  const nodeMs = node === 'server' ? split.targetMs : split.benchMs;
  return { ...result, cpuMs: (nodeMs + (split.postgresMs ?? 0)) / calls, nodeMs: nodeMs / calls, othersPct: (100 * split.othersMs) / (seconds * 1000 * os.cpus().length) };
};

/** Whether the server has the route (anything but 404). */
const exists = async (url: string, method: string, token: string, body?: unknown) => {
  const res = await fetch(url, { method, headers: { authorization: token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  await res.arrayBuffer();
  return res.status !== 404;
};

/** The export of 100,000 residents, streamed: seconds to the last byte and the server's RSS peak. */
export const residentExport = async (url: string, token: string, serverPid: number, body: Record<string, unknown>) => {
  const before = rssMb(serverPid) ?? 0;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(serverPid) ?? 0)), 100);
  const started = Date.now();
  try {
    const res = await fetch(url + '/api/base/new-com-resident/export', { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return { status: res.status, seconds: (Date.now() - started) / 1000, bytes, rssMb: peak, rssBeforeMb: before };
  } finally {
    clearInterval(timer);
  }
};

/**
 * A 10,000-row resident file in which every 50th row has a bad mobile: the import answers 422 with the 200 rows and
 * writes nothing (all or none), so the scenario leaves the data as it found it and can be repeated.
 */
export const importFile = async (areaId: string, rows = 10_000, badEvery = 50) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('住户');
  sheet.addRow(['*所属小区', '*姓名', '*证件类型', '*证件号码', '*手机号码', '*住户类型']);
  for (let i = 0; i < rows; i++) {
    // Birthdays in the 1930s (the seed's are 1950–2004), so no number is one the tenant has.
    const first17 = `110105${1930 + Math.floor(i / 1000)}0101${String(i % 1000).padStart(3, '0')}`;
    const mobile = (i + 1) % badEvery === 0 ? '123' : `137${String(i).padStart(8, '0')}`;
    sheet.addRow([Number(areaId), `导入${i}`, '居民身份证', first17 + idCardCheckChar(first17), mobile, '业主']);
  }
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), bad: Math.floor(rows / badEvery) };
};

const post = (url: string, token: string, body: unknown) =>
  fetch(url, { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(120_000) });

/** POST …/importExcel with the file: seconds to the answer, its status and the rows it reports. */
export const residentImport = async (url: string, token: string, buffer: Buffer) => {
  const form = new FormData();
  form.append('file', new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'residents.xlsx');
  const started = Date.now();
  const res = await fetch(url + RESIDENT_IMPORT, { method: 'POST', headers: { authorization: token }, body: form, signal: AbortSignal.timeout(120_000) });
  const answer = (await res.json()) as { rows?: unknown[] };
  return { status: res.status, seconds: (Date.now() - started) / 1000, reported: answer.rows?.length ?? 0 };
};

/** POST /api/base/batchSaveRoom with `count` rooms in one building (its floors 1–18), room numbers new to it. */
export const batchRooms = async (url: string, token: string, s: ResidentSample, count = 10_000) => {
  const tag = (Date.now() % 1e6).toString(36).toUpperCase();
  const rows = Array.from({ length: count }, (_, i) => ({ areaId: Number(s.areaId), buildingId: Number(s.buildingId), floor: 1 + (i % 18), roomNo: `B${tag}-${i}`, roomUse: '1', state: '0' }));
  const started = Date.now();
  const res = await post(url + BATCH_ROOMS, token, rows);
  const answer = (await res.json()) as { data?: { created?: number } };
  return { status: res.status, seconds: (Date.now() - started) / 1000, created: answer.data?.created ?? 0 };
};

/** Seconds of `work` on one client of a fresh pool (the bare figures beside export, import and batch rooms). */
const timed = async (databaseUrl: string, work: (client: pg.PoolClient) => Promise<unknown>) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const client = await pool.connect();
  try {
    const started = Date.now();
    await work(client);
    return (Date.now() - started) / 1000;
  } finally {
    client.release();
    await pool.end();
  }
};

/** Bare export: the community's live rows, every column, in the list's order, read whole by one statement. */
const bareExport = (databaseUrl: string, tenantId: number, areaId: string) =>
  timed(databaseUrl, (c) => c.query('SELECT * FROM com_resident WHERE tenant_id = $1 AND area_id = $2 AND del_flag = 0 ORDER BY create_time DESC, id DESC', [tenantId, areaId]));

/** Bare import: the file read by ExcelJS, and the one lookup of its ID numbers among the tenant's live residents. */
const bareImport = async (databaseUrl: string, tenantId: number, buffer: Buffer) => {
  const started = Date.now();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const ids: string[] = [];
  workbook.worksheets[0].eachRow((row, n) => n > 1 && ids.push(String(row.getCell(4).value)));
  const lookup = await timed(databaseUrl, (c) => c.query('SELECT id_card_no FROM com_resident WHERE tenant_id = $1 AND del_flag = 0 AND id_card_no = ANY($2)', [tenantId, ids]));
  return { seconds: (Date.now() - started) / 1000, lookup };
};

/** Bare batch rooms: the same 10,000 rows in one INSERT … unnest, rolled back. */
const bareRooms = (databaseUrl: string, tenantId: number, s: ResidentSample, count = 10_000) =>
  timed(databaseUrl, async (c) => {
    await c.query('BEGIN');
    const floors = Array.from({ length: count }, (_, i) => 1 + (i % 18));
    const numbers = Array.from({ length: count }, (_, i) => `BARE-${i}`);
    await c.query(
      "INSERT INTO com_room (tenant_id, area_id, building_id, floor, room_no, room_use, state) SELECT $1, $2, $3, f, n, '1', '0' FROM unnest($4::int[], $5::text[]) AS t(f, n)",
      [tenantId, s.areaId, s.buildingId, floors, numbers],
    );
    await c.query('ROLLBACK');
  });

const RESIDENT_EXPORT = '/api/base/new-com-resident/export';
const RESIDENT_IMPORT = '/api/base/new-com-resident/importExcel';
const BATCH_ROOMS = '/api/base/batchSaveRoom';

/**
 * Runs every base-data scenario the server has routes for; answers a line per scenario for the report. Each list
 * filter is measured through the server and as bare SQL (the route's own four statements: session, page, total and
 * labels, sent by a pg pool in this process: bareResidentList) in the same run.
 */
export const runBaseScenarios = async (o: { url: string; token: string; databaseUrl: string; tenantId: number; serverPid: number; postgresPid: number | null; connections: number; seconds: number; rounds: number; log: (msg: string) => void }): Promise<BaseLine[]> => {
  const lines: BaseLine[] = [];
  const s = await residentSample(o.databaseUrl, o.tenantId);
  const skip = (scenario: string, path: string, target: string) => {
    o.log(`skipped: ${scenario} (${path} is not there yet)`);
    lines.push({ scenario, measured: `skipped: ${path} missing`, target, pass: null });
  };
  const listTarget = `p95 ≤ 30 ms at ${o.connections}`;
  if (!selected('list')) {
    // left out by BENCH_ONLY
  } else if (!(await exists(o.url + RESIDENT_LIST, 'POST', o.token, { page: 0, size: 1 }))) {
    skip('resident list', RESIDENT_LIST, listTarget);
  } else {
    for (const { name, bodyAt } of listScenarios(s)) {
      await sameAnswer(o.url, o.databaseUrl, o.tenantId, o.token, bodyAt(0));
      // Ours and bare alternated, `rounds` times, the order swapped every round; the verdict on the medians.
      const ours: (Awaited<ReturnType<typeof serverResidentList>> & Cpu)[] = [];
      const bare: (Awaited<ReturnType<typeof bareResidentList>> & Cpu)[] = [];
      for (let round = 0; round < o.rounds; round++) {
        const pair = [
          async () => ours.push(await withCpu(o, 'server', () => serverResidentList(o.url, o.token, bodyAt, o.connections, o.seconds))),
          async () => bare.push(await withCpu(o, 'bench', () => bareResidentList(o.databaseUrl, o.tenantId, o.token, bodyAt, o.connections, o.seconds))),
        ];
        for (const run of round % 2 ? pair.reverse() : pair) await run();
      }
      const p95 = median(ours.map((r) => r.p95));
      const bareP95 = median(bare.map((r) => r.p95));
      const failures = ours.reduce((sum, r) => sum + r.failures, 0);
      const spread = (rows: { p95: number }[]) => `${Math.min(...rows.map((r) => r.p95)).toFixed(1)}–${Math.max(...rows.map((r) => r.p95)).toFixed(1)}`;
      const cpu = (rows: Cpu[]) =>
        `${median(rows.map((r) => r.cpuMs)).toFixed(2)} ms (node ${median(rows.map((r) => r.nodeMs)).toFixed(2)}; others ${median(rows.map((r) => r.othersPct)).toFixed(0)}%)`;
      const cpuRatio = median(ours.map((r) => r.cpuMs)) / median(bare.map((r) => r.cpuMs));
      const measured =
        `p95 ${p95.toFixed(1)} ms (${spread(ours)}), ${median(ours.map((r) => r.rps)).toFixed(0)}/s, failed ${failures}; bare SQL p95 ${bareP95.toFixed(1)} ms (${spread(bare)}), ${median(bare.map((r) => r.rps)).toFixed(0)}/s; ours ÷ bare ${(p95 / bareP95).toFixed(2)}×; ` +
        `CPU per call (node + PG): ours ${cpu(ours)}, bare ${cpu(bare)}, ${cpuRatio.toFixed(2)}×`;
      o.log(`resident list (${name}): ${measured}`);
      lines.push({ scenario: `resident list: ${name}`, measured, target: listTarget, pass: failures === 0 && p95 <= 30 });
      lines.push({ scenario: `resident list: ${name}, ours ÷ bare (medians)`, measured: `${(p95 / bareP95).toFixed(2)}×`, target: `p95 ≤ ${targets.residentListRatio}× bare`, pass: failures === 0 && p95 <= targets.residentListRatio * bareP95 });
    }
  }
  const exportName = `resident export (a community: ${s.communityResidents.toLocaleString('en-US')} rows)`;
  if (!selected('export')) {
    // left out by BENCH_ONLY
  } else if (!(await exists(o.url + RESIDENT_EXPORT, 'POST', o.token, { 'name.contains': 'no-such-name' }))) {
    skip(exportName, RESIDENT_EXPORT, '100,000 rows ≤ 5 s, RSS ≤ 200 MB');
  } else {
    const r = await residentExport(o.url, o.token, o.serverPid, { areaId: s.areaId });
    const bare = await bareExport(o.databaseUrl, o.tenantId, s.areaId);
    o.log(`resident export: ${r.status}, ${(r.bytes / 1e6).toFixed(1)} MB in ${r.seconds.toFixed(1)} s, server RSS ${r.rssBeforeMb.toFixed(0)} → peak ${r.rssMb.toFixed(0)} MB; bare SQL read ${bare.toFixed(2)} s`);
    lines.push({ scenario: exportName, measured: `${r.status}, ${(r.bytes / 1e6).toFixed(1)} MB in ${r.seconds.toFixed(1)} s, RSS ${r.rssBeforeMb.toFixed(0)} → peak ${r.rssMb.toFixed(0)} MB; bare SQL read of the rows ${bare.toFixed(2)} s`, target: '100,000 rows ≤ 5 s, RSS ≤ 200 MB', pass: r.status === 200 && r.seconds <= 5 && r.rssMb <= 200 });
  }
  const importName = 'resident import (10,000 rows, 200 with errors)';
  if (!selected('import')) {
    // left out by BENCH_ONLY
  } else if (!(await exists(o.url + RESIDENT_IMPORT, 'POST', o.token, {}))) {
    skip(importName, RESIDENT_IMPORT, '≤ 10 s, errors reported');
  } else {
    const file = await importFile(s.areaId);
    const r = await residentImport(o.url, o.token, file.buffer);
    const bare = await bareImport(o.databaseUrl, o.tenantId, file.buffer);
    o.log(`resident import: ${r.status} with ${r.reported} rows reported in ${r.seconds.toFixed(1)} s; bare: file read + ID lookup ${bare.seconds.toFixed(2)} s (lookup ${bare.lookup.toFixed(2)} s)`);
    lines.push({ scenario: importName, measured: `${r.status}, ${r.reported} rows reported, ${r.seconds.toFixed(1)} s; bare: file read + ID lookup ${bare.seconds.toFixed(2)} s`, target: '≤ 10 s, errors reported', pass: r.status === 422 && r.reported === file.bad && r.seconds <= 10 });
  }
  const roomsName = 'batch room creation (10,000, batchSaveRoom)';
  if (!selected('rooms')) {
    // left out by BENCH_ONLY
  } else if (!(await exists(o.url + BATCH_ROOMS, 'POST', o.token, {}))) {
    skip(roomsName, BATCH_ROOMS, '≤ 2 s');
  } else {
    const r = await batchRooms(o.url, o.token, s);
    const bare = await bareRooms(o.databaseUrl, o.tenantId, s);
    o.log(`batch rooms: ${r.status}, ${r.created} created in ${r.seconds.toFixed(2)} s; bare INSERT … unnest ${bare.toFixed(2)} s`);
    lines.push({ scenario: roomsName, measured: `${r.status}, ${r.created} created, ${r.seconds.toFixed(2)} s; bare INSERT … unnest (rolled back) ${bare.toFixed(2)} s`, target: '≤ 2 s', pass: r.status === 200 && r.created === 10_000 && r.seconds <= 2 });
  }
  return lines;
};

/** The report's table of the base-data lines. */
export const baseTable = (lines: BaseLine[]): string =>
  ['| scenario | measured | target | verdict |', '|---|---|---|---|', ...lines.map((l) => `| ${l.scenario} | ${l.measured} | ${l.target} | ${l.pass === null ? '—' : l.pass ? 'pass' : 'FAIL'} |`)].join('\n');
