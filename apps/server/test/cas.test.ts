import { ERROR_CODES, LOGIN_ENTRY_CODES, PASSWORD_STATUS } from '@zhwy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authed, login, randomIp, useTestApp } from './helpers/app.ts';
import { type FakeCas, logoutRequestXml, startFakeCas } from './helpers/fake-cas.ts';
import { addLoginTenant } from './helpers/login-tenant.ts';

const t = useTestApp();
let cas: FakeCas;
let host = '';
let service = '';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

const loginByCas = (fields: Record<string, string>, options: { host?: string; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/zhwy/api/system/loginByCas',
    headers: { host: options.host ?? host, ...FORM },
    remoteAddress: options.ip ?? randomIp(),
    payload: form(fields),
  });

const singleLogout = (payload: string, hostHeader = host) =>
  t.app.inject({ method: 'POST', url: '/login', headers: { host: hostHeader, ...FORM }, payload });

const me = (token: string, hostHeader = host) => t.app.inject({ method: 'GET', url: '/zhwy/api/system/cscpCurrentUserDetails', headers: authed(token, hostHeader) });

beforeAll(async () => {
  cas = await startFakeCas();
  ({ host } = await addLoginTenant(t, 'cas', { casBaseUrl: cas.baseUrl }, [
    { username: 'zhangsan', admin: true },
    { username: 'lisi' },
    { username: 'wangwu', status: 1 },
    { username: 'zhaoliu', password: 'Zhao#Liu2026' },
  ]));
  service = `http://${host}/login`;
});
afterAll(async () => {
  await cas?.close();
});

describe('POST /zhwy/api/system/loginByCas', () => {
  it('logs in the account CAS vouches for, with the ticket checked at the configured CAS for this service', async () => {
    const ticket = cas.issue('zhangsan', service);
    const res = await loginByCas({ ticket, serviceUrl: service });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ passwordStatus: PASSWORD_STATUS.ok, lockoutTime: 0 });
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(cas.validations.at(-1)).toEqual({ service, ticket });
    const who = await me(body.token);
    expect(who.statusCode).toBe(200);
    expect(who.json().data).toMatchObject({ username: 'zhangsan', tenantCode: 'cas' });
    const [row] = await t.sql<{ user_name: string; message: string; status: number }>(
      "SELECT user_name, message, status FROM sys_login_log WHERE user_name = 'zhangsan' ORDER BY id DESC LIMIT 1",
    );
    expect(row).toEqual({ user_name: 'zhangsan', message: 'CAS 单点登录成功', status: 0 });
  });

  it('takes the same fields as JSON', async () => {
    const ticket = cas.issue('lisi', service);
    const res = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/loginByCas', headers: { host }, payload: { ticket, serviceUrl: service } });
    expect(res.statusCode).toBe(200);
    expect((await me(res.json().token)).json().data.username).toBe('lisi');
  });

  it('refuses a ticket CAS does not know, and a ticket used once already', async () => {
    const unknown = await loginByCas({ ticket: 'ST-1-madeUpTicketValue-x', serviceUrl: service });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: LOGIN_ENTRY_CODES.casTicketRefused });
    expect(unknown.json().msg).toContain('INVALID_TICKET');

    const ticket = cas.issue('lisi', service);
    expect((await loginByCas({ ticket, serviceUrl: service })).statusCode).toBe(200);
    const asked = cas.validations.length;
    const replay = await loginByCas({ ticket, serviceUrl: service });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe(LOGIN_ENTRY_CODES.casTicketRefused);
    // Refused here without asking CAS again.
    expect(cas.validations.length).toBe(asked);
  });

  it('refuses, clearly, a CAS user who has no account in this tenant', async () => {
    const res = await loginByCas({ ticket: cas.issue('nobody', service), serviceUrl: service });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: LOGIN_ENTRY_CODES.casUserUnknown, msg: 'CAS 账号 nobody 在本平台没有对应的账号，请联系管理员' });
    // An account of another tenant is no account here.
    const other = await loginByCas({ ticket: cas.issue('staff', service), serviceUrl: service });
    expect(other.json().code).toBe(LOGIN_ENTRY_CODES.casUserUnknown);
  });

  it('refuses a service URL that is not this host\'s login page, before asking CAS', async () => {
    const asked = cas.validations.length;
    for (const serviceUrl of [
      'http://evil.example/login',
      `http://${host}/login?next=http://evil.example`,
      `http://${host}/home`,
      `http://${host}/login#x`,
      `http://user:pw@${host}/login`,
      `ftp://${host}/login`,
      'not a url',
      'http://demo.localhost/login',
    ]) {
      const res = await loginByCas({ ticket: cas.issue('zhangsan', serviceUrl), serviceUrl });
      expect(res.statusCode, serviceUrl).toBe(422);
      expect(res.json().fields).toHaveProperty('serviceUrl');
    }
    expect(cas.validations.length).toBe(asked);
  });

  it('refuses a ticket CAS issued for another service (ticket reuse from another application)', async () => {
    const ticket = cas.issue('zhangsan', 'http://other-app.example/login');
    const res = await loginByCas({ ticket, serviceUrl: service });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toContain('INVALID_SERVICE');
  });

  it('answers 502 when CAS is down, errs or does not answer in time', async () => {
    cas.mode = 'error';
    try {
      const res = await loginByCas({ ticket: cas.issue('zhangsan', service), serviceUrl: service });
      expect(res.statusCode).toBe(502);
      expect(res.json().code).toBe(LOGIN_ENTRY_CODES.casUnreachable);
    } finally {
      cas.mode = 'normal';
    }

    const closed = await startFakeCas();
    await closed.close();
    const { host: downHost } = await addLoginTenant(t, 'casdown', { casBaseUrl: closed.baseUrl }, [{ username: 'zhangsan' }]);
    const down = await loginByCas({ ticket: 'ST-1-abc', serviceUrl: `http://${downHost}/login` }, { host: downHost });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toMatchObject({ code: LOGIN_ENTRY_CODES.casUnreachable });

    cas.mode = 'hang';
    try {
      const started = Date.now();
      const res = await loginByCas({ ticket: cas.issue('zhangsan', service), serviceUrl: service });
      expect(res.statusCode).toBe(502);
      expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    } finally {
      cas.mode = 'normal';
    }
  });

  it('follows the login rules: a disabled account, a locked account', async () => {
    const disabled = await loginByCas({ ticket: cas.issue('wangwu', service), serviceUrl: service });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().code).toBe(ERROR_CODES.userDisabled);

    // Five wrong passwords from one address lock that address out of the account: CAS from there is refused too.
    const ip = randomIp();
    for (let i = 0; i < 5; i++) await login(t.app, { host, username: 'zhaoliu', password: `wrong-${i}`, ip });
    const locked = await loginByCas({ ticket: cas.issue('zhaoliu', service), serviceUrl: service }, { ip });
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toMatchObject({ code: ERROR_CODES.accountLocked, attempts: 0 });
    // From another address CAS still logs in.
    expect((await loginByCas({ ticket: cas.issue('zhaoliu', service), serviceUrl: service })).statusCode).toBe(200);
  });

  it('is refused for a tenant without CAS', async () => {
    const res = await loginByCas({ ticket: 'ST-1-abc', serviceUrl: 'http://demo.localhost/login' }, { host: 'demo.localhost' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(LOGIN_ENTRY_CODES.casNotConfigured);
  });

  it('refuses bad input with 4xx, never 500', async () => {
    const cases: [Record<string, string> | string, number][] = [
      [{}, 422],
      [{ ticket: '', serviceUrl: service }, 422],
      [{ ticket: 'TGT-1-abc', serviceUrl: service }, 422],
      [{ ticket: 'ST-1 with space', serviceUrl: service }, 422],
      [{ ticket: `ST-${'x'.repeat(300)}`, serviceUrl: service }, 422],
      [{ ticket: 'ST-1-abc', serviceUrl: 'x'.repeat(1001) }, 422],
      ['ticket=%E0%A4%A&serviceUrl=%', 422],
    ];
    for (const [fields, status] of cases) {
      const payload = typeof fields === 'string' ? fields : form(fields);
      const res = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/loginByCas', headers: { host, ...FORM }, payload, remoteAddress: randomIp() });
      expect(res.statusCode, payload.slice(0, 60)).toBe(status);
    }
    const big = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/loginByCas', headers: { host, ...FORM }, payload: `ticket=${'A'.repeat(40_000)}` });
    expect(big.statusCode).toBe(413);
    const xml = await t.app.inject({ method: 'POST', url: '/zhwy/api/system/loginByCas', headers: { host, 'content-type': 'text/xml' }, payload: '<x/>' });
    expect(xml.statusCode).toBe(415);
  });
});

