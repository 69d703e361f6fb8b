// Toll-centre scenarios of `npm run bench` (issue 25), each beside the bare SQL doing the same work in the same run,
// alternated and repeated: batch generation for a community of 100,000 rooms (the product's run, as its job and
// route start it, against one INSERT … SELECT of the same rows), the arrears list at 10 connections and the
// statistics screen over the tenant's bills (10,000,000 from `npm run seed -- --bills`, or seeded here when missing).
import os from 'node:os';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { executeRun, generationTuning, periodOf } from '../../apps/server/src/fee/bills/generate.ts';
import { arrearsPage, arrearsQuery } from '../../apps/server/src/fee/arrears/list.ts';
import { collectionQuery, collectionStats } from '../../apps/server/src/fee/statistics/collection.ts';
import { seedBills } from '../../apps/server/src/fee/seed/bills.ts';
import { basePayers } from '../../apps/server/src/base/payers/service.ts';
import { communitiesOf } from '../../apps/server/src/base/seed/cli.ts';
import { generateBaseData } from '../../apps/server/src/base/seed/generate.ts';
import type { Db } from '../../apps/server/src/platform/db/client.ts';
import type { BaseLine } from './base-data.ts';
import { selected } from './config.ts';
import { runScenario } from './load.ts';
import { median } from './report.ts';

export const FEE_CASES = ['fee-generate', 'fee-arrears', 'fee-statistics'] as const;
export const feeWanted = () => FEE_CASES.some(selected);

/** The targets. */
export const feeTargets = { generateSeconds: 5, generateRatio: 1.5, arrearsP95Ms: 50, arrearsConnections: 10, statisticsMs: 300 } as const;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (v: number) => v.toFixed(1);

type Ctx = { url: string; token: string; databaseUrl: string; tenantId: number; serverPid: number; postgresPid: number | null; rounds: number; seconds: number; log: (msg: string) => void };

/**
 * The tenant's fee data: two communities of 100,000 rooms (coded SD…, the seed's generator) unless it has seeded
 * communities already, and `bills` bills over them (the seed's `seedBills`; existing ones count). Answers the seeded
 * community with the most rooms and its room count.
 */
