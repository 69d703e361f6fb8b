import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';

const t = useTestApp();

/**
 * Transitions through the entity service (the article's review): an allowed one is written with its history row, a
 * refused one (409) changes nothing and writes none, and the history is read per row by whoever reads the entity.
 */
describe('entity transitions with history', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens[DEMO] = await loginReady(t.app, { username: 'admin' });
    tokens[SECOND] = await loginReady(t.app, { username: 'admin', host: SECOND });
  });
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, host = DEMO) =>
    t.app.inject({ method, url, headers: authed(tokens[host], host), ...(payload ? { payload } : {}) });
  const created = async (url: string, payload: object) => {
    const res = await call('POST', url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const article = async (n: number, status: '0' | '3') => {
    const communityId = await created('/api/base/new-com-area', { areaCode: `T${n}`, areaName: `流转小区${n}`, address: '路', status: '0' });
    const categoryId = await created('/api/zhwy/category', { parentId: 0, categoryName: `流转分类${n}`, explain: '说明' });
    return created('/api/base/article', { communityId, categoryId, name: `流转通知${n}`, source: '物业', articleBased: '摘要', articleCovers: '/api/ctyun/files/abcdefghijklmnopqrstuv.png', content: '<p>正文</p>', status });
  };
  const history = (id: number, host = DEMO) => call('GET', `/api/base/article/transitions/${id}`, undefined, host);

  it('an allowed transition is written with its history row (action, from, to, remark, its fields, who, when)', async () => {
    const id = await article(8101, '3');
    // A rejection says why (the definition's reason, requiredTo 已驳回): without one, 422 naming it and nothing moves.
    const unexplained = await call('POST', '/api/base/article/verify', { id, status: '4', remark: '标题有误' });
    expect(unexplained.statusCode).toBe(422);
    expect(unexplained.json().fields).toEqual({ reason: expect.any(String) });
    const tooLong = await call('POST', '/api/base/article/verify', { id, status: '4', reason: '长'.repeat(201) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().fields).toHaveProperty(['reason']);
    const verified = await call('POST', '/api/base/article/verify', { id, status: '4', reason: '标题与正文不符', remark: '标题有误' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().status).toBe('4');
    const res = await history(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: expect.any(Number),
        action: 'verify',
        from: '3',
        to: '4',
        remark: '标题有误',
        fields: { reason: '标题与正文不符' },
        labels: {},
        userId: expect.any(Number),
        username: 'admin',
        time: expect.any(String),
      },
    ]);
    // Sent again and approved: the history keeps both, oldest first; a status switch is a transition of its own.
    expect((await call('PUT', '/api/base/article', { id, status: '3' })).statusCode).toBe(200);
    expect((await call('POST', '/api/base/article/verify', { id, status: '1' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/base/article/updateStatus', { id, status: '2' })).statusCode).toBe(200);
    const moves = (await history(id)).json().data.map((row: { action: string; from: string; to: string; remark: string | null }) => [row.action, row.from, row.to, row.remark]);
    expect(moves).toEqual([
      ['verify', '3', '4', '标题有误'],
      ['verify', '3', '1', null],
      ['status', '1', '2', null],
    ]);
  });

  it('a refused transition (409) changes nothing and writes no history', async () => {
    const id = await article(8102, '0');
    const refused = await call('POST', '/api/base/article/verify', { id, status: '1', remark: '草稿不能审核' });
    expect(refused.statusCode).toBe(409);
    expect((await call('GET', `/api/base/article/${id}`)).json().status).toBe('0');
    expect((await history(id)).json().data).toEqual([]);
    const [{ n }] = await t.sql<{ n: number }>("SELECT count(*)::int AS n FROM sys_entity_transition WHERE entity = 'content.article' AND row_id = $1", [id]);
    expect(n).toBe(0);
  });

  it("another tenant's row has no history to read (404), nor a missing one", async () => {
    const id = await article(8103, '3');
    expect((await call('POST', '/api/base/article/verify', { id, status: '1' })).statusCode).toBe(200);
    expect((await history(id, SECOND)).statusCode).toBe(404);
    expect((await history(99999999)).statusCode).toBe(404);
  });
});
