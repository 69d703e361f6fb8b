import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SysDict, SysDictItem, OperationLog } from '../system/entities.ts';
import { type EntityDef, type FieldDef, PAGE_SIZE, createSchema, defineEntity, fieldInputSchema, idSchema, listQueryKeysOf, listQuerySchema, permissionOf, quickListQueryOf, rowSchema, updateSchema } from './entity.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

/** An entity exercising every field kind and pattern. */
const Person = defineEntity({
  module: 'test',
  name: 'person',
  title: '测试',
  permission: 'test:person',
  paths: { list: '/x' },
  fields: {
    name: { kind: 'text', max: 10, required: true, sortable: true, search: 'contains' },
    mobile: { kind: 'text', max: 20, pattern: 'mobile' },
    phone: { kind: 'text', max: 20, pattern: 'landline' },
    idCard: { kind: 'text', max: 18, pattern: 'idCard' },
    code: { kind: 'text', max: 20, pattern: 'noChinese', search: 'equals' },
    age: { kind: 'int', min: 0, max: 150 },
    sex: { kind: 'enum', values: ['1', '2'], search: 'equals' },
    birthday: { kind: 'datetime' },
    createTime: { kind: 'datetime', readOnly: true, sortable: true },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
  softDelete: true,
});

describe('createSchema', () => {
  const schema = createSchema(Person);

  it('accepts a valid body and normalises text', () => {
    const parsed = schema.parse({ name: '  张三😀 ', mobile: '13800138000', phone: '010-12345678', idCard: '11010519491231002X', code: 'zs', age: '42', sex: '1', birthday: '1980-01-02' });
    expect(parsed).toMatchObject({ name: '张三', age: 42, sex: '1' });
    expect(parsed.birthday).toBeInstanceOf(Date);
  });

  it('requires required fields and leaves optional ones optional (null allowed)', () => {
    expect(issuesOf(schema.safeParse({}))).toEqual({ name: 'required' });
    expect(issuesOf(schema.safeParse({ name: '' }))).toEqual({ name: 'required' });
    expect(issuesOf(schema.safeParse({ name: '  😀 ' }))).toEqual({ name: 'required' });
    expect(schema.safeParse({ name: 'a', mobile: null, age: undefined }).success).toBe(true);
    // A required int sent null is refused, not taken as 0; an optional one may be null.
    const Counted = defineEntity({ module: 'test', name: 'counted', title: '计数', permission: 'test:counted', paths: { list: '/c' }, fields: { n: { kind: 'int', required: true }, m: { kind: 'int' } }, defaultSort: { field: 'n', order: 'asc' }, softDelete: false });
    expect(issuesOf(createSchema(Counted).safeParse({ n: null }))).toEqual({ n: 'required' });
    expect(issuesOf(createSchema(Counted).safeParse({}))).toEqual({ n: 'required' });
    expect(createSchema(Counted).parse({ n: '0', m: null })).toEqual({ n: 0, m: null });
    expect(issuesOf(updateSchema(Counted).safeParse({ id: 1, n: null }))).toEqual({ n: 'required' });
    expect(issuesOf(schema.safeParse({ name: 3 }))).toEqual({ name: 'invalid' });
    expect(issuesOf(createSchema(SysDict).safeParse({ dictCode: 'a' }))).toEqual({ dictName: 'required' });
  });

  it('fills a required field with a default when it is left out, and still refuses it sent empty', () => {
    const Rule = defineEntity({
      module: 'test',
      name: 'rule',
      title: '规则',
      permission: 'test:rule',
      paths: { list: '/r' },
      fields: {
        name: { kind: 'text', max: 10, required: true },
        state: { kind: 'enum', values: ['0', '1'], required: true, default: '1' },
        days: { kind: 'int', min: 0, required: true, default: 15 },
        start: { kind: 'text', max: 5, required: true, default: '09:00' },
        minimum: { kind: 'money', required: true, default: 100 },
        rate: { kind: 'decimal', places: 4, required: true, default: 10_000 },
        note: { kind: 'text', max: 10, default: '无' },
      },
      defaultSort: { field: 'name', order: 'asc' },
      softDelete: false,
    });
    const rule = createSchema(Rule);
    // The stored values (cents, ten-thousandths) as the column defaults hold them; an optional field stays absent.
    expect(rule.parse({ name: 'a' })).toEqual({ name: 'a', state: '1', days: 15, start: '09:00', minimum: 100, rate: 10_000 });
    expect(rule.parse({ name: 'a', state: '0', days: '3', minimum: '2.50' })).toMatchObject({ state: '0', days: 3, minimum: 250 });
    expect(issuesOf(rule.safeParse({ name: 'a', state: null, days: null, start: '', minimum: null, rate: null }))).toEqual({ state: 'required', days: 'required', start: 'required', minimum: 'required', rate: 'required' });
    expect(issuesOf(createSchema(SysDict).safeParse({ dictCode: 'a', dictName: 'b', status: null }))).toEqual({ status: 'required' });
    expect(createSchema(SysDict).parse({ dictCode: 'a', dictName: 'b' })).toMatchObject({ status: '0' });
  });

  it('checks lengths, patterns, ranges and enums with message keys', () => {
    const result = schema.safeParse({ name: 'x'.repeat(11), mobile: '12345', phone: '12', idCard: '110105194912310021', code: '编码', age: 151, sex: '3' });
    expect(issuesOf(result)).toEqual({ name: 'max', mobile: 'mobile', phone: 'landline', idCard: 'idCard', code: 'noChinese', age: 'maxValue', sex: 'enum' });
    expect(issuesOf(schema.safeParse({ name: 'a', age: 1.5 }))).toEqual({ age: 'integer' });
    expect(issuesOf(schema.safeParse({ name: 'a', age: -1 }))).toEqual({ age: 'minValue' });
    expect(issuesOf(schema.safeParse({ name: 'a', birthday: 'not a date' }))).toEqual({ birthday: 'invalid' });
  });

  it('lets an empty optional patterned field through', () => {
    expect(schema.safeParse({ name: 'a', mobile: '', idCard: '' }).success).toBe(true);
  });

  it('refuses read-only and unknown fields', () => {
    const result = schema.safeParse({ name: 'a', createTime: '2020-01-01', tenantId: 3 });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['createTime', 'tenantId'] });
  });

  it('strips special symbols before checking the length', () => {
    expect(fieldInputSchema({ kind: 'text', max: 3 }).parse('a<b>c')).toBe('abc');
  });
});