export const ensureFeeData = async (databaseUrl: string, tenantId: number, bills: number, log: (msg: string) => void) => {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'zhwy-bench-fee-seed' });
  await client.connect();
  try {
    const seeded = await client.query<{ n: number }>("SELECT count(*)::int AS n FROM com_area WHERE tenant_id = $1 AND area_code LIKE 'SD%'", [tenantId]);
    if (seeded.rows[0].n === 0) {
      const started = Date.now();
      await client.query('BEGIN');
      await generateBaseData(client as unknown as pg.PoolClient, { tenantId, communities: communitiesOf(2), rooms: 200_000, residents: 100_000, units: 2, floors: 18, roomsPerFloor: 4 });
      await client.query('COMMIT');
      await client.query('ANALYZE com_area, com_building, com_unit, com_room, com_resident, com_resident_room');
      log(`fee: 2 communities of 100,000 rooms seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const result = await seedBills(client, { tenantId, bills }, (done, total) => log(`fee: bills ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`));
    log(`fee: ${result.total.toLocaleString('en-US')} bills in the tenant (${result.inserted.toLocaleString('en-US')} written now, ${result.seconds.toFixed(1)} s)`);
    const { rows } = await client.query<{ area_id: string; rooms: string }>(
      `SELECT r.area_id, count(*) AS rooms FROM com_room r JOIN com_area a ON a.id = r.area_id
        WHERE r.tenant_id = $1 AND r.del_flag = 0 AND a.area_code LIKE 'SD%' GROUP BY r.area_id ORDER BY count(*) DESC, r.area_id LIMIT 1`,
      [tenantId],
    );
    return { areaId: Number(rows[0].area_id), rooms: Number(rows[0].rooms), bills: result.total };
  } finally {
    await client.end();
  }
};

// ---- fee-generate -------------------------------------------------------------------------------------------------

const BENCH_ITEM = '压测固定费';
/** A fixed-amount monthly item of the bench's own in the community (made once), so its bills are the bench's alone. */
const benchItem = async (pool: pg.Pool, tenantId: number, areaId: number): Promise<number> => {
  const found = await pool.query<{ id: string }>('SELECT id FROM fee_item WHERE tenant_id = $1 AND area_id = $2 AND item_name = $3 AND del_flag = 0', [tenantId, areaId, BENCH_ITEM]);
  if (found.rows[0]) return Number(found.rows[0].id);
  const { rows } = await pool.query<{ id: string }>(
    `INSERT INTO fee_item (tenant_id, area_id, item_name, fee_type, payer_kind, charge_method, fixed_amount, cycle, billing_day, due_days, remark)
     VALUES ($1, $2, $3, '9', '1', '2', 10000, '1', 1, 15, 'npm run bench') RETURNING id`,
    [tenantId, areaId, BENCH_ITEM],
  );
  return Number(rows[0].id);
};

/** The same rows as the product's run, in one plain INSERT … SELECT (no batches, no progress, no conflict check). */
const BARE_GENERATE = `INSERT INTO fee_bill (tenant_id, area_id, fee_item_id, payer_kind, room_id, period_start, period_end, due_date, quantity, unit_price, rounding,
    amount, discount, late_fee, paid_amount, status, audit_state, source, run_id)
  SELECT $1, p.area_id, $3, '1', p.id, $4::date, $5::date, $6::date, NULL, NULL, '1', 10000, 0, 0, 0, '0', '0', '1', NULL
    FROM com_room p WHERE p.tenant_id = $1 AND p.area_id = $2 AND p.del_flag = 0`;

const generateCase = async (o: Ctx, areaId: number, rooms: number): Promise<BaseLine[]> => {
  // BENCH_FEE_BATCH: payers per INSERT of the product's run (generationTuning.batchSize), to compare batch sizes.
  if (process.env.BENCH_FEE_BATCH) generationTuning.batchSize = Number(process.env.BENCH_FEE_BATCH);
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: 3, application_name: 'zhwy-bench-fee' });
  try {
    const itemId = await benchItem(pool, o.tenantId, areaId);
    const item = { cycle: '1', billingDay: 1, dueDays: 15 };
    // Months no seeded bill has (from 2040-01 on), a fresh one per side and round; the rows are deleted after each.
    let month = 0;
    const nextPeriod = () => {
      const m = month++;
      return periodOf(item, `${2040 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`);
    };
    const cleanUp = async () => {
      await pool.query('DELETE FROM fee_bill WHERE tenant_id = $1 AND area_id = $2 AND fee_item_id = $3 AND period_start >= $4::date', [o.tenantId, areaId, itemId, '2040-01-01']);
    };
    await cleanUp();
    const sums = async (start: string) =>
      (await pool.query<{ n: string; amount: string }>('SELECT count(*) AS n, coalesce(sum(amount), 0) AS amount FROM fee_bill WHERE tenant_id = $1 AND area_id = $2 AND fee_item_id = $3 AND period_start = $4::date', [o.tenantId, areaId, itemId, start])).rows[0];
    const ours: number[] = [];
    const bare: number[] = [];
    const product = async () => {
      const period = nextPeriod();
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO fee_bill_run (tenant_id, area_id, fee_item_id, period_start, period_end, state) VALUES ($1, $2, $3, $4, $5, '0') RETURNING id`,
        [o.tenantId, areaId, itemId, period.start, period.end],
      );
      const started = performance.now();
      await executeRun(pool, basePayers(), Number(rows[0].id));
      const seconds = (performance.now() - started) / 1000;
      const run = (await pool.query<{ state: string; created: string; message: string | null }>('SELECT state, created, message FROM fee_bill_run WHERE id = $1', [rows[0].id])).rows[0];
      const made = await sums(period.start);
      if (run.state !== '2' || Number(run.created) !== rooms || Number(made.n) !== rooms) throw new Error(`fee-generate: the run ended ${run.state} with ${run.created} bills (${run.message ?? ''}), expected ${rooms}`);
      ours.push(seconds);
      o.log(`fee-generate: product run, ${rooms.toLocaleString('en-US')} bills in ${seconds.toFixed(2)} s`);
      return made.amount;
    };
    const raw = async () => {
      const period = nextPeriod();
      const started = performance.now();
      const result = await pool.query(BARE_GENERATE, [o.tenantId, areaId, itemId, period.start, period.end, period.due]);
      const seconds = (performance.now() - started) / 1000;
      if (result.rowCount !== rooms) throw new Error(`fee-generate: the bare INSERT wrote ${result.rowCount} rows, expected ${rooms}`);
      bare.push(seconds);
      o.log(`fee-generate: bare INSERT … SELECT, ${rooms.toLocaleString('en-US')} rows in ${seconds.toFixed(2)} s`);
      return (await sums(period.start)).amount;
    };
    // A warm-up pair, not counted: the first run of a bench reads the community's rooms and the indexes' pages cold.
    for (const side of [product, raw]) {
      await side();
      await cleanUp();
    }
    ours.length = 0;
    bare.length = 0;
    for (let round = 0; round < o.rounds; round++) {
      const amounts: string[] = [];
      for (const side of round % 2 ? [raw, product] : [product, raw]) {
        amounts.push(await side());
        await cleanUp();
      }
      if (amounts[0] !== amounts[1]) throw new Error(`fee-generate: the two sides wrote different totals (${amounts.join(' / ')})`);
    }
    await pool.query('VACUUM (ANALYZE) fee_bill');
    const [m, b] = [median(ours), median(bare)];
    const spread = (xs: number[]) => `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}`;
    const measured = `product run ${m.toFixed(2)} s (${spread(ours)}); bare INSERT … SELECT ${b.toFixed(2)} s (${spread(bare)}); ours ÷ bare ${(m / b).toFixed(2)}×`;
    return [
      { scenario: `fee-generate: ${rooms.toLocaleString('en-US')} rooms, fixed amount, batches of ${generationTuning.batchSize.toLocaleString('en-US')} (median of ${o.rounds})`, measured, target: `≤ ${feeTargets.generateSeconds} s`, pass: m <= feeTargets.generateSeconds },
      { scenario: 'fee-generate: ours ÷ bare (medians)', measured: `${(m / b).toFixed(2)}×`, target: `≤ ${feeTargets.generateRatio}× bare`, pass: m <= feeTargets.generateRatio * b },
    ];
  } finally {
    await pool.end();
  }
};