describe('CAS single logout (POST to the service URL)', () => {
  it('ends the session the ticket opened, and only that one', async () => {
    const ticket = cas.issue('lisi', service);
    const token = (await loginByCas({ ticket, serviceUrl: service })).json().token;
    const other = (await loginByCas({ ticket: cas.issue('lisi', service), serviceUrl: service })).json().token;
    expect((await me(token)).statusCode).toBe(200);

    const res = await singleLogout(form({ logoutRequest: logoutRequestXml(ticket) }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, msg: '会话已结束' });
    expect((await me(token)).statusCode).toBe(401);
    expect((await me(other)).statusCode).toBe(200);
    const [row] = await t.sql<{ message: string }>("SELECT message FROM sys_login_log WHERE user_name = 'lisi' ORDER BY id DESC LIMIT 1");
    expect(row.message).toBe('CAS 单点登出');

    // Again, or for a ticket that opened nothing: still 2xx (CAS tells every service it knows), nothing ends.
    const again = await singleLogout(form({ logoutRequest: logoutRequestXml(ticket) }));
    expect(again.statusCode).toBe(200);
    expect(again.json().msg).toBe('没有对应的会话');
    expect((await me(other)).statusCode).toBe(200);
  });

  it('is scoped to the tenant whose host it reaches', async () => {
    const ticket = cas.issue('zhangsan', service);
    const token = (await loginByCas({ ticket, serviceUrl: service })).json().token;
    const elsewhere = await singleLogout(form({ logoutRequest: logoutRequestXml(ticket) }), 'demo.localhost');
    expect(elsewhere.json().msg).toBe('没有对应的会话');
    expect((await me(token)).statusCode).toBe(200);
  });

  it('refuses what is not a LogoutRequest with 4xx', async () => {
    expect((await singleLogout(form({ logoutRequest: '<foo>bar</foo>' }))).statusCode).toBe(400);
    expect((await singleLogout(form({ other: 'x' }))).statusCode).toBe(422);
    expect((await singleLogout(form({ logoutRequest: 'x'.repeat(20_000) }))).statusCode).toBe(422);
    const json = await t.app.inject({ method: 'POST', url: '/login', headers: { host }, payload: { logoutRequest: '<samlp:LogoutRequest/>' } });
    expect(json.statusCode).toBe(400);
  });
});
