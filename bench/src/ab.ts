// `npx tsx bench/src/ab.ts <bundle A> <bundle B>`: two builds of the server on one database (the data directory of an
// earlier `BENCH_DATA_DIR` run), loaded in turn, so that their CPU per request can be compared while the machine's
// load drifts: both take the same turns, A then B then B then A…, and the table gives each turn's figures and the
// medians. The first bundle starts the embedded PostgreSQL; the second uses it through DATABASE_URL.
import os from 'node:os';
import path from 'node:path';
import { ROOT, settings } from './config.ts';
import { type LoadResult, runScenario } from './load.ts';
import { type Child, embeddedDatabase, freePort, startChild, stopChild } from './processes.ts';
import { median } from './report.ts';
import { READY_PASSWORD, login } from './client.ts';

const [bundleA, bundleB] = process.argv.slice(2).map((p) => path.resolve(ROOT, p));
const dataDir = settings.dataDir;
if (!bundleA || !bundleB || !dataDir) throw new Error('usage: BENCH_DATA_DIR=<a seeded data dir> tsx bench/src/ab.ts <bundle A> <bundle B>');
const turns = Number(process.env.AB_TURNS ?? 6);
const seconds = Number(process.env.AB_SECONDS ?? 4);
const connections = Number(process.env.AB_CONNECTIONS ?? 10);
const concurrent = process.env.AB_CONCURRENT === '1';

// AB_NODE_ARGS_A / AB_NODE_ARGS_B: node flags for one side only (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, or one
// bundle under two V8 settings).
const start = async (name: string, bundle: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<Child> => {
  const port = await freePort();
  return startChild(name, [...nodeArgs, '--enable-source-maps', bundle], {
    cwd: ROOT,
    port,
    readyPath: '/readyz',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'warn', NODE_ENV: 'production', LOG_RETENTION_DAYS: '400', ...env },
  });
};

const a = await start('A', bundleA, { DATA_DIR: dataDir }, (process.env.AB_NODE_ARGS_A ?? '').split(' ').filter(Boolean));
const database = embeddedDatabase(dataDir);
const b = await start('B', bundleB, { DATABASE_URL: database.url, DATA_DIR: path.join(os.tmpdir(), 'zhwy-ab-unused') }, (process.env.AB_NODE_ARGS_B ?? '').split(' ').filter(Boolean));
try {
  const search = new URLSearchParams({ page: '0', size: '13', sort: 'time,desc', 'username.contains': settings.searchTerm });
  const rows: { side: 'A' | 'B'; r: LoadResult }[] = [];
  const headersOf = new Map<Child, Record<string, string>>();
  for (const child of [a, b]) headersOf.set(child, { authorization: await login(child.url, 'admin', READY_PASSWORD) });
  const perRequest = (r: LoadResult) => r.cpu.targetMs / Math.max(1, r.requests);
  const report = (turn: number, side: 'A' | 'B', r: LoadResult) => {
    rows.push({ side, r });
    const per = (ms: number | null) => ((ms ?? 0) / Math.max(1, r.requests)).toFixed(3);
    console.log(`turn ${turn + 1} ${side}: ${r.rps.toFixed(0)} req/s, app ${per(r.cpu.targetMs)} ms/req, PG ${per(r.cpu.postgresMs)} ms/req, RSS max ${r.rssMaxMb} MB, others ${((100 * r.cpu.othersMs) / (r.seconds * 1000 * os.cpus().length)).toFixed(0)}%`);
  };
  const scenario = (side: 'A' | 'B', child: Child, share = 1) => ({
    name: side,
    url: `${child.url}/zhwy/api/system/cscpLogOperationsByCriteria?${search}`,
    headers: headersOf.get(child)!,
    connections: Math.max(1, Math.round(connections * share)),
    pid: child.pid,
    postgresPid: database.pid,
  });
  // Each turn's B ÷ A: with AB_CONCURRENT=1 both builds are loaded at the same time, each with half the connections,
  // so that the machine's drift (on these machines up to ±30 % between turns seconds apart) reaches both alike;
  // PostgreSQL's CPU is then the two sides' together.
  const ratios: number[] = [];
  // Both sides first serve for 3 s unmeasured (the first turn would otherwise measure the compiler).
  await Promise.all([runScenario(scenario('A', a, 0.5), 3, 0), runScenario(scenario('B', b, 0.5), 3, 0)]);
  for (let turn = 0; turn < turns; turn++) {
    if (concurrent) {
      const [ra, rb] = await Promise.all([runScenario(scenario('A', a, 0.5), seconds, 1), runScenario(scenario('B', b, 0.5), seconds, 1)]);
      report(turn, 'A', ra);
      report(turn, 'B', rb);
      ratios.push(perRequest(rb) / perRequest(ra));
      continue;
    }
    const pair = new Map<'A' | 'B', LoadResult>();
    for (const [side, child] of turn % 2 ? ([['B', b], ['A', a]] as const) : ([['A', a], ['B', b]] as const)) {
      const r = await runScenario(scenario(side, child), seconds, 1);
      report(turn, side, r);
      pair.set(side, r);
    }
    ratios.push(perRequest(pair.get('B')!) / perRequest(pair.get('A')!));
  }
  const app = (side: 'A' | 'B') => median(rows.filter((x) => x.side === side).map(({ r }) => r.cpu.targetMs / Math.max(1, r.requests)));
  const rps = (side: 'A' | 'B') => median(rows.filter((x) => x.side === side).map(({ r }) => r.rps));
  console.log(`medians: A app ${app('A').toFixed(3)} ms/req, ${rps('A').toFixed(0)} req/s; B app ${app('B').toFixed(3)} ms/req, ${rps('B').toFixed(0)} req/s; B ÷ A app CPU ${(app('B') / app('A')).toFixed(2)}; median of the turns' own B ÷ A ${median(ratios).toFixed(3)} (${ratios.map((x) => x.toFixed(2)).join(' ')})`);
} finally {
  await stopChild(b);
  await stopChild(a);
}