describe('updateSchema', () => {
  const schema = updateSchema(Person);

  it('needs a positive id and takes any subset of writable fields', () => {
    expect(schema.parse({ id: '7' })).toEqual({ id: 7 });
    expect(schema.parse({ id: 7, age: 3 })).toEqual({ id: 7, age: 3 });
    expect(issuesOf(schema.safeParse({ name: 'a' }))).toHaveProperty('id');
    expect(schema.safeParse({ id: 0 }).success).toBe(false);
    expect(schema.safeParse({ id: -1 }).success).toBe(false);
    expect(issuesOf(schema.safeParse({ id: 0 }))).toEqual({ id: 'positiveId' });
    expect(issuesOf(schema.safeParse({ id: '0x1' }))).toEqual({ id: 'positiveId' });
  });

  it('still validates the fields it gets; a required field cannot be blanked', () => {
    expect(issuesOf(schema.safeParse({ id: 1, name: '' }))).toEqual({ name: 'required' });
    expect(issuesOf(schema.safeParse({ id: 1, mobile: 'x' }))).toEqual({ mobile: 'mobile' });
    expect(schema.safeParse({ id: 1, createTime: 'x' }).success).toBe(false);
  });
});

describe('idSchema', () => {
  it('takes a positive integer, or plain decimal digits that spell one', () => {
    expect(idSchema.parse(7)).toBe(7);
    expect(idSchema.parse('7')).toBe(7);
    expect(idSchema.parse('007')).toBe(7);
    expect(idSchema.parse(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([0, -1, 1.5, '0', '-1', '0x1', '1e3', '1.0', ' 1', '+1', '', 'abc', '9007199254740993', Number.MAX_SAFE_INTEGER + 2, true, {}])(
    'refuses %j as not a positive id',
    (value) => {
      expect(issuesOf(idSchema.safeParse(value))).toEqual({ '': 'positiveId' });
    },
  );

  it('says a missing id is required', () => {
    expect(issuesOf(z.object({ id: idSchema }).safeParse({}))).toEqual({ id: 'required' });
  });
});

describe('listQuerySchema', () => {
  const schema = listQuerySchema(Person);

  it('defaults: page 0, the spec page size, the default sort, no criteria', () => {
    expect(schema.parse({})).toEqual({ page: 0, size: PAGE_SIZE, sort: { field: 'createTime', order: 'desc' }, criteria: [] });
  });

  it('takes page, size and a whitelisted sort', () => {
    expect(schema.parse({ page: '2', size: '50', sort: 'name,asc' })).toMatchObject({ page: 2, size: 50, sort: { field: 'name', order: 'asc' } });
    expect(schema.parse({ sort: 'id,desc' }).sort).toEqual({ field: 'id', order: 'desc' });
    expect(schema.parse({ sort: 'name' }).sort).toEqual({ field: 'name', order: 'asc' });
  });

  it.each([
    ['a field that is not sortable', 'mobile,asc'],
    ['an unknown field', 'password,asc'],
    ['SQL', 'name;drop table x,asc'],
    ['a bad direction', 'name,sideways'],
  ])('refuses a sort on %s', (_, sort) => {
    const result = schema.safeParse({ sort });
    expect(result.success).toBe(false);
    expect(issuesOf(result)).toHaveProperty('sort');
  });

  it.each([
    ['page', '-1'],
    ['page', 'x'],
    ['size', '0'],
    ['size', '1001'],
    ['size', '2.5'],
  ])('refuses %s=%s', (key, value) => {
    expect(issuesOf(schema.safeParse({ [key]: value }))).toHaveProperty(key);
  });

  it('refuses a .contains or .equals filter on a field that cannot be searched, and every other unknown key', () => {
    const result = listQuerySchema(SysDict).safeParse({ 'nothing.contains': 'x', 'remark.equals': 'y', _t: '1' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join(), i.message])).toEqual([
      ['nothing.contains', 'unknownField'],
      ['remark.equals', 'unknownField'],
      ['_t', 'unknownField'],
    ]);
  });

  it.each([
    ['a bracketed key (a[]=x)', 'name.contains[]'],
    ['an unknown operator', 'name.like'],
    ['a plain name that is not searchable', 'mobile'],
    ['an operator on an operator', 'name.contains.equals'],
    ['a key in another case', 'Page'],
    ['an empty key', ''],
    ['__proto__', '__proto__'],
  ])('refuses %s with unknownField naming the key', (_, key) => {
    const result = schema.safeParse(Object.fromEntries([[key, 'x']]));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join(), i.message])).toEqual([[key, 'unknownField']]);
  });

  it('refuses a repeated key (an array value) instead of joining or dropping its values', () => {
    for (const key of ['name.contains', 'name', 'page', 'size', 'sort']) {
      const result = schema.safeParse({ [key]: ['1', '2'] });
      expect(result.success, key).toBe(false);
      expect(issuesOf(result), key).toEqual({ [key]: 'invalid' });
    }
  });

  it.each([
    ['page', '0x10'],
    ['page', '1e3'],
    ['page', '1.0'],
    ['page', ' 1'],
    ['page', '+1'],
    ['page', ''],
    ['page', '99999999999999999999'],
    ['size', '0x10'],
    ['size', '1e1'],
    ['size', '-0'],
  ])('takes page and size as plain decimal digits only: refuses %s=%s', (key, value) => {
    expect(issuesOf(schema.safeParse({ [key]: value }))).toEqual({ [key]: 'invalid' });
  });

  it('takes leading zeros as the decimal number they spell', () => {
    expect(schema.parse({ page: '007', size: '010' })).toMatchObject({ page: 7, size: 10 });
  });

  it.each(['name,desc,extra', 'name,', ',asc', 'name,DESC', 'name ,asc', ''])('refuses sort=%s', (sort) => {
    expect(issuesOf(schema.safeParse({ sort }))).toEqual({ sort: 'invalid' });
  });

  it('accepts an empty filter value as no filter (a blank search field)', () => {
    expect(schema.parse({ 'name.contains': '', code: '' }).criteria).toEqual([]);
  });

  it('reads its known keys from one table: page, size, sort, and per searchable field the plain name and its operators', () => {
    expect([...listQueryKeysOf(SysDict)].sort()).toEqual(
      // status is an equals field: it also takes `.in` (a comma list).
      ['dictCode', 'dictCode.contains', 'dictCode.equals', 'dictName', 'dictName.contains', 'dictName.equals', 'page', 'size', 'sort', 'status', 'status.contains', 'status.equals', 'status.in'].sort(),
    );
  });

  it('turns searchable fields into criteria: .contains, .equals and the plain name', () => {
    const q = schema.parse({ 'name.contains': ' 张 ', code: 'A1', 'sex.equals': '2' });
    expect(q.criteria).toEqual([
      { field: 'name', op: 'contains', value: '张' },
      { field: 'code', op: 'equals', value: 'A1' },
      { field: 'sex', op: 'equals', value: '2' },
    ]);
    expect(schema.parse({ 'name.contains': '   ' }).criteria).toEqual([]);
    expect(schema.parse({ name: 'x'.repeat(300) }).criteria[0].value).toHaveLength(200);
  });

  it('refuses an enum filter outside its values; enum contains becomes equals', () => {
    expect(issuesOf(schema.safeParse({ sex: '9' }))).toHaveProperty('sex');
    expect(schema.parse({ 'sex.contains': '1' }).criteria).toEqual([{ field: 'sex', op: 'equals', value: '1' }]);
    expect(issuesOf(schema.safeParse({ 'sex.contains': '9' }))).toEqual({ 'sex.contains': 'enum' });
  });

  describe('a field whose filter the spec names (param)', () => {
    const Named = defineEntity({
      module: 'test',
      name: 'named',
      title: '测试',
      permission: 'test:named',
      paths: { list: '/x' },
      fields: {
        username: { kind: 'text', max: 64, search: 'contains', param: 'usernameLike' },
        status: { kind: 'enum', values: ['0', '1'], search: 'equals', param: 'userStatus' },
        mobile: { kind: 'text', max: 20, search: 'contains' },
      },
      defaultSort: { field: 'username', order: 'asc' },
      softDelete: false,
    });
    const named = listQuerySchema(Named);

    it('is filtered under that key alone, with its own operator', () => {
      expect([...listQueryKeysOf(Named)].sort()).toEqual(['mobile', 'mobile.contains', 'mobile.equals', 'page', 'size', 'sort', 'userStatus', 'usernameLike'].sort());
      expect(named.parse({ usernameLike: ' adm ', userStatus: '1', 'mobile.contains': '139' }).criteria).toEqual([
        { field: 'mobile', op: 'contains', value: '139' },
        { field: 'username', op: 'contains', value: 'adm' },
        { field: 'status', op: 'equals', value: '1' },
      ]);
      expect(named.parse({ usernameLike: '' }).criteria).toEqual([]);
    });

    it('refuses the generic keys of that field and checks the value as usual', () => {
      for (const key of ['username', 'username.contains', 'username.equals', 'status.equals', 'userStatus.contains']) {
        expect(issuesOf(named.safeParse({ [key]: '1' }))).toEqual({ [key]: 'unknownField' });
      }
      expect(issuesOf(named.safeParse({ userStatus: '9' }))).toEqual({ userStatus: 'enum' });
    });

    it('may not name a key twice, a paging key, or a range', () => {
      const keysOf = (fields: Record<string, FieldDef>) => listQueryKeysOf({ ...Named, fields } as EntityDef);
      expect(() => keysOf({ a: { kind: 'text', search: 'contains', param: 'like' }, b: { kind: 'text', search: 'contains', param: 'like' } })).toThrow(/named twice/);
      expect(() => keysOf({ a: { kind: 'text', search: 'contains', param: 'b.contains' }, b: { kind: 'text', search: 'contains' } })).toThrow(/named twice/);
      expect(() => keysOf({ a: { kind: 'text', search: 'contains', param: 'page' } })).toThrow(/named twice/);
      expect(() => keysOf({ a: { kind: 'int', search: 'range', param: 'aBetween' } })).toThrow(/range/);
    });
  });

  it('the log entities sort by time, newest first, by default', () => {
    expect(listQuerySchema(OperationLog).parse({}).sort).toEqual({ field: 'time', order: 'desc' });
    expect(listQuerySchema(OperationLog).parse({ 'username.contains': 'adm' }).criteria).toEqual([{ field: 'username', op: 'contains', value: 'adm' }]);
  });
});