// ---- fee-arrears and fee-statistics: the route beside its own statement -------------------------------------------

/** The statement the product's code sends for a query (captured with a logging drizzle, run once). */
type Statement = { text: string; params: unknown[] };

/**
 * The statements a product function sends, captured from a logging drizzle on one connection (they run for real, so
 * a statement that depends on an earlier one's rows carries the ids the route would send).
 */
const captureStatements = async (databaseUrl: string, run: (db: Db) => Promise<unknown>): Promise<Statement[]> => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const seen: Statement[] = [];
  try {
    await run(drizzle({ client: pool, logger: { logQuery: (text, params) => seen.push({ text, params }) } }) as unknown as Db);
  } finally {
    await pool.end();
  }
  if (seen.length === 0) throw new Error('expected statements, saw none');
  return seen;
};

/** The bare side of a call: the first statement, then the others at once, as the product sends them (arrearsPage). */
const sendAll = async (pool: pg.Pool, statements: Statement[]) => {
  await pool.query(statements[0].text, statements[0].params);
  await Promise.all(statements.slice(1).map((s) => pool.query(s.text, s.params)));
};

/** `connections` clients sending the statement back to back for `seconds`: p50, p95, calls a second. */
const bareLoad = async (databaseUrl: string, statements: Statement[], connections: number, seconds: number) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections, application_name: 'zhwy-bench-fee-bare' });
  try {
    const latencies: number[] = [];
    const until = Date.now() + seconds * 1000;
    const elapsed = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (Date.now() < until) {
          const started = performance.now();
          await sendAll(pool, statements);
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: latencies.length / ((performance.now() - elapsed) / 1000), calls: latencies.length };
  } finally {
    await pool.end();
  }
};

/** EXPLAIN (ANALYZE, BUFFERS) of a captured statement, for the report (why a figure is what it is). */
export const feePlans: string[] = [];
const explain = async (databaseUrl: string, name: string, statements: Statement[]) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const [i, statement] of statements.entries()) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.params);
      const part = statements.length > 1 ? ` (statement ${i + 1} of ${statements.length})` : '';
      feePlans.push(`${name}${part}:\n\n\`\`\`\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n\`\`\``);
    }
  } finally {
    await client.end();
  }
};

