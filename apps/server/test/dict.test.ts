import fs from 'node:fs';
import { ERROR_CODES, PAGE_SIZE } from '@zhwy/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { SECOND, authed, loginReady, useTestApp } from './helpers/app.ts';
import { MODULES } from '../src/app.ts';

/** Every module's dictionaries: each tenant has them from the start's sync. */
const DICTIONARY_SEEDS = MODULES.flatMap((m) => m.dictionaries);

const t = useTestApp();
let token = '';

beforeAll(async () => {
  token = await loginReady(t.app, { username: 'admin' });
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: authed(token), ...(payload === undefined ? {} : { payload: payload as object }) });

describe('dictionary types: CRUD through the resource framework', () => {
  let id = 0;

  it('creates a row and answers it', async () => {
    const res = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'repair_kind', dictName: '报修类型', status: '0', remark: '  维修 😀 类别<script>  ' });
    expect(res.statusCode).toBe(200);
    const row = res.json();
    expect(row).toMatchObject({ dictCode: 'repair_kind', dictName: '报修类型', status: '0', remark: '维修  类别script' });
    expect(row.id).toBeGreaterThan(0);
    expect(new Date(row.createTime).getTime()).toBeGreaterThan(Date.now() - 60_000);
    id = row.id;
    const [stored] = await t.sql<{ create_by: number; tenant_id: number }>('SELECT create_by, tenant_id FROM sys_dict WHERE id = $1', [id]);
    expect(stored.create_by).toBeGreaterThan(0);
  });

  it('reads it by id', async () => {
    const res = await call('GET', `/base/api/sysdict/sysDicts/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, dictCode: 'repair_kind' });
    expect((await call('GET', '/base/api/sysdict/sysDicts/999999')).statusCode).toBe(404);
    expect((await call('GET', '/base/api/sysdict/sysDicts/abc')).statusCode).toBe(422);
  });

  it('refuses a second live row with the same dictCode: 409 naming the field', async () => {
    const res = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'repair_kind', dictName: '重复', status: '0' });
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toHaveProperty('dictCode');
    const seeded = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'sys_user_sex', dictName: '重复的种子', status: '0' });
    expect(seeded.statusCode).toBe(409);
  });

  it('refuses values over the max length, missing required fields, bad enums, Chinese codes and unknown fields with 422', async () => {
    const long = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'x'.repeat(101), dictName: '太长', status: '0' });
    expect(long.statusCode).toBe(422);
    expect(long.json().fields.dictCode).toContain('100');
    const missing = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'missing_name' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toEqual({ dictName: '不能为空' });
    // The status has a default ('0'): left out it is filled; sent empty it is refused.
    const noStatus = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'no_status', dictName: '无状态' });
    expect([noStatus.statusCode, noStatus.json().status]).toEqual([200, '0']);
    expect((await call('DELETE', `/base/api/sysdict/sysDicts/${noStatus.json().id}`)).statusCode).toBe(200);
    const nullStatus = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'null_status', dictName: '空状态', status: null });
    expect([nullStatus.statusCode, nullStatus.json().fields]).toEqual([422, { status: '不能为空' }]);
    const badEnum = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'bad_enum', dictName: '状态错', status: '7' });
    expect(badEnum.statusCode).toBe(422);
    expect(badEnum.json().fields).toHaveProperty('status');
    const chinese = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: '中文编码', dictName: '中文', status: '0' });
    expect(chinese.json().fields.dictCode).toBe('只能包含字母、数字及 _ . : -');
    // Spaces neither: other data and code refer to the code.
    const spaced = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'has space', dictName: '空格', status: '0' });
    expect([spaced.statusCode, spaced.json().fields]).toEqual([422, { dictCode: '只能包含字母、数字及 _ . : -' }]);
    const unknown = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'extra', dictName: '多余', status: '0', tenantId: 2 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toHaveProperty('tenantId');
    const onlyEmoji = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'emoji_name', dictName: '😀😀', status: '0' });
    expect(onlyEmoji.statusCode).toBe(422);
    expect(onlyEmoji.json().fields.dictName).toBe('不能为空');
  });

  it('updates it; a code taken by another row is a conflict, its own code is not', async () => {
    const res = await call('PUT', '/base/api/sysdict/sysDicts', { id, dictName: '报修分类', status: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, dictCode: 'repair_kind', dictName: '报修分类', status: '1' });
    expect((await call('PUT', '/base/api/sysdict/sysDicts', { id, dictCode: 'repair_kind', dictName: '报修分类2' })).statusCode).toBe(200);
    const clash = await call('PUT', '/base/api/sysdict/sysDicts', { id, dictCode: 'sys_yes_no' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toHaveProperty('dictCode');
    expect((await call('PUT', '/base/api/sysdict/sysDicts', { id: 999999, dictName: 'x' })).statusCode).toBe(404);
    const [row] = await t.sql<{ update_by: number | null }>('SELECT update_by FROM sys_dict WHERE id = $1', [id]);
    expect(row.update_by).toBeGreaterThan(0);
  });

  it('lists with filters, whitelisted sort and pages', async () => {
    const all = await call('GET', '/base/api/sysdict/sysDictsByCriteria');
    expect(all.statusCode).toBe(200);
    expect(all.json().recordsTotal).toBe(DICTIONARY_SEEDS.length + 1);
    expect(all.json().data.length).toBe(Math.min(PAGE_SIZE, DICTIONARY_SEEDS.length + 1));

    const filtered = await call('GET', '/base/api/sysdict/sysDictsByCriteria?dictName.contains=%E6%8A%A5%E4%BF%AE');
    expect(filtered.json().data.map((d: { id: number }) => d.id)).toEqual([id]);
    const byStatus = await call('GET', '/base/api/sysdict/sysDictsByCriteria?status=1');
    expect(byStatus.json().recordsTotal).toBe(1);
    // LIKE wildcards are literal.
    expect((await call('GET', '/base/api/sysdict/sysDictsByCriteria?dictCode.contains=%25')).json().recordsTotal).toBe(0);

    const sorted = await call('GET', '/base/api/sysdict/sysDictsByCriteria?sort=dictCode,desc&size=3&page=1');
    const codes = DICTIONARY_SEEDS.map((d) => d.dictCode as string).concat('repair_kind').sort().reverse();
    expect(sorted.json().data.map((d: { dictCode: string }) => d.dictCode)).toEqual(codes.slice(3, 6));
    expect(sorted.json().recordsTotal).toBe(codes.length);
    // A page past the end is empty and still tells the total; no match at all totals 0.
    const past = (await call('GET', '/base/api/sysdict/sysDictsByCriteria?size=3&page=99')).json();
    expect(past).toEqual({ data: [], recordsTotal: codes.length });
    expect((await call('GET', '/base/api/sysdict/sysDictsByCriteria?dictName.contains=nothing-like-this&page=2')).json()).toEqual({ data: [], recordsTotal: 0 });

    const badSort = await call('GET', '/base/api/sysdict/sysDictsByCriteria?sort=remark,desc');
    expect(badSort.statusCode).toBe(422);
    expect(badSort.json().fields).toHaveProperty('sort');
    expect((await call('GET', '/base/api/sysdict/sysDictsByCriteria?sort=dictCode;drop table x')).statusCode).toBe(422);
    expect((await call('GET', '/base/api/sysdict/sysDictsByCriteria?size=5000')).statusCode).toBe(422);
    expect((await call('GET', '/base/api/sysdict/sysDictsByCriteria?page=-1')).statusCode).toBe(422);
  });

  it('soft-deletes: the row stays with del_flag 1 and disappears from the API', async () => {
    const res = await call('DELETE', `/base/api/sysdict/sysDicts/${id}`);
    expect(res.statusCode).toBe(200);
    const [row] = await t.sql<{ del_flag: number }>('SELECT del_flag FROM sys_dict WHERE id = $1', [id]);
    expect(row.del_flag).toBe(1);
    expect((await call('GET', `/base/api/sysdict/sysDicts/${id}`)).statusCode).toBe(404);
    const list = await call('GET', '/base/api/sysdict/sysDictsByCriteria?size=1000');
    expect(list.json().data.map((d: { id: number }) => d.id)).not.toContain(id);
    expect((await call('DELETE', `/base/api/sysdict/sysDicts/${id}`)).statusCode).toBe(404);
    // The code is free again.
    const again = await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'repair_kind', dictName: '报修类型', status: '0' });
    expect(again.statusCode).toBe(200);
  });

  it('a type with live items is neither deleted nor renamed (409) until its items are gone', async () => {
    const type = (await call('POST', '/base/api/sysdict/sysDicts', { dictCode: 'gate_kind', dictName: '门禁类型', status: '0' })).json();
    const item = (await call('POST', '/base/api/sysdict/sysDictItems', { dictCode: 'gate_kind', value: '1', label: '人脸', status: '0', sort: 1 })).json();
    expect(item.id).toBeGreaterThan(0);

    const refused = await call('DELETE', `/base/api/sysdict/sysDicts/${type.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe('该字典类型下还有字典项，请先删除字典项');
    const english = await t.app.inject({ method: 'DELETE', url: `/base/api/sysdict/sysDicts/${type.id}`, headers: { ...authed(token), 'accept-language': 'en-US' } });
    expect(english.json().msg).toBe('This dictionary type still has items. Delete its items first.');
    // The operation log keeps its record in Chinese whatever language the caller reads.
    await vi.waitFor(async () => {
      const [logged] = await t.sql<{ error: string }>("SELECT error FROM sys_operation_log WHERE uri = $1 ORDER BY id DESC LIMIT 1", [`/base/api/sysdict/sysDicts/${type.id}`]);
      expect(logged.error).toBe('该字典类型下还有字典项，请先删除字典项');
    });
    const renamed = await call('PUT', '/base/api/sysdict/sysDicts', { id: type.id, dictCode: 'gate_kind2', dictName: '门禁类型', status: '0' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().fields).toEqual({ dictCode: '已有字典项使用此编码，不能修改' });
    // Nothing changed; the name alone may change.
    expect((await call('GET', `/base/api/sysdict/sysDicts/${type.id}`)).json()).toMatchObject({ dictCode: 'gate_kind', dictName: '门禁类型' });
    expect((await call('PUT', '/base/api/sysdict/sysDicts', { id: type.id, dictCode: 'gate_kind', dictName: '门禁方式', status: '0' })).statusCode).toBe(200);

    expect((await call('DELETE', `/base/api/sysdict/sysDictItems/${item.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/base/api/sysdict/sysDicts/${type.id}`)).statusCode).toBe(200);
  });

  it('concurrent creates of one code: one wins, the others get 409, never a 500', async () => {
    for (let round = 0; round < 8; round++) {
      const results = await Promise.all(
        ['并发一', '并发二', '并发三'].map((dictName) => call('POST', '/base/api/sysdict/sysDicts', { dictCode: `race_${round}`, dictName, status: '0' })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().fields).toHaveProperty('dictCode');
    }
  });
});

describe('dictionary items and the dictionary lookup', () => {
  it('GET selectSysdictAndSysdiciItem returns every seeded item as {dictCode, value, label}', async () => {
    const res = await call('GET', '/base/api/sysdict/selectSysdictAndSysdiciItem');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(0);
    for (const dict of DICTIONARY_SEEDS) {
      const items = body.data.filter((i: { dictCode: string }) => i.dictCode === dict.dictCode);
      expect(items).toEqual(dict.items.map((i) => ({ dictCode: dict.dictCode, value: i.value, label: i.label })));
    }
    expect(Object.keys(body.data[0]).sort()).toEqual(['dictCode', 'label', 'value']);
  });

  it('items CRUD shows in the lookup; disabled and deleted items do not', async () => {
    const created = await call('POST', '/base/api/sysdict/sysDictItems', { dictCode: 'fee_type', value: '4', label: '燃气费', sort: 5, status: '0' });
    expect(created.statusCode).toBe(200);
    const itemId = created.json().id;
    const lookup = async () =>
      (await call('GET', '/base/api/sysdict/selectSysdictAndSysdiciItem')).json().data.filter((i: { dictCode: string }) => i.dictCode === 'fee_type');
    expect((await lookup()).at(-1)).toEqual({ dictCode: 'fee_type', value: '4', label: '燃气费' });

    const list = await call('GET', '/base/api/sysdict/sysDictItemsByCriteria?dictCode=fee_type&sort=sort,asc');
    expect(list.json().data.map((i: { value: string }) => i.value)).toEqual(['0', '1', '2', '3', '4']);

    expect((await call('PUT', '/base/api/sysdict/sysDictItems', { id: itemId, status: '1' })).statusCode).toBe(200);
    expect((await lookup()).map((i: { value: string }) => i.value)).not.toContain('4');
    const badSort = await call('PUT', '/base/api/sysdict/sysDictItems', { id: itemId, sort: 10000 });
    expect(badSort.statusCode).toBe(422);
    expect((await call('DELETE', `/base/api/sysdict/sysDictItems/${itemId}`)).statusCode).toBe(200);
    expect((await call('GET', `/base/api/sysdict/sysDictItems/${itemId}`)).statusCode).toBe(404);
  });
});

describe('dictionary items: the dictCode names a live type of the tenant, the value is unique within it', () => {
  const ITEMS = '/base/api/sysdict/sysDictItems';
  /** Every row (live or not) of one dictCode of the demo tenant, by id. */
  const stored = (dictCode: string) =>
    t.sql<{ id: number; value: string; label: string; del_flag: number }>(
      `SELECT id::int, value, label, del_flag FROM sys_dict_item WHERE dict_code = $1 AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo') ORDER BY id`,
      [dictCode],
    );
  const createItem = async (dictCode: string, value: string, label = `项-${value}`) => {
    const res = await call('POST', ITEMS, { dictCode, value, label, status: '0' });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const createType = async (dictCode: string, token_ = token, host?: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/base/api/sysdict/sysDicts',
      headers: authed(token_, host),
      payload: { dictCode, dictName: `类型 ${dictCode}`, status: '0' },
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as number;
  };
  const expectNoSuchDict = (res: { statusCode: number; json: () => { msg: string; fields: Record<string, string> } }) => {
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ dictCode: '字典类型不存在' });
    expect(res.json().msg).toBe('字典类型不存在');
  };

  it('create: a dictCode naming no type of the tenant is refused with 422 on dictCode, nothing written', async () => {
    expectNoSuchDict(await call('POST', ITEMS, { dictCode: 'no_such_dict', value: '1', label: '孤儿', status: '0' }));
    expect(await stored('no_such_dict')).toEqual([]);

    // A type of another tenant does not count for this one; there it does.
    const secondToken = await loginReady(t.app, { host: SECOND, username: 'admin' });
    await createType('second_only', secondToken, SECOND);
    expectNoSuchDict(await call('POST', ITEMS, { dictCode: 'second_only', value: '1', label: '别家的', status: '0' }));
    expect(await stored('second_only')).toEqual([]);
    const there = await t.app.inject({ method: 'POST', url: ITEMS, headers: authed(secondToken, SECOND), payload: { dictCode: 'second_only', value: '1', label: '自家的', status: '0' } });
    expect(there.statusCode).toBe(200);

    // A soft-deleted type does not count either.
    const goneId = await createType('gone_kind');
    expect((await call('DELETE', `/base/api/sysdict/sysDicts/${goneId}`)).statusCode).toBe(200);
    expectNoSuchDict(await call('POST', ITEMS, { dictCode: 'gone_kind', value: '1', label: '已删类型', status: '0' }));
    expect(await stored('gone_kind')).toEqual([]);
  });

  it('update: moving an item to a dictCode naming no live type of the tenant is refused with 422, the row unchanged', async () => {
    const id = await createItem('fee_type', 'move_me');
    expectNoSuchDict(await call('PUT', ITEMS, { id, dictCode: 'no_such_dict', label: '改了' }));
    expectNoSuchDict(await call('PUT', ITEMS, { id, dictCode: 'gone_kind' }));
    expectNoSuchDict(await call('PUT', ITEMS, { id, dictCode: 'second_only', label: '别家的' }));
    expect((await stored('fee_type')).find((r) => r.id === id)).toMatchObject({ value: 'move_me', label: '项-move_me', del_flag: 0 });
    // Without a dictCode the type is not looked up; with a live one the item moves.
    expect((await call('PUT', ITEMS, { id, label: '只改标签' })).statusCode).toBe(200);
    const moved = await call('PUT', ITEMS, { id, dictCode: 'sys_yes_no' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id, dictCode: 'sys_yes_no', value: 'move_me', label: '只改标签' });
    expect((await call('DELETE', `${ITEMS}/${id}`)).statusCode).toBe(200);
  });

  it('create: a second live item with the same value under the same dictCode is a 409 on value, nothing written', async () => {
    const before = await stored('fee_type');
    const res = await call('POST', ITEMS, { dictCode: 'fee_type', value: '0', label: '重复的值', status: '0' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ msg: '数据已存在', fields: { value: '已存在，请重新输入' } });
    expect(await stored('fee_type')).toEqual(before);
    // In the caller's language.
    const english = await t.app.inject({
      method: 'POST',
      url: ITEMS,
      headers: { ...authed(token), 'accept-language': 'en-US' },
      payload: { dictCode: 'fee_type', value: '0', label: 'Duplicate value', status: '0' },
    });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({ msg: 'The record already exists', fields: { value: 'Already in use. Enter a different value.' } });
  });

  it('the same value under another dictCode, or beside a soft-deleted item, is fine', async () => {
    await createType('dup_kind');
    const first = await createItem('dup_kind', '0'); // '0' is also a value of fee_type
    expect((await call('DELETE', `${ITEMS}/${first}`)).statusCode).toBe(200);
    const again = await createItem('dup_kind', '0', '删除后再建');
    expect((await stored('dup_kind')).map((r) => [r.id, r.value, r.del_flag])).toEqual([
      [first, '0', 1],
      [again, '0', 0],
    ]);
    const lookup = (await call('GET', '/base/api/sysdict/selectSysdictAndSysdiciItem')).json().data;
    expect(lookup.filter((i: { dictCode: string }) => i.dictCode === 'dup_kind')).toEqual([{ dictCode: 'dup_kind', value: '0', label: '删除后再建' }]);
  });

  it('update: taking another live item value is a 409 on value, the row unchanged; its own value or a deleted one is fine', async () => {
    await createType('upd_kind');
    const a = await createItem('upd_kind', 'a');
    const b = await createItem('upd_kind', 'b');
    const clash = await call('PUT', ITEMS, { id: b, value: 'a', label: '撞值' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ msg: '数据已存在', fields: { value: '已存在，请重新输入' } });
    // Moving b to a dictionary that already holds its value clashes too (the value comes from the stored row).
    await createType('upd_kind2');
    await createItem('upd_kind2', 'b');
    const moved = await call('PUT', ITEMS, { id: b, dictCode: 'upd_kind2' });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().fields).toEqual({ value: '已存在，请重新输入' });
    expect((await stored('upd_kind')).map((r) => [r.id, r.value, r.label, r.del_flag])).toEqual([
      [a, 'a', '项-a', 0],
      [b, 'b', '项-b', 0],
    ]);

    expect((await call('PUT', ITEMS, { id: b, dictCode: 'upd_kind', value: 'b', label: '自己的值' })).statusCode).toBe(200);
    expect((await call('DELETE', `${ITEMS}/${a}`)).statusCode).toBe(200);
    const takesDeleted = await call('PUT', ITEMS, { id: b, value: 'a' });
    expect(takesDeleted.statusCode).toBe(200);
    expect(takesDeleted.json()).toMatchObject({ id: b, dictCode: 'upd_kind', value: 'a', label: '自己的值' });
  });

  it('concurrent creates of one value: one wins, the others get 409 on value, never a 500', async () => {
    await createType('race_items');
    for (let round = 0; round < 8; round++) {
      const results = await Promise.all(
        ['并发一', '并发二', '并发三'].map((label) => call('POST', ITEMS, { dictCode: 'race_items', value: `v${round}`, label: `${label}${round}`, status: '0' })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      for (const r of results.filter((r) => r.statusCode === 409)) expect(r.json().fields).toEqual({ value: '已存在，请重新输入' });
    }
    expect((await stored('race_items')).length).toBe(8);
  });
});

describe('duplicate submits', () => {
  it('refuses an identical POST from the same session within 1 s with 429, allows it after', async () => {
    const body = { dictCode: 'sys_yes_no', value: '9', label: '重复提交测试', status: '0' };
    const first = await call('POST', '/base/api/sysdict/sysDictItems', body);
    expect(first.statusCode).toBe(200);
    const second = await call('POST', '/base/api/sysdict/sysDictItems', body);
    expect(second.statusCode).toBe(429);
    expect(second.json().msg).toBe('数据正在处理，请勿重复提交');
    expect(second.json().code).toBe(ERROR_CODES.duplicateSubmit);
    // A different body, or another session, is not a duplicate submit: the other session's call reaches the
    // handler, which refuses the value the first call took (409, not 429).
    expect((await call('POST', '/base/api/sysdict/sysDictItems', { ...body, value: '8', label: '重复提交测试8' })).statusCode).toBe(200);
    const otherToken = await loginReady(t.app, { username: 'admin' });
    const other = await t.app.inject({ method: 'POST', url: '/base/api/sysdict/sysDictItems', headers: authed(otherToken), payload: body });
    expect(other.statusCode).toBe(409);
    expect((await call('DELETE', `/base/api/sysdict/sysDictItems/${first.json().id}`)).statusCode).toBe(200);

    // The window ends on its own (its second): the same call is retried until it passes, 429 meanwhile.
    await vi.waitFor(async () => expect((await call('POST', '/base/api/sysdict/sysDictItems', body)).statusCode).toBe(200), { timeout: 5_000, interval: 100 });
    const rows = await t.sql<{ del_flag: number }>(`SELECT del_flag FROM sys_dict_item WHERE label = '重复提交测试' AND value = '9' ORDER BY id`);
    expect(rows.map((r) => r.del_flag)).toEqual([1, 0]);
  });

  it('guards PUT the same way', async () => {
    const [row] = await t.sql<{ id: number }>(`SELECT id FROM sys_dict WHERE dict_code = 'sys_yes_no' AND tenant_id = (SELECT id FROM tenant WHERE code = 'demo')`);
    const body = { id: row.id, remark: '重复的修改' };
    expect((await call('PUT', '/base/api/sysdict/sysDicts', body)).statusCode).toBe(200);
    const again = await call('PUT', '/base/api/sysdict/sysDicts', body);
    expect(again.statusCode).toBe(429);
    expect(again.json().msg).toBe('数据正在处理，请勿重复提交');
    const korean = await t.app.inject({ method: 'PUT', url: '/base/api/sysdict/sysDicts', headers: { ...authed(token), 'accept-language': 'ko-KR' }, payload: body });
    expect([korean.statusCode, korean.json().msg]).toEqual([429, '데이터를 처리 중입니다. 중복 제출하지 마세요']);
  });
});

describe('migration 0007 (one live item per value of a dictionary) on data that already has duplicates', () => {
  it('keeps the lowest id live, soft-deletes the other duplicates, leaves everything else alone, then creates the index', async () => {
    const statements = fs
      .readFileSync(new URL('../drizzle/0007_dict_item_unique_value.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint');
    const [{ demo, second }] = await t.sql<{ demo: number; second: number }>(
      `SELECT (SELECT id::int FROM tenant WHERE code = 'demo') AS demo, (SELECT id::int FROM tenant WHERE code <> 'demo' ORDER BY id LIMIT 1) AS second`,
    );
    await t.sql('DROP INDEX sys_dict_item_value_uq');
    // Each row its own label: this is about values (labels have their own rule, migration 0012).
    let n = 0;
    const insert = async (tenantId: number, dictCode: string, value: string, delFlag = 0) =>
      (
        await t.sql<{ id: number }>('INSERT INTO sys_dict_item (tenant_id, dict_code, value, label, del_flag) VALUES ($1, $2, $3, $4, $5) RETURNING id::int', [
          tenantId, dictCode, value, `迁移${++n}`, delFlag,
        ])
      )[0].id;
    const deletedFirst = await insert(demo, 'mig_kind', 'x', 1); // already deleted: not the one kept
    const keep = await insert(demo, 'mig_kind', 'x');
    const dup1 = await insert(demo, 'mig_kind', 'x');
    const dup2 = await insert(demo, 'mig_kind', 'x');
    const otherValue = await insert(demo, 'mig_kind', 'y');
    const otherDict = await insert(demo, 'mig_kind2', 'x');
    const otherTenant = await insert(second, 'mig_kind', 'x');

    for (const statement of statements) await t.sql(statement);

    const rows = await t.sql<{ id: number; del_flag: number }>(`SELECT id::int, del_flag FROM sys_dict_item WHERE dict_code LIKE 'mig_kind%' ORDER BY id`);
    expect(rows).toEqual([
      { id: deletedFirst, del_flag: 1 },
      { id: keep, del_flag: 0 },
      { id: dup1, del_flag: 1 },
      { id: dup2, del_flag: 1 },
      { id: otherValue, del_flag: 0 },
      { id: otherDict, del_flag: 0 },
      { id: otherTenant, del_flag: 0 },
    ]);
    await expect(insert(demo, 'mig_kind', 'x')).rejects.toMatchObject({ code: '23505' });
    await insert(demo, 'mig_kind', 'x', 1);
  });
});

describe('migration 0012 (one live item per label of a dictionary) on data that already has duplicates', () => {
  it('keeps every value: later duplicates get their value appended to the label, then the index is created', async () => {
    const statements = fs
      .readFileSync(new URL('../drizzle/0012_dict_item_unique_label.sql', import.meta.url), 'utf8')
      .split('--> statement-breakpoint');
    const [{ demo }] = await t.sql<{ demo: number }>(`SELECT id::int AS demo FROM tenant WHERE code = 'demo'`);
    await t.sql('DROP INDEX sys_dict_item_label_uq');
    const insert = async (value: string, label: string, delFlag = 0) =>
      (await t.sql<{ id: number }>('INSERT INTO sys_dict_item (tenant_id, dict_code, value, label, del_flag) VALUES ($1, $2, $3, $4, $5) RETURNING id::int', [demo, 'lbl_kind', value, label, delFlag]))[0].id;
    const first = await insert('1', '同名');
    const second = await insert('2', '同名');
    const deleted = await insert('3', '同名', 1);
    const other = await insert('4', '别名');
    for (const statement of statements) await t.sql(statement);
    const rows = await t.sql<{ id: number; label: string }>(`SELECT id::int, label FROM sys_dict_item WHERE dict_code = 'lbl_kind' ORDER BY id`);
    expect(rows).toEqual([
      { id: first, label: '同名' },
      { id: second, label: '同名（2）' },
      { id: deleted, label: '同名' },
      { id: other, label: '别名' },
    ]);
    await expect(insert('5', '同名')).rejects.toMatchObject({ code: '23505' });
  });
});
