import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { type Place, accountWith, placeIn } from './helpers/base-places.ts';
import { describeEntityApi } from './helpers/entity-battery.ts';
import { Survey, forgetSurveyEntities, startSurveyApp, withApp } from './helpers/survey-fixture.ts';

const base = useTestApp();
let app: FastifyInstance;
const t = withApp(base, () => app);
const places: Record<string, Place> = {};
let admin = '';

beforeAll(async () => {
  app = await startSurveyApp(base);
  places[DEMO] = await placeIn(base, 'demo', 'S');
  places[SECOND] = await placeIn(base, 'second', 'S');
  admin = await loginReady(app, { username: 'admin' });
});
afterAll(async () => {
  await app?.close();
  // The graph of references is per process: the fixture's tables exist in this file's database only.
  forgetSurveyEntities();
});

/** A survey of `n` with two items, the first with two options (a nested list). */
const survey = (host: string, n: number) => ({
  title: `问卷${n}`,
  areaId: places[host].areaId,
  items: [
    { question: `题目${n}甲`, options: [{ label: '是' }, { label: '否' }] },
    { question: `题目${n}乙`, communityId: places[host].areaId, options: [{ label: '一' }, { label: '二' }] },
  ],
});

describeEntityApi(t, Survey, {
  table: 'fixture_survey',
  sample: async (_ctx, host, n) => survey(host, n),
  childTables: { items: 'fixture_survey_item' },
});