const ADMIN_SCOPE = (tenantId: number) => ({ tenantId, areaIds: null });

const arrearsCase = async (o: Ctx, areaId: number): Promise<BaseLine[]> => {
  const lines: BaseLine[] = [];
  const c = feeTargets.arrearsConnections;
  for (const [name, params] of [['tenant, page 1', {}], ['one community, page 1', { areaId: String(areaId) }]] as const) {
    const search = new URLSearchParams({ page: '1', size: '10', ...params });
    const statements = await captureStatements(o.databaseUrl, (db) => arrearsPage(db, basePayers(), ADMIN_SCOPE(o.tenantId), arrearsQuery.parse(Object.fromEntries(search))));
    const url = `${o.url}/api/zhwy/fee-bill/arrears?${search}`;
    const firstStarted = performance.now();
    const first = await fetch(url, { headers: { authorization: o.token } });
    const body = (await first.json()) as { data?: { recordsTotal: number; totals: { owed: string } } };
    if (first.status !== 200 || !body.data) throw new Error(`arrears: ${first.status} ${JSON.stringify(body).slice(0, 300)}`);
    const firstMs = performance.now() - firstStarted;
    o.log(`fee-arrears (${name}): ${body.data.recordsTotal.toLocaleString('en-US')} payers owing ${body.data.totals.owed} (first call ${ms(firstMs)} ms)`);
    await explain(o.databaseUrl, `fee-arrears, ${name}`, statements);
    // One call alone first: when it takes seconds, 10 connections would only time out (autocannon gives up at 10 s).
    const calls = firstMs > 1000 ? 1 : 3;
    const single = median(await sequential(calls, async () => void (await (await fetch(url, { headers: { authorization: o.token } })).arrayBuffer())));
    const singleBare = median(await sequential(calls, async () => void (await bareQuery(o.databaseUrl, statements))));
    o.log(`fee-arrears (${name}): one call alone, route ${ms(single)} ms, bare ${ms(singleBare)} ms`);
    if (single > 1000) {
      lines.push({
        scenario: `fee-arrears: ${name}, ${c} connections`,
        measured: `not loaded: one call alone takes ${ms(single)} ms through the route, ${ms(singleBare)} ms as bare SQL (${calls === 1 ? 'one call each' : 'median of 3'}); route ÷ bare ${(single / singleBare).toFixed(2)}×; at ${c} connections every call would queue past autocannon's 10 s`,
        target: `p95 ≤ ${feeTargets.arrearsP95Ms} ms at ${c}`,
        pass: false,
      });
      continue;
    }
    const ours: { p95: number; p50: number; rps: number; failures: number; others: number }[] = [];
    const bare: { p95: number; p50: number; rps: number }[] = [];
    for (let round = 0; round < o.rounds; round++) {
      const pair = [
        async () => {
          const r = await runScenario({ name, url, headers: { authorization: o.token }, connections: c, pid: o.serverPid, postgresPid: o.postgresPid }, o.seconds, 1);
          ours.push({ p95: r.p95, p50: r.p50, rps: r.rps, failures: r.failures, others: (100 * r.cpu.othersMs) / (r.seconds * 1000 * os.cpus().length) });
          o.log(`fee-arrears (${name}) route, round ${round + 1}: p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms, ${r.rps.toFixed(1)}/s, failed ${r.failures}`);
        },
        async () => {
          const r = await bareLoad(o.databaseUrl, statements, c, o.seconds);
          bare.push(r);
          o.log(`fee-arrears (${name}) bare SQL, round ${round + 1}: p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms, ${r.rps.toFixed(1)}/s`);
        },
      ];
      for (const run of round % 2 ? pair.reverse() : pair) await run();
    }
    const [p95, bareP95] = [median(ours.map((r) => r.p95)), median(bare.map((r) => r.p95))];
    const failures = ours.reduce((sum, r) => sum + r.failures, 0);
    lines.push({
      scenario: `fee-arrears: ${name}, ${c} connections`,
      measured: `route p50 ${ms(median(ours.map((r) => r.p50)))} ms, p95 ${ms(p95)} ms, ${median(ours.map((r) => r.rps)).toFixed(1)}/s, failed ${failures}; bare SQL p50 ${ms(median(bare.map((r) => r.p50)))} ms, p95 ${ms(bareP95)} ms, ${median(bare.map((r) => r.rps)).toFixed(1)}/s; route ÷ bare ${(p95 / bareP95).toFixed(2)}×; others CPU ${median(ours.map((r) => r.others)).toFixed(0)}%`,
      target: `p95 ≤ ${feeTargets.arrearsP95Ms} ms at ${c}`,
      pass: failures === 0 && p95 <= feeTargets.arrearsP95Ms,
    });
  }
  return lines;
};

