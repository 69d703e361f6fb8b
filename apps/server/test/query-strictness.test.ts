import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, authed, changeInitialPassword, useTestApp } from './helpers/app.ts';

/**
 * Input the server used to read leniently, so that a query silently widened (answered every row) or a malformed
 * number passed: each is now refused with 422 and a field map naming the key.
 */
const t = useTestApp();
let token = '';

beforeAll(async () => {
  token = await changeInitialPassword(t.app, { username: 'admin' });
});

const DICTS = '/base/api/sysdict/sysDictsByCriteria';
const get = (url: string, language?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...authed(token), ...(language ? { 'accept-language': language } : {}) } });

describe('list queries: only the keys and values the list understands', () => {
  it('still answers the queries the web app and the spec send', async () => {
    for (const url of [
      `${DICTS}?page=0&size=13&sort=createTime,asc`,
      `${DICTS}?page=0&size=13&sort=dictCode,desc&dictCode.contains=sys&status.equals=0`,
      `${DICTS}?dictName.contains=&status=0`,
      `${DICTS}?sort=dictCode`,
      '/base/api/sysdict/sysDictItemsByCriteria?page=0&size=13&sort=sort,asc&dictCode.equals=sys_user_sex&label.contains=%E7%94%B7',
      '/zhwy/api/system/cscpLogLoginsByCriteria?size=13&page=0&userName.contains=adm&sort=time,desc',
      '/zhwy/api/system/cscpLogOperationsByCriteria?page=0&size=13&username.contains=admin&sort=time,desc',
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    }
  });

  it('refuses a bracketed key (dictCode.contains[]=a) instead of answering every row', async () => {
    const res = await get(`${DICTS}?dictCode.contains[]=a`);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ 'dictCode.contains[]': '不支持的字段' });
  });

  it('refuses any other unknown key, in the caller language', async () => {
    const res = await get(`${DICTS}?dictCode.like=a&_t=1`, 'en-US');
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ 'dictCode.like': 'Unsupported field', _t: 'Unsupported field' });
  });

  it('refuses a repeated filter instead of joining its values with a comma', async () => {
    const res = await get(`${DICTS}?dictCode.contains=a&dictCode.contains=b`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields)).toEqual(['dictCode.contains']);
    const page = await get(`${DICTS}?page=0&page=1`);
    expect(page.statusCode).toBe(422);
    expect(Object.keys(page.json().fields)).toEqual(['page']);
  });

  it.each(['page=0x10', 'page=1e3', 'page=1.0', 'page=%201', 'size=0x10', 'size=1e1', 'page='])('refuses %s: decimal digits only', async (query) => {
    const res = await get(`${DICTS}?${query}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields)).toEqual([query.split('=')[0]]);
  });

  it.each(['dictCode,desc,extra', 'dictCode,', 'dictCode,DESC'])('refuses sort=%s: field or field,asc|desc exactly', async (sort) => {
    const res = await get(`${DICTS}?sort=${sort}`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().fields)).toEqual(['sort']);
  });
});

describe('ids: plain decimal digits of a positive number', () => {
  let id = 0;
  beforeAll(async () => {
    const res = await get(`${DICTS}?size=1`);
    id = res.json().data[0].id;
  });

  it('answers the row for its decimal id', async () => {
    expect((await get(`/base/api/sysdict/sysDicts/${id}`)).statusCode).toBe(200);
  });

  it.each(['0x1', '1e3', '1.0', '+1', '-1', '9007199254740993'])('refuses /sysDicts/%s with 422 naming id', async (value) => {
    const res = await get(`/base/api/sysdict/sysDicts/${value}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ id: '须为正整数编号' });
    const del = await t.app.inject({ method: 'DELETE', url: `/base/api/sysdict/sysDicts/${value}`, headers: authed(token) });
    expect(del.statusCode).toBe(422);
  });

  it('says id=0 must be a positive id (not "不能小于 0"), in every language', async () => {
    const expected = { zh_CN: '须为正整数编号', zh_TW: '須為正整數編號', en_US: 'Must be a positive ID', ja_JP: '正の整数の ID を指定してください', ko_KR: '양의 정수 ID여야 합니다' };
    for (const [language, text] of Object.entries(expected)) {
      const res = await get('/base/api/sysdict/sysDicts/0', language);
      expect(res.statusCode).toBe(422);
      expect(res.json().fields, language).toEqual({ id: text });
    }
  });

  it('refuses an update whose body id is not a positive decimal id', async () => {
    for (const bad of [0, '0x1', '1e3', -3]) {
      const res = await t.app.inject({ method: 'PUT', url: '/base/api/sysdict/sysDicts', headers: authed(token), payload: { id: bad, dictName: 'x' } });
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().fields, String(bad)).toEqual({ id: '须为正整数编号' });
    }
  });
});

describe('a URL too long for the HTTP parser', () => {
  /** One raw request over a real socket (inject never reaches Node's header limit). */
  const send = (port: number, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, path, headers: { host: DEMO, ...headers } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
      });
      req.on('error', reject);
      req.end();
    });

  it('answers 431 in the project error shape, in Chinese by default and in the caller language when it can be read', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const path = `${DICTS}?dictCode.contains=${'a'.repeat(17 * 1024)}`;
    const res = await send(port, path);
    expect(res.status).toBe(431);
    expect(res.type).toMatch(/^application\/json/);
    const body = JSON.parse(res.body);
    expect(body).toEqual({ code: 431, msg: '请求地址或请求头过长', requestId: expect.any(String) });
    const english = await send(port, path, { 'accept-language': 'en-US' });
    expect(JSON.parse(english.body)).toMatchObject({ code: 431, msg: 'The request URL or headers are too long' });
    // The server still answers ordinary requests on the same port.
    expect((await send(port, '/healthz')).status).toBe(200);
  });
});