describe('the list query read without zod (quickListQueryOf)', () => {
  const queries: unknown[] = [
    {}, { page: '2', size: '50', sort: 'name,asc' }, { sort: 'id,desc' }, { sort: 'name' }, { sort: 'mobile,asc' }, { sort: 'name;drop table x,asc' },
    { sort: 'name,sideways' }, { page: '-1' }, { page: '1e3' }, { size: '0' }, { size: '1001' }, { page: ' 1' }, { 'name.contains': '张' },
    { 'name.contains': '  ' }, { 'sex.equals': '1' }, { 'sex.equals': '3' }, { 'sex.in': '1,2' }, { 'sex.in': '1,,2' }, { 'code.equals': 'A1' },
    { 'nothing.contains': 'x' }, { _t: '1' }, { page: ['1', '2'] }, { 'name.contains': ['a', 'b'] }, JSON.parse('{"__proto__":"x"}'),
    Object.assign(Object.create(null), { page: '1' }), null, [], 'page=1', 3,
  ];
  for (const entity of [Person, SysDict, OperationLog] as EntityDef[]) {
    it(`answers what zod's parse answers, or leaves it to zod (${entity.name})`, () => {
      const schema = listQuerySchema(entity);
      const quick = quickListQueryOf(schema)!;
      for (const raw of queries) {
        const zod = schema.safeParse(raw);
        if (zod.success) expect(quick(raw)).toEqual(zod.data);
        else expect(quick(raw)).toBeNull();
      }
    });
  }
});

