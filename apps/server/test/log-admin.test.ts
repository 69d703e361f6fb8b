import ExcelJS from 'exceljs';
import pg from 'pg';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanTenantLog, runRetention } from '../src/system/log/clean.ts';
import { DEMO, SECOND, authed, login, loginReady, useTestApp } from './helpers/app.ts';

// The logs' date range, export, clean-up (button and daily job) and message keys (issue 12).

const t = useTestApp();
let token = '';
let staff = '';
let demo = 0;
let second = 0;

const call = (method: 'GET' | 'DELETE' | 'POST', url: string, auth = token, host = DEMO) => t.app.inject({ method, url, headers: authed(auth, host) });
const DAY = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY).toISOString();

/** Login-log rows of the demo tenant at given ages (days), named so that the tests find them. */
const seedLoginRows = async (prefix: string, ages: number[]) => {
  for (const [i, age] of ages.entries()) {
    await t.sql("INSERT INTO sys_login_log (tenant_id, user_name, ip, message, status, time) VALUES ($1, $2, '192.0.2.1', '登录成功', 0, $3)", [demo, `${prefix}${i}`, daysAgo(age)]);
  }
};
const seedOperationRows = async (tenantId: number, username: string, ages: number[]) => {
  for (const age of ages) {
    await t.sql("INSERT INTO sys_operation_log (tenant_id, username, method, uri, params, message, status, time) VALUES ($1, $2, 'POST', '/x', $3, '新增', 0, $4)", [
      tenantId,
      username,
      JSON.stringify({ query: {}, body: { name: '王小明', mobile: '13812348000', idCard: '11010519491231002X' } }),
      daysAgo(age),
    ]);
  }
};
const countOf = async (table: string, where: string, params: unknown[]) => Number((await t.sql<{ n: string }>(`SELECT count(*) AS n FROM ${table} WHERE ${where}`, params))[0].n);
/** The per-user counts (kept by triggers) against counting the rows. */
const expectExactCounts = async () => {
  const drift = await t.sql(`SELECT coalesce(c.tenant_id, l.tenant_id) AS tenant_id, coalesce(c.username, l.username) AS username, c.n, l.n AS actual
    FROM sys_operation_log_count c FULL JOIN (SELECT tenant_id, username, count(*) AS n FROM sys_operation_log GROUP BY 1, 2) l
    ON c.tenant_id = l.tenant_id AND c.username = l.username WHERE c.n IS DISTINCT FROM l.n`);
  expect(drift).toEqual([]);
};

beforeAll(async () => {
  token = await loginReady(t.app, { username: 'admin' });
  staff = await loginReady(t.app, { username: 'staff' });
  [demo, second] = (await t.sql<{ id: string }>("SELECT id FROM tenant WHERE code IN ('demo', 'second') ORDER BY code")).map((r) => Number(r.id));
});