describe('child rows: the rules beyond the battery', () => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
    app.inject({ method, url, headers: authed(token, DEMO), ...(payload ? { payload } : {}) });
  let n = 9000;
  const create = async (body: object = survey(DEMO, ++n)) => {
    const res = await call('POST', '/api/fixture/survey', body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const counts = async () => (await base.sql<{ s: string; i: string; o: string }>('SELECT (SELECT count(*) FROM fixture_survey) s, (SELECT count(*) FROM fixture_survey_item) i, (SELECT count(*) FROM fixture_survey_option) o'))[0];

  it('a nested row refused names its place two levels down, and nothing is written', async () => {
    const before = await counts();
    const body = survey(DEMO, ++n);
    body.items[1].options[1] = { label: 'x'.repeat(21) };
    const res = await call('POST', '/api/fixture/survey', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty(['items.1.options.1.label']);
    // Two rows with one question (unique within the survey): the second is refused, after the parent and the first were written.
    const twice = survey(DEMO, ++n);
    twice.items[1].question = twice.items[0].question;
    const dup = await call('POST', '/api/fixture/survey', twice);
    expect(dup.statusCode, dup.body).toBe(409);
    expect(dup.json().fields).toHaveProperty(['items.1.question']);
    // The child's own rule (its service's validate hook) refuses a row the schema let through.
    const placeholder = survey(DEMO, ++n);
    placeholder.items[1].question = '待定';
    const ruled = await call('POST', '/api/fixture/survey', placeholder);
    expect(ruled.statusCode).toBe(422);
    expect(ruled.json().fields).toHaveProperty(['items.1.question']);
    expect(await counts()).toEqual(before);
  });

  it('a child naming a community of another tenant is 422, one outside the caller’s communities 403, nothing written', async () => {
    const foreign = survey(DEMO, ++n);
    foreign.items[1].communityId = places[SECOND].areaId;
    const res = await call('POST', '/api/fixture/survey', foreign);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty(['items.1.communityId']);
    const before = await counts();
    const limited = await accountWith(base, admin, `child${Date.now() % 100000}`, ['fixture:survey:list', 'fixture:survey:add', 'fixture:survey:edit'], [places[DEMO].areaId]);
    const outside = survey(DEMO, ++n);
    outside.items[1].communityId = places[DEMO].otherAreaId;
    const refused = await call('POST', '/api/fixture/survey', outside, limited);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json().fields).toHaveProperty(['items.1.communityId']);
    expect(await counts()).toEqual(before);
    // Within their community, the same caller saves the survey with its rows.
    const inside = await call('POST', '/api/fixture/survey', survey(DEMO, ++n), limited);
    expect(inside.statusCode, inside.body).toBe(200);
  });

  it('reorders, edits nested rows and removes options for good (they do not soft-delete)', async () => {
    const created = await create();
    const [first, second] = created.items;
    const res = await call('PUT', '/api/fixture/survey', {
      id: created.id,
      items: [
        { id: second.id, question: second.question, options: [{ id: second.options[1].id, label: '二改' }, { label: '三' }] },
        { id: first.id, question: first.question },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await call('GET', `/api/fixture/survey/${created.id}`)).json();
    expect(read.items.map((i: { id: number; sort: number }) => [i.id, i.sort])).toEqual([[second.id, 1], [first.id, 2]]);
    expect(read.items[0].options.map((o: { label: string; sort: number }) => [o.label, o.sort])).toEqual([['二改', 1], ['三', 2]]);
    // The first item's options were not sent: kept.
    expect(read.items[1].options.map((o: { id: number }) => o.id)).toEqual(first.options.map((o: { id: number }) => o.id));
    const gone = await base.sql('SELECT id FROM fixture_survey_option WHERE id = $1', [second.options[0].id]);
    expect(gone).toEqual([]);
    // An option of another item is not this item's to keep.
    const stolen = await call('PUT', '/api/fixture/survey', { id: created.id, items: [{ id: second.id, question: second.question, options: [{ id: first.options[0].id, label: '偷' }] }] });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().fields).toHaveProperty(['items.0.options.0.id']);
  });

  it('refuses more rows than the definition allows, and an id sent twice', async () => {
    const many = { ...survey(DEMO, ++n), items: Array.from({ length: 21 }, (_, i) => ({ question: `多${i}` })) };
    const res = await call('POST', '/api/fixture/survey', many);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty(['items']);
    const created = await create();
    const [first] = created.items;
    const twice = await call('PUT', '/api/fixture/survey', { id: created.id, items: [{ id: first.id, question: 'a' }, { id: first.id, question: 'b' }] });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().fields).toHaveProperty(['items.1.id']);
    // A create's rows have no ids.
    const withId = await call('POST', '/api/fixture/survey', { ...survey(DEMO, ++n), items: [{ id: first.id, question: 'c' }] });
    expect(withId.statusCode).toBe(422);
  });

  it('a child another entity refers to blocks its removal (409), and the parent\'s delete, as any referenced row', async () => {
    const created = await create();
    const [first, second] = created.items;
    const tenant = (await base.sql<{ id: string }>("SELECT id FROM tenant WHERE code = 'demo'"))[0].id;
    await base.sql("INSERT INTO fixture_survey_answer (tenant_id, item_id, answer) VALUES ($1, $2, '是')", [tenant, first.id]);
    const dropped = await call('PUT', '/api/fixture/survey', { id: created.id, items: [{ id: second.id, question: second.question }] });
    expect(dropped.statusCode, dropped.body).toBe(409);
    const deleted = await call('DELETE', `/api/fixture/survey/${created.id}`);
    expect(deleted.statusCode).toBe(409);
    // Nothing of either write stayed: the survey, both items and their options are as created.
    const read = (await call('GET', `/api/fixture/survey/${created.id}`)).json();
    expect(read.items.map((i: { id: number; options: unknown[] }) => [i.id, i.options.length])).toEqual([[first.id, 2], [second.id, 2]]);
  });

  it('deleting a survey removes its items and their options in one transaction', async () => {
    const created = await create();
    expect((await call('DELETE', `/api/fixture/survey/${created.id}`)).statusCode).toBe(200);
    const items = await base.sql<{ del_flag: number }>('SELECT del_flag FROM fixture_survey_item WHERE survey_id = $1', [created.id]);
    expect(items.map((i) => i.del_flag)).toEqual([1, 1]);
    const ids = created.items.map((i: { id: number }) => i.id);
    expect(await base.sql('SELECT id FROM fixture_survey_option WHERE item_id = ANY($1::bigint[])', [ids])).toEqual([]);
  });
});
