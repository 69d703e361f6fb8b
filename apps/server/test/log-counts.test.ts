import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO, authed, loginReady, useTestApp } from './helpers/app.ts';

// The operation log's recordsTotal comes from sys_operation_log_count (kept by triggers, migration 0002) when the
// list is filtered by username only or not at all. It must always equal counting the rows themselves.

const t = useTestApp();
let token = '';
let demo = 0;
let second = 0;

const INSERT = `INSERT INTO sys_operation_log (tenant_id, username, method, uri, status)
  SELECT $1, $2, 'POST', $3, 0 FROM generate_series(1, $4)`;

const apiTotal = async (query: string): Promise<number> => {
  const res = await t.app.inject({ method: 'GET', url: `/zhwy/api/system/cscpLogOperationsByCriteria?${query}`, headers: authed(token, DEMO) });
  expect(res.statusCode).toBe(200);
  return (res.json() as { recordsTotal: number }).recordsTotal;
};

const sqlTotal = async (where: string, params: unknown[]): Promise<number> => {
  const [row] = await t.sql<{ n: string }>(`SELECT count(*) AS n FROM sys_operation_log WHERE tenant_id = $1 ${where}`, [demo, ...params]);
  return Number(row.n);
};

/** Every way the list can be filtered by username (and two that count rows instead), against count(*). */
const expectExactTotals = async () => {
  const cases: [string, string, unknown[]][] = [
    ['', '', []],
    ['username.contains=zhang', 'AND username ILIKE $2', ['%zhang%']],
    ['username.contains=ZHANG', 'AND username ILIKE $2', ['%zhang%']],
    ['username=li', 'AND username ILIKE $2', ['%li%']],
    ['username.equals=zhangwei', 'AND username = $2', ['zhangwei']],
    ['username.contains=a_b', "AND username ILIKE $2 ESCAPE '\\'", ['%a\\_b%']],
    ['username.contains=100%25', "AND username ILIKE $2 ESCAPE '\\'", ['%100\\%%']],
    ['username.contains=nobody-at-all', 'AND username ILIKE $2', ['%nobody-at-all%']],
    ['username.contains=zhang&uri.contains=house', 'AND username ILIKE $2 AND uri ILIKE $3', ['%zhang%', '%house%']],
    ['status=0', 'AND status = 0', []],
  ];
  // Writes of the operation-log hook land after their responses: compare once the log is quiet. One round is
  // twenty queries, over a second on a busy machine: vi.waitFor's default of one second would never see it through.
  await vi.waitFor(
    async () => {
      for (const [query, where, params] of cases) expect(await apiTotal(query), query).toBe(await sqlTotal(where, params));
    },
    { timeout: 10_000, interval: 100 },
  );
};

beforeAll(async () => {
  token = await loginReady(t.app, { username: 'admin' });
  [{ id: demo }, { id: second }] = (await t.sql<{ id: string }>("SELECT id FROM tenant WHERE code IN ('demo', 'second') ORDER BY code")).map((r) => ({
    id: Number(r.id),
  }));
});

describe('operation log recordsTotal from the per-user counts', () => {
  it('is exact after inserts, one row or many per statement, in both tenants', async () => {
    await t.sql(INSERT, [demo, 'zhangwei', '/zhsq/api/house/houses', 1]);
    await t.sql(INSERT, [demo, 'zhangwei', '/base/api/sysdict/sysDicts', 120]);
    await t.sql(INSERT, [demo, 'lina', '/zhsq/api/house/houses', 35]);
    await t.sql(INSERT, [demo, 'Zhangli', '/zhsq/api/charge/bills', 7]);
    await t.sql(INSERT, [demo, 'a_b', '/x', 3]);
    await t.sql(INSERT, [demo, 'axb', '/x', 4]);
    await t.sql(INSERT, [demo, '100%', '/x', 2]);
    await t.sql(INSERT, [second, 'zhangwei', '/zhsq/api/house/houses', 50]);
    await expectExactTotals();
    const [{ n }] = await t.sql<{ n: string }>('SELECT n FROM sys_operation_log_count WHERE tenant_id = $1 AND username = $2', [second, 'zhangwei']);
    expect(Number(n)).toBe(50);
  });

  it('is exact after deletes and updates that move rows between users and tenants', async () => {
    await t.sql("DELETE FROM sys_operation_log WHERE id IN (SELECT id FROM sys_operation_log WHERE tenant_id = $1 AND username = 'zhangwei' LIMIT 20)", [demo]);
    await t.sql("UPDATE sys_operation_log SET username = 'lina' WHERE id IN (SELECT id FROM sys_operation_log WHERE tenant_id = $1 AND username = 'zhangwei' LIMIT 10)", [demo]);
    await t.sql("UPDATE sys_operation_log SET tenant_id = $1 WHERE tenant_id = $2 AND username = 'zhangwei'", [demo, second]);
    await t.sql("UPDATE sys_operation_log SET status = 1 WHERE tenant_id = $1 AND username = 'lina'", [demo]);
    await t.sql("DELETE FROM sys_operation_log WHERE tenant_id = $1 AND username = 'axb'", [demo]);
    await expectExactTotals();
    // No row is left for a user without log rows.
    const empty = await t.sql('SELECT 1 FROM sys_operation_log_count WHERE n <= 0 OR username = $1', ['axb']);
    expect(empty).toHaveLength(0);
    const secondCounts = await t.sql('SELECT 1 FROM sys_operation_log_count WHERE tenant_id = $1', [second]);
    const secondRows = await t.sql('SELECT DISTINCT username FROM sys_operation_log WHERE tenant_id = $1', [second]);
    expect(secondCounts).toHaveLength(secondRows.length);
  });

  it('is exact after the log is truncated and written again', async () => {
    await t.sql('TRUNCATE sys_operation_log');
    await expectExactTotals();
    expect(await apiTotal('')).toBe(0);
    await t.sql(INSERT, [demo, 'zhangwei', '/zhsq/api/house/houses', 9]);
    await expectExactTotals();
    expect(await apiTotal('username.contains=zhang')).toBeGreaterThanOrEqual(9);
  });
});