const bareQuery = async (databaseUrl: string, statements: Statement[]) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: statements.length });
  try {
    await sendAll(pool, statements);
  } finally {
    await pool.end();
  }
};

/** One call after another, `calls` times: the latencies. */
const sequential = async (calls: number, call: () => Promise<void>) => {
  const out: number[] = [];
  for (let i = 0; i < calls; i++) {
    const started = performance.now();
    await call();
    out.push(performance.now() - started);
  }
  return out;
};

const statisticsCase = async (o: Ctx, areaId: number): Promise<BaseLine[]> => {
  const lines: BaseLine[] = [];
  const year = new Date().getUTCFullYear() - 1;
  const pool = new pg.Pool({ connectionString: o.databaseUrl, max: 1, application_name: 'zhwy-bench-fee-bare' });
  try {
    for (const [name, params] of [[`year ${year}, tenant`, { year: String(year) }], [`year ${year}, one community`, { year: String(year), areaId: String(areaId) }]] as const) {
      const search = new URLSearchParams(params);
      const statements = await captureStatements(o.databaseUrl, (db) => collectionStats(db, ADMIN_SCOPE(o.tenantId), collectionQuery.parse(Object.fromEntries(search))));
      const url = `${o.url}/api/zhwy/fee-bill/statistics?${search}`;
      const route = async () => {
        const res = await fetch(url, { headers: { authorization: o.token } });
        const body = (await res.json()) as { data?: { totals: { receivable: string } } };
        if (res.status !== 200 || !body.data) throw new Error(`statistics: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      };
      const warm = performance.now();
      await route(); // warm
      // Five calls a side and round while a call is quick; one when it takes seconds (the run stays bounded).
      const calls = performance.now() - warm > 1000 ? 1 : 5;
      await explain(o.databaseUrl, `fee-statistics, ${name}`, statements);
      const ours: number[] = [];
      const bare: number[] = [];
      for (let round = 0; round < o.rounds; round++) {
        const pair = [
          async () => ours.push(...(await sequential(calls, route))),
          async () => bare.push(...(await sequential(calls, async () => void (await sendAll(pool, statements))))),
        ];
        for (const run of round % 2 ? pair.reverse() : pair) await run();
        o.log(`fee-statistics (${name}), round ${round + 1}: route ${ours.slice(-calls).map(ms).join(', ')} ms; bare ${bare.slice(-calls).map(ms).join(', ')} ms`);
      }
      const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
      const [m, b] = [median(ours), median(bare)];
      const p95 = percentile(sorted(ours), 95);
      lines.push({
        scenario: `fee-statistics: ${name} (${ours.length} calls, one at a time)`,
        measured: `route median ${ms(m)} ms, p95 ${ms(p95)} ms; bare SQL median ${ms(b)} ms, p95 ${ms(percentile(sorted(bare), 95))} ms; route ÷ bare ${(m / b).toFixed(2)}×`,
        target: `≤ ${feeTargets.statisticsMs} ms`,
        pass: m <= feeTargets.statisticsMs,
      });
    }
  } finally {
    await pool.end();
  }
  return lines;
};

/** Every selected toll-centre case; a line per figure for the report's table. */
export const runFeeScenarios = async (o: Ctx & { bills: number }): Promise<BaseLine[]> => {
  const data = await ensureFeeData(o.databaseUrl, o.tenantId, o.bills, o.log);
  const lines: BaseLine[] = [];
  if (selected('fee-generate')) lines.push(...(await generateCase(o, data.areaId, data.rooms)));
  if (selected('fee-arrears')) lines.push(...(await arrearsCase(o, data.areaId)));
  if (selected('fee-statistics')) lines.push(...(await statisticsCase(o, data.areaId)));
  return lines;
};