describe('date range on time', () => {
  it('time.from / time.to (days or instants, the upper day inclusive) filter both logs', async () => {
    await seedLoginRows('range-', [40, 20, 10, 1]);
    const list = async (query: string) => {
      const res = await call('GET', `/zhwy/api/system/cscpLogLoginsByCriteria?userName.contains=range-&size=50&${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { userName: string }[]; recordsTotal: number };
    };
    const day = (n: number) => daysAgo(n).slice(0, 10);
    const between = await list(`time.from=${day(25)}&time.to=${day(5)}`);
    expect(between.data.map((r) => r.userName).sort()).toEqual(['range-1', 'range-2']);
    expect(between.recordsTotal).toBe(2);
    expect((await list(`time.from=${encodeURIComponent(daysAgo(15))}`)).data.map((r) => r.userName).sort()).toEqual(['range-2', 'range-3']);
    expect((await list(`time.to=${day(30)}`)).data.map((r) => r.userName)).toEqual(['range-0']);

    await seedOperationRows(demo, 'range-op', [30, 3]);
    const ops = await call('GET', `/zhwy/api/system/cscpLogOperationsByCriteria?username=range-op&time.from=${day(10)}`);
    expect(ops.json()).toMatchObject({ recordsTotal: 1 });
  });

  it('refuses a malformed bound with 422 naming it, and a bare time key', async () => {
    const bad = await call('GET', '/zhwy/api/system/cscpLogLoginsByCriteria?time.from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toHaveProperty(['time.from']);
    expect((await call('GET', '/zhwy/api/system/cscpLogLoginsByCriteria?time=2026-01-01')).statusCode).toBe(422);
  });

  it('is found through the list index (tenant, time), not by reading the table', async () => {
    // A tiny table may be read whole; with that ruled out, the plan must walk the list index in its order (no sort).
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const { rows } = await client.query(
        'EXPLAIN (FORMAT JSON) SELECT id FROM sys_login_log WHERE tenant_id = $1 AND time >= $2 AND time <= $3 ORDER BY time DESC, id DESC LIMIT 13',
        [demo, daysAgo(25), daysAgo(5)],
      );
      const forced = JSON.stringify(rows[0]['QUERY PLAN']);
      expect(forced).toContain('sys_login_log_list_idx');
      expect(forced).not.toContain('"Sort"');
    } finally {
      await client.end();
    }
  });
});

describe('export', () => {
  it('streams the filtered rows as .xlsx with Chinese headers, masking personal data in the texts', async () => {
    await seedOperationRows(demo, 'export-op', [2, 1]);
    const res = await call('GET', '/zhwy/api/system/cscpLogOperations/export?username=export-op&sort=time,desc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('操作日志.xlsx'));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('操作日志')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(['操作人', '访问路径', 'IP 地址', '操作时间', '请求参数', '操作信息', '错误信息', '状态']);
    expect(sheet.rowCount).toBe(3);
    const row = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(row[0]).toBe('export-op');
    expect(row[3]).toBeInstanceOf(Date);
    const params = String(row[header.indexOf('请求参数')]);
    expect(params).toContain('138****8000');
    expect(params).toContain('110105********002X');
    expect(params).toContain('王**');
    expect(params).not.toContain('13812348000');
    expect(row[header.indexOf('状态')]).toBe('成功');
  });

  it('the login log exports its own filters; nothing left is 606', async () => {
    await seedLoginRows('export-login-', [3]);
    const res = await call('GET', '/zhwy/api/system/cscpLogLogins/export?userName.contains=export-login-');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('登录日志')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['用户名', 'IP 地址', '登录时间', '操作信息', '状态']);
    expect((sheet.getRow(2).values as unknown[]).slice(1)[0]).toBe('export-login-0');
    expect(sheet.rowCount).toBe(2);
    const none = await call('GET', '/zhwy/api/system/cscpLogLogins/export?userName.contains=nobody-here');
    expect(none.json()).toMatchObject({ code: 606 });
  });

  it('needs the export code (403 for the read-only staff) and never shows another tenant', async () => {
    expect((await call('GET', '/zhwy/api/system/cscpLogLogins/export', staff)).statusCode).toBe(403);
    expect((await call('GET', '/zhwy/api/system/cscpLogOperations/export', staff)).statusCode).toBe(403);
    await seedOperationRows(second, 'other-tenant-op', [1]);
    expect((await call('GET', '/zhwy/api/system/cscpLogOperations/export?username=other-tenant-op')).json()).toMatchObject({ code: 606 });
  });
});

describe('clean-up', () => {
  it('deletes the tenant\'s rows older than N days, keeps newer ones and other tenants\', counts stay exact', async () => {
    await seedOperationRows(demo, 'clean-op', [400, 200, 100, 5]);
    await seedOperationRows(second, 'clean-op', [400]);
    await seedLoginRows('clean-login-', [400, 10]);
    await expectExactCounts();
    const res = await call('DELETE', '/zhwy/api/system/cscpLogOperations/clean?days=150');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deleted).toBeGreaterThanOrEqual(2);
    expect(await countOf('sys_operation_log', "tenant_id = $1 AND username = 'clean-op'", [demo])).toBe(2);
    expect(await countOf('sys_operation_log', "tenant_id = $1 AND username = 'clean-op'", [second])).toBe(1);
    expect(await countOf('sys_operation_log', 'tenant_id = $1 AND time < $2', [demo, daysAgo(150)])).toBe(0);
    // The list's total (from the counts table) agrees.
    const listed = await call('GET', '/zhwy/api/system/cscpLogOperationsByCriteria?username.equals=clean-op');
    expect(listed.json().recordsTotal).toBe(2);

    const older = await countOf('sys_login_log', "tenant_id = $1 AND time < now() - interval '30 days'", [demo]);
    expect(older).toBeGreaterThanOrEqual(1);
    const logins = await call('DELETE', '/zhwy/api/system/cscpLogLogins/clean?days=30');
    expect(logins.json()).toMatchObject({ code: 0, data: { deleted: older } });
    expect(await countOf('sys_login_log', "user_name LIKE 'clean-login-%'", [])).toBe(1);
    await vi.waitFor(expectExactCounts);
  });

  it('is in the operation log with its key and days', async () => {
    await call('DELETE', '/zhwy/api/system/cscpLogLogins/clean?days=3000');
    const rows = await vi.waitFor(async () => {
      const found = await t.sql<{ message: string; message_key: string; message_params: string; status: number }>(
        "SELECT message, message_key, message_params, status FROM sys_operation_log WHERE uri = '/zhwy/api/system/cscpLogLogins/clean' AND message_params LIKE '%3000%'",
      );
      expect(found).toHaveLength(1);
      return found;
    });
    expect(rows[0]).toMatchObject({ message: '清理登录日志', message_key: 'cleanLoginLog', status: 0 });
    expect(JSON.parse(rows[0].message_params)).toEqual({ days: 3000, deleted: 0 });
  });

  it('refuses without the code (403) and a bad number of days (422), deleting nothing', async () => {
    await seedLoginRows('keep-', [500]);
    expect((await call('DELETE', '/zhwy/api/system/cscpLogLogins/clean?days=1', staff)).statusCode).toBe(403);
    expect((await call('DELETE', '/zhwy/api/system/cscpLogOperations/clean?days=1', staff)).statusCode).toBe(403);
    for (const days of ['0', '-5', '3651', 'abc', '1.5', '']) {
      const res = await call('DELETE', `/zhwy/api/system/cscpLogLogins/clean?days=${days}`);
      expect(res.statusCode, days).toBe(422);
      expect(res.json().fields, days).toHaveProperty('days');
    }
    expect((await call('DELETE', '/zhwy/api/system/cscpLogLogins/clean')).statusCode).toBe(422);
    expect(await countOf('sys_login_log', "user_name = 'keep-0'", [])).toBe(1);
  });

  it('cleans in batches until nothing older is left', async () => {
    await t.sql(`INSERT INTO sys_operation_log (tenant_id, username, method, uri, status, time)
      SELECT $1, 'bulk-op', 'POST', '/x', 0, now() - interval '300 days' FROM generate_series(1, 12001)`, [demo]);
    expect(await cleanTenantLog(t.deps.database.pool, 'sys_operation_log', demo, new Date(Date.now() - 200 * DAY))).toBe(12001);
    expect(await countOf('sys_operation_log', "username = 'bulk-op'", [])).toBe(0);
    await expectExactCounts();
  });
});

describe('daily retention job', () => {
  it('cleans every tenant\'s logs older than the retention; a second instance holding the lock skips the round', async () => {
    await seedOperationRows(demo, 'retention-op', [100, 1]);
    await seedOperationRows(second, 'retention-op', [100]);
    // Another instance is running the job: it holds the advisory lock.
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query("SELECT pg_advisory_lock(hashtext('zhwy:log-retention'))");
      expect(await runRetention(t.deps.database.pool, 50)).toBeNull();
      expect(await countOf('sys_operation_log', "username = 'retention-op'", [])).toBe(3);
      await other.query("SELECT pg_advisory_unlock(hashtext('zhwy:log-retention'))");
    } finally {
      await other.end();
    }
    const deleted = await runRetention(t.deps.database.pool, 50);
    expect(deleted?.sys_operation_log).toBeGreaterThanOrEqual(2);
    expect(await countOf('sys_operation_log', "username = 'retention-op'", [])).toBe(1);
    await expectExactCounts();
  });
});

describe('message keys', () => {
  it('login-log rows carry the key and parameters of their message', async () => {
    await login(t.app, { username: 'admin', password: 'Wrong#Pass9x' });
    await login(t.app, { username: 'nobody-key', password: 'Wrong#Pass9x' });
    const rows = (await call('GET', '/zhwy/api/system/cscpLogLoginsByCriteria?userName.contains=&size=100')).json().data as {
      userName: string;
      message: string;
      messageKey: string | null;
      messageParams: string | null;
      status: string;
    }[];
    const failed = rows.find((r) => r.userName === 'nobody-key')!;
    expect(failed.message).toMatch(/^登录失败，您还有 \d+ 次机会$/);
    expect(failed.messageKey).toBe('loginFailed');
    expect(JSON.parse(failed.messageParams!)).toEqual({ n: Number(/\d+/.exec(failed.message)![0]) });
    const success = rows.find((r) => r.userName === 'admin' && r.status === '0')!;
    expect(success).toMatchObject({ message: '登录成功', messageKey: 'loginSuccess', messageParams: null });
  });

  it('operation-log rows of entity calls and named calls carry theirs', async () => {
    await t.app.inject({ method: 'POST', url: '/base/api/sysdict/sysDicts', headers: authed(token), payload: { dictCode: 'key_probe', dictName: '键探针', status: '0' } });
    const row = await vi.waitFor(async () => {
      const res = await call('GET', '/zhwy/api/system/cscpLogOperationsByCriteria?uri.contains=sysDicts&size=50');
      const found = (res.json().data as { params: string; message: string; messageKey: string; messageParams: string }[]).find((r) => r.params.includes('key_probe'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(row.message).toBe('新增字典类型');
    expect(row.messageKey).toBe('entityCreate');
    expect(JSON.parse(row.messageParams)).toEqual({ entity: 'system.dict', title: '字典类型' });

    const other = await loginReady(t.app, { host: SECOND, username: 'admin' });
    await call('POST', '/zhwy/api/system/logout', other, SECOND);
    const [logout] = await vi.waitFor(async () => {
      const found = await t.sql<{ message_key: string }>("SELECT message_key FROM sys_operation_log WHERE tenant_id = $1 AND uri = '/zhwy/api/system/logout'", [second]);
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(logout.message_key).toBe('logout');
  });
});