describe('the system entities', () => {
  it('dictionary create: code required, unique, max 100, letters, digits and _ . : - only; status from the dictionary', () => {
    const schema = createSchema(SysDict);
    expect(schema.safeParse({ dictCode: 'fee_type', dictName: '费用类型', status: '0' }).success).toBe(true);
    expect(issuesOf(schema.safeParse({ dictCode: 'x'.repeat(101), dictName: 'n', status: '0' }))).toEqual({ dictCode: 'max' });
    expect(issuesOf(schema.safeParse({ dictCode: '费用', dictName: 'n', status: '2' }))).toEqual({ dictCode: 'code', status: 'enum' });
    expect(issuesOf(schema.safeParse({ dictCode: 'fee type', dictName: 'n', status: '0' }))).toEqual({ dictCode: 'code' });
    expect(schema.safeParse({ dictCode: 'sys.fee-type:v2', dictName: 'n', status: '0' }).success).toBe(true);
    expect(SysDict.fields.dictCode.unique).toBe(true);
  });

  it('dictionary item: sort is an integer 0–9999', () => {
    const schema = createSchema(SysDictItem);
    expect(schema.parse({ dictCode: 'a', value: '1', label: 'x', status: '0', sort: '5' }).sort).toBe(5);
    expect(issuesOf(schema.safeParse({ dictCode: 'a', value: '1', label: 'x', status: '0', sort: 10000 }))).toEqual({ sort: 'maxValue' });
  });

  it('permission codes follow <prefix>:<action>', () => {
    expect(permissionOf(SysDict, 'add')).toBe('system:dict:add');
    expect(permissionOf(OperationLog, 'list')).toBe('system:operationLog:list');
  });

  it('rows carry id and every field', () => {
    const row = rowSchema(SysDict);
    expect(Object.keys(row.shape).sort()).toEqual(['createTime', 'dictCode', 'dictName', 'id', 'remark', 'status']);
    expect(row.safeParse({ id: 1, dictCode: 'a', dictName: 'b', status: '0', remark: null, createTime: '2020-01-01T00:00:00.000Z' }).success).toBe(true);
  });
});

describe('decimal fields', () => {
  const area: FieldDef = { kind: 'decimal', label: '建筑面积', min: 0, max: 100_000 };
  it('take at most two decimals as hundredths, like money, and name their own message', () => {
    const schema = fieldInputSchema(area);
    expect(schema.parse('89.5')).toBe(8950);
    expect(schema.parse(120)).toBe(12000);
    expect(schema.safeParse('89.555').error?.issues[0].message).toBe('decimal');
    expect(schema.safeParse('1000.01').error?.issues[0].message).toBe('maxValue');
  });
});
