// Base-data scenarios of `npm run bench` (spec §9 of base data): the resident list over 1,000,000 residents beside
// the bare SQL of the same statements, the resident export, the resident import and the batch room creation. Each
// scenario runs against what the server has: a route still missing (404) is skipped with a line saying so.
import { Resident, listQuerySchema } from '@zhwy/contracts';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { type EntityTable, listEntity } from '../../apps/server/src/platform/crud.ts';
import { comResident } from '../../apps/server/src/base/schema.ts';
import { communitiesOf } from '../../apps/server/src/base/seed/cli.ts';
import { generateBaseData } from '../../apps/server/src/base/seed/generate.ts';
import { rssMb } from './rss.ts';

export type BaseLine = { scenario: string; measured: string; target: string; pass: boolean | null };

const RESIDENT_LIST = '/api/base/new-com-resident/getPageList';

/** The tenant's residents, seeded once (SD… communities) when fewer than `residents` exist. */
export const seedResidents = async (databaseUrl: string, tenantId: number, residents: number, log: (msg: string) => void) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM com_area WHERE tenant_id = $1 AND area_code LIKE 'SD%'", [tenantId]);
    if (rows[0].n > 0) return;
    const started = Date.now();
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await generateBaseData(client, { tenantId, communities: communitiesOf(20), rooms: residents / 10, residents, units: 2, floors: 18, roomsPerFloor: 4 });
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

/** A filter a property office uses: a surname fragment within one community's building (the seed's first community). */
export const residentFilter = async (databaseUrl: string, tenantId: number) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const { rows } = await pool.query<{ area_id: number; building_id: number }>(
      "SELECT a.id AS area_id, (SELECT min(id) FROM com_building b WHERE b.area_id = a.id) AS building_id FROM com_area a WHERE a.tenant_id = $1 AND a.area_code LIKE 'SD%' ORDER BY a.id LIMIT 1",
      [tenantId],
    );
    return { page: 0, size: 13, 'name.contains': '王', areaId: String(rows[0].area_id), buildingId: String(rows[0].building_id) };
  } finally {
    await pool.end();
  }
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** p95 of the list's own two statements (page and total, captured from listEntity) sent straight to PostgreSQL by `connections` clients. */
export const bareResidentList = async (databaseUrl: string, tenantId: number, body: Record<string, unknown>, connections: number, seconds: number) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  try {
    const db = drizzle({ client: pool });
    const latencies: number[] = [];
    let sent = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          await listEntity(db, Resident, comResident as unknown as EntityTable, tenantId, listQuerySchema(Resident).parse(bodyAt(body, sent++)));
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return { p95: percentile(latencies, 95), rps: latencies.length / seconds };
  } finally {
    await pool.end();
  }
};

/**
 * The bodies the list scenarios cycle through: 100 surnames × 10 pages. The duplicate-submit guard refuses the same
 * POST body from one session within 1000 ms (lists sent as POST included), so one repeated body would measure 429s.
 */
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
export const bodyAt = (body: Record<string, unknown>, i: number) => ({ ...body, 'name.contains': SURNAMES[i % SURNAMES.length], page: Math.floor(i / SURNAMES.length) % 10 });

/** The resident list through the server: POST with the filter body, p95 of 2xx at `connections`. */
export const serverResidentList = (url: string, token: string, body: Record<string, unknown>, connections: number, seconds: number) =>
  new Promise<{ p95: number; rps: number; failures: number }>((resolve, reject) => {
    const latencies: number[] = [];
    let sent = 0;
    const tracker = autocannon(
      { url: url + RESIDENT_LIST, method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, connections, duration: seconds, timeout: 10,
        requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(bodyAt(body, sent++)) }) }] },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({ p95: percentile(latencies, 95), rps: latencies.length / seconds, failures: result.non2xx + result.errors + result.timeouts });
      },
    );
    tracker.on('response', (_c: unknown, status: number, _b: number, ms: number) => status < 300 && latencies.push(ms));
  });

