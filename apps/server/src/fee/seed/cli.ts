// The bills of `npm run seed -- --tenant <code> --bills <count>` (scripts/seed.mjs runs it after the base seed):
// tops the tenant's seeded rooms up to that many bills (bills.ts), a line per chunk, then the totals and the sizes.
import { parseArgs } from 'node:util';
import { MODULES } from '../../app.ts';
import { ConfigError, loadConfig } from '../../platform/config.ts';
import { openRuntime } from '../../platform/runtime.ts';
import { seedBills } from './bills.ts';

export const runBillSeedCli = async (argv: readonly string[], env: Record<string, string | undefined> = process.env): Promise<number> => {
  const { values } = parseArgs({ args: [...argv], options: { tenant: { type: 'string' }, bills: { type: 'string' } }, strict: false });
  const bills = Number(values.bills);
  if (typeof values.tenant !== 'string' || !Number.isInteger(bills) || bills < 1 || bills > 50_000_000) {
    console.error('Usage: npm run seed -- --tenant <code> --bills <1 to 50000000>');
    return 2;
  }
  let runtime;
  try {
    runtime = await openRuntime(loadConfig(env), MODULES);
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : (error as Error).message);
    return 1;
  }
  const client = await runtime.deps.database.pool.connect();
  try {
    const tenant = await client.query<{ id: string }>('SELECT id FROM tenant WHERE code = $1', [values.tenant]);
    if (!tenant.rows[0]) {
      console.error(`No tenant "${values.tenant}" (npm run tenant -- list)`);
      return 1;
    }
    const started = Date.now();
    const result = await seedBills(client, { tenantId: Number(tenant.rows[0].id), bills }, (done, total) =>
      console.error(`账单 ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}  ${((Date.now() - started) / 1000).toFixed(1)} s`),
    );
    const { rows } = await client.query<{ db: string; bills: string }>(
      "SELECT pg_size_pretty(pg_database_size(current_database())) AS db, pg_size_pretty(pg_total_relation_size('fee_bill')) AS bills",
    );
    console.error(
      `bills: ${result.inserted.toLocaleString('en-US')} written over ${result.rooms.toLocaleString('en-US')} rooms in ${result.seconds.toFixed(1)} s (+ ANALYZE ${result.analyzeSeconds.toFixed(1)} s); ` +
        `the tenant has ${result.total.toLocaleString('en-US')} bills; fee_bill with its indexes ${rows[0].bills}, database ${rows[0].db}`,
    );
    return 0;
  } catch (error) {
    console.error(`\nbill seed failed (the chunks written before stay; a rerun goes on from there): ${(error as Error).message}`);
    return 1;
  } finally {
    client.release();
    await runtime.close();
  }
};

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) process.exitCode = await runBillSeedCli(process.argv.slice(2));
