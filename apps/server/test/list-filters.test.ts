import { beforeAll, describe, expect, it } from 'vitest';
import { authed, loginReady, useTestApp } from './helpers/app.ts';

const t = useTestApp();
let token = '';

beforeAll(async () => {
  token = await loginReady(t.app, { username: 'admin' });
});

const list = (query: string) => t.app.inject({ method: 'GET', url: `/base/api/sysdict/sysDictItemsByCriteria?${query}`, headers: authed(token) });

describe('list filters: .in', () => {
  it('answers the rows whose value is in the comma list, counted in recordsTotal', async () => {
    const both = await list('dictCode.in=sys_user_sex,sys_yes_no&size=100');
    expect(both.statusCode).toBe(200);
    const body = both.json() as { data: { dictCode: string }[]; recordsTotal: number };
    expect(new Set(body.data.map((r) => r.dictCode))).toEqual(new Set(['sys_user_sex', 'sys_yes_no']));
    expect(body.recordsTotal).toBe(4);
    const one = (await list('dictCode.in=sys_user_sex&status.in=0,1')).json() as { recordsTotal: number };
    expect(one.recordsTotal).toBe(2);
  });

  it('refuses a value outside an enum and an empty element (422 naming the key)', async () => {
    const bad = await list('status.in=0,9');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().fields)).toEqual(['status.in']);
    expect((await list('dictCode.in=a,,b')).statusCode).toBe(422);
  });
});

describe('dictionary items: a label is unique within its type', () => {
  it('refuses a second live item with the same label in one type (409 naming label); another type may reuse it', async () => {
    const post = (payload: object) => t.app.inject({ method: 'POST', url: '/base/api/sysdict/sysDictItems', headers: authed(token), payload });
    expect((await post({ dictCode: 'sys_yes_no', value: '2', label: '是', status: '0' })).statusCode).toBe(409);
    const taken = await post({ dictCode: 'sys_yes_no', value: '3', label: '是', status: '0' });
    expect(taken.json().fields).toHaveProperty('label');
    expect((await post({ dictCode: 'sys_user_sex', value: '3', label: '是', status: '0' })).statusCode).toBe(200);
  });
});