/** Whether the server has the route (anything but 404). */
const exists = async (url: string, method: string, token: string, body?: unknown) =>
  (await fetch(url, { method, headers: { authorization: token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).status !== 404;

/** The export of 100,000 residents, streamed: seconds to the last byte and the server's RSS peak. */
export const residentExport = async (url: string, token: string, serverPid: number, body: Record<string, unknown>) => {
  let peak = rssMb(serverPid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(serverPid) ?? 0)), 100);
  const started = Date.now();
  try {
    const res = await fetch(url + '/api/base/new-com-resident/export', { method: 'POST', headers: { authorization: token, 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(60_000) });
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return { status: res.status, seconds: (Date.now() - started) / 1000, bytes, rssMb: peak };
  } finally {
    clearInterval(timer);
  }
};

/**
 * Runs every base-data scenario the server has routes for; answers a line per scenario for the report. The resident
 * list is measured through the server and as bare SQL in the same run.
 */
export const runBaseScenarios = async (o: { url: string; token: string; databaseUrl: string; tenantId: number; serverPid: number; connections: number; seconds: number; log: (msg: string) => void }): Promise<BaseLine[]> => {
  const lines: BaseLine[] = [];
  const body = await residentFilter(o.databaseUrl, o.tenantId);
  if (!(await exists(o.url + RESIDENT_LIST, 'POST', o.token, body))) {
    o.log(`skipped: resident list (${RESIDENT_LIST} is not there yet)`);
    lines.push({ scenario: 'resident list', measured: 'skipped: route missing', target: 'p95 ≤ 30 ms at 50', pass: null });
  } else {
    const ours = await serverResidentList(o.url, o.token, body, o.connections, o.seconds);
    const bare = await bareResidentList(o.databaseUrl, o.tenantId, body, o.connections, o.seconds);
    o.log(`resident list: p95 ${ours.p95.toFixed(1)} ms (${ours.rps.toFixed(0)} req/s, failed ${ours.failures}); bare SQL p95 ${bare.p95.toFixed(1)} ms (${bare.rps.toFixed(0)}/s)`);
    lines.push({ scenario: 'resident list (name, community, building)', measured: `p95 ${ours.p95.toFixed(1)} ms; bare SQL ${bare.p95.toFixed(1)} ms`, target: 'p95 ≤ 30 ms at 50', pass: ours.failures === 0 && ours.p95 <= 30 });
  }
  const exportBody = { areaId: body.areaId };
  if (!(await exists(o.url + '/api/base/new-com-resident/export', 'POST', o.token, { 'name.contains': 'no-such-name' }))) {
    o.log('skipped: resident export (route missing)');
    lines.push({ scenario: 'resident export', measured: 'skipped: route missing', target: '100,000 rows ≤ 5 s, RSS ≤ 200 MB', pass: null });
  } else {
    const r = await residentExport(o.url, o.token, o.serverPid, exportBody);
    o.log(`resident export: ${r.status}, ${(r.bytes / 1e6).toFixed(1)} MB in ${r.seconds.toFixed(1)} s, server RSS peak ${r.rssMb.toFixed(0)} MB`);
    lines.push({ scenario: "resident export (a community's 50,000)", measured: `${r.seconds.toFixed(1)} s, RSS ${r.rssMb.toFixed(0)} MB`, target: '≤ 5 s, ≤ 200 MB', pass: r.status === 200 && r.seconds <= 5 && r.rssMb <= 200 });
  }
  for (const [name, path] of [['resident import (10,000 rows)', '/api/base/new-com-resident/importExcel'], ['batch room creation (10,000)', '/api/base/batchSaveRoom']] as const) {
    if (!(await exists(o.url + path, 'POST', o.token, {}))) {
      o.log(`skipped: ${name} (${path} is not there yet)`);
      lines.push({ scenario: name, measured: 'skipped: route missing', target: name.startsWith('resident') ? '≤ 10 s' : '≤ 2 s', pass: null });
    } else {
      o.log(`not measured yet: ${name} (the scenario's file is still to be written)`);
      lines.push({ scenario: name, measured: 'not measured yet', target: name.startsWith('resident') ? '≤ 10 s' : '≤ 2 s', pass: null });
    }
  }
  return lines;
};
