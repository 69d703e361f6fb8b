// A database connection that drops while the app holds it (an administrator ends the session, a failover, a restart)
// costs the request using it, answered 503 in the API's shape, never the process; the next request succeeds.
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { inject, beforeAll, describe, expect, it } from 'vitest';
import { databaseUrl } from './helpers/db-url.ts';
import { authed, loginReady, useTestApp } from './helpers/app.ts';
import { withTransaction } from '../src/platform/db/transaction.ts';
import { unavailableOf } from '../src/platform/unavailable.ts';

const t = useTestApp();
let token = '';

beforeAll(async () => {
  token = await loginReady(t.app, { username: 'admin' });
});

/** A connection of the test's own (not the app's pool), to lock tables and end the app's sessions. */
const admin = async () => {
  const client = new pg.Client({ connectionString: databaseUrl(inject('pgAdminUrl'), t.dbName), application_name: 'zhwy-faults-test' });
  await client.connect();
  return client;
};

/** The app's backends in this file's database that wait for a lock, after waiting for one to appear (5 s at most). */
const blockedBackends = async (client: pg.Client): Promise<number[]> => {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = $1 AND application_name = 'zhwy-console' AND wait_event_type = 'Lock'",
      [t.dbName],
    );
    if (rows.length > 0) return rows.map((r) => r.pid);
    await sleep(50);
  }
  return [];
};

const createDict = (dictCode: string) =>
  t.app.inject({ method: 'POST', url: '/base/api/sysdict/sysDicts', headers: authed(token), payload: { dictCode, dictName: '故障测试', status: '0' } });

describe('a dropped database connection', () => {
  it('ending the backend of a transaction in flight: that call answers 503 in our shape, nothing is written, the next call succeeds', async () => {
    const locker = await admin();
    try {
      // The create's transaction waits for the table lock: its backend holds a transaction when it is ended.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE sys_dict IN SHARE ROW EXCLUSIVE MODE');
      const pending = createDict('fault_terminated');
      const [pid] = await blockedBackends(locker);
      expect(pid).toBeGreaterThan(0);
      const { rows } = await locker.query<{ ended: boolean }>('SELECT pg_terminate_backend($1) AS ended', [pid]);
      expect(rows[0].ended).toBe(true);
      await locker.query('ROLLBACK');
      const res = await pending;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 503, msg: '服务暂时不可用，请稍后重试', requestId: expect.any(String) });
      expect(res.headers['retry-after']).toBe('5');
    } finally {
      await locker.end();
    }
    expect(await t.sql("SELECT id FROM sys_dict WHERE dict_code = 'fault_terminated'")).toEqual([]);
    const next = await createDict('fault_next');
    expect(next.statusCode).toBe(200);
    // The failure is in the operation log as the caller saw it.
    const [logged] = await t.sql<{ error: string }>("SELECT error FROM sys_operation_log WHERE params LIKE '%fault_terminated%' ORDER BY id DESC LIMIT 1");
    expect(logged?.error).toBe('服务暂时不可用，请稍后重试');
  });

  it('ending the backend of a transaction idle between two statements: the transaction fails as unavailable, the pool carries on', async () => {
    const killer = await admin();
    try {
      const outcome = await withTransaction(t.deps.database.pool, async (client) => {
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await killer.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        await sleep(300); // the client hears of it now, idle in its transaction: an 'error' event with no query to fail
        await client.query('SELECT 1');
        return 'committed';
      }).catch((error: unknown) => error);
      expect(unavailableOf(outcome)).toBe('database');
    } finally {
      await killer.end();
    }
    // A client checked out of the pool always has someone listening for its errors (db/client.ts).
    const client = await t.deps.database.pool.connect();
    expect(client.listenerCount('error')).toBeGreaterThan(0);
    client.release();
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('words the 503 in the caller language', async () => {
    const locker = await admin();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE sys_dict IN SHARE ROW EXCLUSIVE MODE');
      const pending = t.app.inject({
        method: 'POST',
        url: '/base/api/sysdict/sysDicts',
        headers: { ...authed(token), 'accept-language': 'en-US' },
        payload: { dictCode: 'fault_english', dictName: 'fault', status: '0' },
      });
      const [pid] = await blockedBackends(locker);
      await locker.query('SELECT pg_terminate_backend($1)', [pid]);
      await locker.query('ROLLBACK');
      const res = await pending;
      expect(res.statusCode).toBe(503);
      expect(res.json().msg).toBe('The service is temporarily unavailable. Try again shortly.');
    } finally {
      await locker.end();
    }
  });
});
