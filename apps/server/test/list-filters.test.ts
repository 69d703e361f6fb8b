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
