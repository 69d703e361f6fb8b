import { beforeAll, describe, expect, it, vi } from 'vitest';
import { aesEncrypt } from '../src/platform/crypto.ts';
import { ADMIN_PASSWORD, DEMO, SECOND, authed, login, loginReady, passwordKeyOf, useTestApp } from './helpers/app.ts';

const t = useTestApp();
let token = '';

type OpRow = { id: number; username: string; uri: string; ip: string; time: string; timeStr: string; params: string; message: string; error: string | null; status: string };
type LoginRow = { id: number; userName: string; ip: string; time: string; timeStr: string; message: string; status: string };

const get = (url: string, auth = token, host = DEMO) => t.app.inject({ method: 'GET', url, headers: authed(auth, host) });

/** Operation-log rows are written before the response; a page read is retried until the expected one shows. */
const opLogs = async (query: string, until: (rows: OpRow[]) => boolean = () => true) =>
  vi.waitFor(async () => {
    const res = await get(`/zhwy/api/system/cscpLogOperationsByCriteria?${query}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: OpRow[]; recordsTotal: number };
    expect(until(body.data)).toBe(true);
    return body;
  });

beforeAll(async () => {
  token = await loginReady(t.app, { username: 'admin' }, { throughApi: true });
  // Some failures and successes for the logs to show.
  await login(t.app, { username: 'admin', password: 'Wrong#Pass9' });
  await login(t.app, { username: 'nobody', password: 'Wrong#Pass9' });
  await loginReady(t.app, { username: 'staff' }, { throughApi: true });
  await loginReady(t.app, { host: SECOND, username: 'admin' }, { throughApi: true });
});

describe('operation log', () => {
  it('records a mutating call with user, uri, ip, message and status', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/base/api/sysdict/sysDicts',
      headers: authed(token),
      remoteAddress: '192.0.2.7',
      payload: { dictCode: 'oplog_probe', dictName: '操作日志探针', status: '0' },
    });
    expect(res.statusCode).toBe(200);
    const body = await opLogs('size=50', (rows) => rows.some((r) => r.params.includes('oplog_probe')));
    const row = body.data.find((r) => r.params.includes('oplog_probe'))!;
    expect(row).toMatchObject({ username: 'admin', uri: '/base/api/sysdict/sysDicts', ip: '192.0.2.7', status: '0', error: null });
    expect(row.message).toBe('新增字典类型');
    expect(row.timeStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('records failures with status 1 and the error', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/base/api/sysdict/sysDicts', headers: authed(token), payload: { dictCode: 'oplog_fail' } });
    expect(res.statusCode).toBe(422);
    const body = await opLogs('size=50', (rows) => rows.some((r) => r.params.includes('oplog_fail')));
    const row = body.data.find((r) => r.params.includes('oplog_fail'))!;
    expect(row.status).toBe('1');
    expect(row.error).toContain('dictName');
  });

  it('redacts passwords as ******; logins stay out of it (the login log records them)', async () => {
    // The forced changes of beforeAll (loginReady), each authenticated by its old password.
    const body = await opLogs('uri.contains=cscpUserPassword&size=100', (rows) => rows.length >= 2);
    expect(body.data.map((r) => r.username)).toEqual(expect.arrayContaining(['admin', 'staff']));
    for (const row of body.data) {
      const params = JSON.parse(row.params);
      expect(params.body).toMatchObject({ oldPassword: '******', newPassword: '******' });
      expect(row.params).not.toContain(ADMIN_PASSWORD);
    }
    expect((await opLogs('uri.contains=/system/login&size=100')).recordsTotal).toBe(0);
  });

  it('a password change without session: refused, it never reached a user and is not logged; done, it is logged under the account, decrypted', async () => {
    const key = await passwordKeyOf(t.app, SECOND);
    const change = (oldPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/zhwy/api/system/cscpUserPassword',
        headers: { host: SECOND },
        remoteAddress: '192.0.2.9',
        payload: { userName: aesEncrypt('staff', key), oldPassword: aesEncrypt(oldPassword, key), newPassword: aesEncrypt('Whatever#2026x', key) },
      });
    const rowsOf = () =>
      t.sql<{ username: string; status: number; params: string }>(
        "SELECT username, status, params FROM sys_operation_log WHERE uri = '/zhwy/api/system/cscpUserPassword' AND ip = '192.0.2.9' ORDER BY id",
      );
    expect((await change('wrong-old')).statusCode).toBe(422);
    expect(await rowsOf()).toEqual([]);
    expect((await change(ADMIN_PASSWORD)).statusCode).toBe(200);
    const rows = await rowsOf();
    expect(rows.map((r) => ({ username: r.username, status: r.status }))).toEqual([{ username: 'staff', status: 0 }]);
    // The parameters show the account readably (not its ciphertext), the passwords not at all.
    expect(JSON.parse(rows[0].params).body).toEqual({ userName: 'staff', oldPassword: '******', newPassword: '******' });
  });

  it('filters by username.contains, newest first, paged with recordsTotal', async () => {
    for (const code of ['oplog_a', 'oplog_b', 'oplog_c']) {
      await t.app.inject({ method: 'POST', url: '/base/api/sysdict/sysDicts', headers: authed(token), payload: { dictCode: code, dictName: code, status: '0' } });
    }
    const all = await opLogs('username.contains=dmi&size=100&sort=time,desc', (rows) => rows.some((r) => r.params.includes('oplog_c')));
    expect(all.data.every((r) => r.username.includes('dmi'))).toBe(true);
    expect(all.data.some((r) => r.username === 'staff')).toBe(false);
    const times = all.data.map((r) => new Date(r.time).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const order = ['oplog_c', 'oplog_b', 'oplog_a'].map((c) => all.data.findIndex((r) => r.params.includes(c)));
    expect([...order].sort((a, b) => a - b)).toEqual(order);

    const page0 = (await get('/zhwy/api/system/cscpLogOperationsByCriteria?username.contains=admin&page=0&size=2')).json();
    const page1 = (await get('/zhwy/api/system/cscpLogOperationsByCriteria?username.contains=admin&page=1&size=2')).json();
    expect(page0.data).toHaveLength(2);
    expect(page0.recordsTotal).toBe(all.recordsTotal);
    expect(page1.recordsTotal).toBe(all.recordsTotal);
    expect(page1.data[0].id).not.toBe(page0.data[0].id);
    expect(page0.data.map((r: OpRow) => r.id)).toEqual(all.data.slice(0, 2).map((r) => r.id));
    expect(page1.data.map((r: OpRow) => r.id)).toEqual(all.data.slice(2, 4).map((r) => r.id));
    // Default page size is the spec's 13.
    expect((await get('/zhwy/api/system/cscpLogOperationsByCriteria')).json().data.length).toBeLessThanOrEqual(13);
  });

  it('is read-only: no create, update or delete routes', async () => {
    const post = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/cscpLogOperations', headers: authed(token), payload: {} });
    expect(post.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: '/zhwy/api/system/cscpLogOperations/1', headers: authed(token) });
    expect(del.statusCode).toBe(404);
  });
});

describe('login log', () => {
  it('has rows for success and failure, filtered by userName.contains', async () => {
    const res = await get('/zhwy/api/system/cscpLogLoginsByCriteria?userName.contains=adm&size=13&page=0&sort=time,desc');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: LoginRow[]; recordsTotal: number };
    expect(body.data.every((r) => r.userName === 'admin')).toBe(true);
    expect(body.data.some((r) => r.status === '0' && r.message === '登录成功')).toBe(true);
    expect(body.data.some((r) => r.status === '1' && r.message.includes('4'))).toBe(true);
    expect(body.recordsTotal).toBe(2); // this tenant only: the second tenant's admin login is not here
    expect(body.data[0].timeStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(body.data[0].ip).toBeTruthy();
    const times = body.data.map((r) => r.time);
    expect([...times].sort().reverse()).toEqual(times);

    const failures = (await get('/zhwy/api/system/cscpLogLoginsByCriteria?status=1')).json();
    expect(failures.data.map((r: LoginRow) => r.userName).sort()).toEqual(['admin', 'nobody']);
    const none = (await get('/zhwy/api/system/cscpLogLoginsByCriteria?userName.contains=zzz')).json();
    expect(none).toEqual({ data: [], recordsTotal: 0 });
  });

  it('the read-only staff may read the logs', async () => {
    const staff = await loginReady(t.app, { username: 'staff' });
    expect((await get('/zhwy/api/system/cscpLogLoginsByCriteria', staff)).statusCode).toBe(200);
    expect((await get('/zhwy/api/system/cscpLogOperationsByCriteria', staff)).statusCode).toBe(200);
  });
});
