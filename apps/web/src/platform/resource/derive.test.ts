import { Category, CommercialService, Floor, Room, LoginLog, OperationLog, PAGE_SIZE, Resident, SysDict, SysDictItem, SysUser, defineEntity, listQuerySchema } from '@zhwy/contracts';
import type { RuleObject } from 'antd/es/form';
import { describe, expect, it } from 'vitest';
import {
  type RuleText,
  columnFieldsOf,
  columnSortOrder,
  createDefaults,
  criteriaToQuery,
  editValues,
  fieldRules,
  formFieldsOf,
  formatDateTime,
  itemPath,
  labelKey,
  listParams,
  searchFieldsOf,
  sortFromTable,
  stripInput,
  toSubmitBody,
  valuesOfFilter,
} from './derive.ts';

const names = (entries: ReadonlyArray<readonly [string, unknown]>) => entries.map(([name]) => name);
const text: RuleText = (key, params) => (params ? `${key}:${JSON.stringify(params)}` : key);

/** Runs antd rules the way the form does: required first, then type/min/max, then custom validators. */
const check = async (rules: RuleObject[], value: unknown): Promise<string | null> => {
  for (const rule of rules) {
    const empty = value === undefined || value === null || value === '' || (rule.whitespace && typeof value === 'string' && value.trim() === '');
    if (rule.required && empty) return String(rule.message);
    if (empty) continue;
    if (rule.type === 'integer' && !Number.isInteger(value)) return String(rule.message);
    if (rule.type === 'string' && rule.max !== undefined && String(value).length > rule.max) return String(rule.message);
    if (rule.type === 'number' && rule.min !== undefined && Number(value) < rule.min) return String(rule.message);
    if (rule.type === 'number' && rule.max !== undefined && Number(value) > rule.max) return String(rule.message);
    if (rule.validator) {
      try {
        await rule.validator(rule, value, () => {});
      } catch (error) {
        return (error as Error).message;
      }
    }
  }
  return null;
};

describe('fields derived from an entity', () => {
  it('labels a field by convention', () => {
    expect(labelKey(SysDict, 'dictCode')).toBe('system.dict.fields.dictCode');
    expect(labelKey(SysDictItem, 'label')).toBe('system.dictItem.fields.label');
  });

  it('searches by the fields marked for search, leaving out the ones a page fixes', () => {
    expect(names(searchFieldsOf(SysDict))).toEqual(['dictCode', 'dictName', 'status']);
    expect(names(searchFieldsOf(SysDictItem, ['dictCode']))).toEqual(['value', 'label', 'status']);
    expect(names(searchFieldsOf(LoginLog))).toEqual(['userName', 'time', 'status']);
  });

  it('shows every field as a column unless told not to', () => {
    expect(names(columnFieldsOf(SysDict))).toEqual(['dictCode', 'dictName', 'status', 'createTime']);
    expect(names(columnFieldsOf(OperationLog))).toEqual(['username', 'uri', 'ip', 'time', 'params', 'message', 'error', 'status']);
  });

  it('edits only writable fields', () => {
    expect(names(formFieldsOf(SysDict))).toEqual(['dictCode', 'dictName', 'status', 'remark']);
    expect(names(formFieldsOf(SysDictItem, ['dictCode']))).toEqual(['value', 'label', 'sort', 'status', 'remark']);
    expect(formFieldsOf(LoginLog)).toEqual([]);
  });
});

describe('the list query', () => {
  it('turns criteria into contains/equals parameters and drops blanks', () => {
    expect(criteriaToQuery(SysDict, { dictCode: ' sys_ ', dictName: '', status: '0', remark: 'ignored' })).toEqual({
      'dictCode.contains': 'sys_',
      'status.equals': '0',
    });
    expect(criteriaToQuery(SysDictItem, { dictCode: 'sys_user_sex', value: null })).toEqual({ 'dictCode.equals': 'sys_user_sex' });
  });

  it('sends a field whose filter the spec names under that key (param), which the server takes', () => {
    const query = criteriaToQuery(SysUser, { username: ' adm ', mobile: '139', email: '' });
    expect(query).toEqual({ usernameLike: 'adm', mobileLike: '139' });
    expect(listQuerySchema(SysUser).parse(query).criteria).toEqual([
      { field: 'username', op: 'contains', value: 'adm' },
      { field: 'mobile', op: 'contains', value: '139' },
    ]);
  });

  it('sends a zero-based page of 13, the sort and fixed filters', () => {
    expect(
      listParams({
        entity: SysDictItem,
        page: 2,
        sort: SysDictItem.defaultSort,
        criteria: { label: '男' },
        fixedQuery: { 'dictCode.equals': 'sys_user_sex' },
      }),
    ).toEqual({ page: 2, size: PAGE_SIZE, sort: 'sort,asc', 'label.contains': '男', 'dictCode.equals': 'sys_user_sex' });
    expect(listParams({ entity: LoginLog, page: 0, sort: LoginLog.defaultSort, criteria: {} })).toEqual({ page: 0, size: 13, sort: 'time,desc' });
  });

  it('sends only what the server list accepts (it refuses unknown keys and malformed values)', () => {
    for (const entity of [SysDict, SysDictItem, LoginLog, OperationLog]) {
      // Every search field filled in, with a value of the right kind, and a sort on every sortable field.
      const criteria = Object.fromEntries(searchFieldsOf(entity).map(([name, f]) => [name, f.kind === 'enum' ? f.values![0] : 'x']));
      for (const [field] of [['id'], ...Object.entries(entity.fields).filter(([, f]) => f.sortable)]) {
        for (const order of ['asc', 'desc'] as const) {
          const params = listParams({ entity, page: 3, sort: { field, order }, criteria });
          const query = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
          const parsed = listQuerySchema(entity).safeParse(query);
          expect(parsed.error?.issues ?? [], `${entity.name} ${JSON.stringify(query)}`).toEqual([]);
        }
      }
    }
  });

  it('sorts only by sortable fields and falls back to the default', () => {
    expect(sortFromTable(SysDict, { columnKey: 'dictName', order: 'descend' })).toEqual({ field: 'dictName', order: 'desc' });
    expect(sortFromTable(SysDict, { field: 'remark', order: 'ascend' })).toEqual(SysDict.defaultSort);
    expect(sortFromTable(LoginLog, { columnKey: 'time', order: null })).toEqual({ field: 'time', order: 'desc' });
    expect(columnSortOrder({ field: 'time', order: 'desc' }, 'time')).toBe('descend');
    expect(columnSortOrder({ field: 'time', order: 'desc' }, 'ip')).toBeNull();
  });

  it('fills an item path', () => {
    expect(itemPath('/base/api/sysdict/sysDicts/:id', 42)).toBe('/base/api/sysdict/sysDicts/42');
  });
});

describe('form rules', () => {
  it('requires a required text field, limits its length and applies its pattern', async () => {
    const rules = fieldRules(SysDict.fields.dictCode, text) as RuleObject[];
    expect(await check(rules, '')).toBe('required');
    expect(await check(rules, '   ')).toBe('required');
    expect(await check(rules, 'x'.repeat(101))).toBe('max:{"max":100}');
    expect(await check(rules, '性别')).toBe('code');
    expect(await check(rules, 'user sex')).toBe('code');
    expect(await check(rules, 'sys_user_sex')).toBeNull();
  });

  it('asks to choose a required enum and checks int bounds', async () => {
    expect(await check(fieldRules(SysDict.fields.status, text) as RuleObject[], undefined)).toBe('requiredSelect');
    const sort = fieldRules(SysDictItem.fields.sort, text) as RuleObject[];
    expect(await check(sort, 1.5)).toBe('integer');
    expect(await check(sort, 10000)).toBe('maxValue:{"max":9999}');
    expect(await check(sort, null)).toBeNull();
  });

  it('checks mobile, landline and ID-card patterns', async () => {
    const entity = defineEntity({
      module: 'x',
      name: 'y',
      title: '测试',
      permission: 'x:y',
      paths: { list: '/x' },
      fields: { mobile: { kind: 'text', pattern: 'mobile' }, phone: { kind: 'text', pattern: 'landline' }, idCard: { kind: 'text', pattern: 'idCard' } },
      defaultSort: { field: 'mobile', order: 'asc' },
      softDelete: false,
    });
    const rulesOf = (name: 'mobile' | 'phone' | 'idCard') => fieldRules(entity.fields[name], text) as RuleObject[];
    expect(await check(rulesOf('mobile'), '12345678901')).toBe('mobile');
    expect(await check(rulesOf('mobile'), '138****5678')).toBeNull();
    expect(await check(rulesOf('phone'), '010-12345678')).toBeNull();
    expect(await check(rulesOf('phone'), '12')).toBe('landline');
    expect(await check(rulesOf('idCard'), '11010519491231002X')).toBeNull();
    expect(await check(rulesOf('idCard'), '110105194912310021')).toBe('idCard');
  });
});

describe('form values and the submitted body', () => {
  it('starts a new record with required enums at their first value', () => {
    expect(createDefaults(SysDict)).toEqual({ status: '0' });
  });

  it('offers a text default in the reader\'s language where the module translates it (国籍 中国 → China)', () => {
    const translations: Record<string, string> = { 'base.resident.defaults.nationality': 'China' };
    const t = (key: string, { defaultValue }: { defaultValue: string }) => translations[key] ?? defaultValue;
    expect(createDefaults(Resident, t)).toMatchObject({ nationality: 'China', idCardType: '1', residentType: '1' });
    expect(createDefaults(Resident)).toMatchObject({ nationality: '中国' });
    expect(createDefaults(Resident, (_key, { defaultValue }) => defaultValue)).toMatchObject({ nationality: '中国' });
  });

  it('edits the writable fields of a row', () => {
    const row = { id: 7, dictCode: 'a', dictName: 'A', status: '1', remark: null, createTime: '2026-01-01T00:00:00.000Z' };
    expect(editValues(SysDict, row)).toEqual({ dictCode: 'a', dictName: 'A', status: '1', remark: undefined });
  });

  it('strips emoji and symbols, trims, sends empty optional values as null and adds fixed values', () => {
    expect(toSubmitBody(SysDictItem, { value: ' 3 ', label: '未知😀<b>', sort: undefined, status: '0', remark: '' }, { fixedValues: { dictCode: 'sys_user_sex' } })).toEqual({
      dictCode: 'sys_user_sex',
      value: '3',
      label: '未知b',
      sort: null,
      status: '0',
      remark: null,
    });
  });

  it('sends the id on update and never read-only fields', () => {
    const body = toSubmitBody(SysDict, { dictCode: 'a', dictName: 'B', status: '0', createTime: 'x' }, { id: 7 });
    expect(body).toEqual({ id: 7, dictCode: 'a', dictName: 'B', status: '0', remark: null });
  });

  it('keeps a versioned row\'s version out of the form and sends back the one read (optimistic locking)', () => {
    expect(names(formFieldsOf(CommercialService))).not.toContain('version');
    const read = { id: 9, version: 4, title: '旧' };
    const body = toSubmitBody(CommercialService, { title: '新', version: '99' }, { id: 9, read });
    expect(body).toMatchObject({ id: 9, version: 4, title: '新' });
    expect(toSubmitBody(CommercialService, { title: '新' })).not.toHaveProperty('version');
  });
});

describe('input helpers', () => {
  it('strips emoji and special symbols from typed text, keeping ordinary punctuation', () => {
    expect(stripInput('物业费（月）👍, <script>')).toBe('物业费（月）, script');
    expect(stripInput(5)).toBe(5);
  });

  it('formats times for tables', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('2026-03-04 05:06:07')).toBe('2026-03-04 05:06:07');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('a tree’s parent is a reference in lists', () => {
  it('searches and shows 上级分类 as the category it names, sent as its id', () => {
    const [, parent] = searchFieldsOf(Category).find(([name]) => name === 'parentId')!;
    expect(parent).toMatchObject({ kind: 'ref', ref: 'content.category', search: 'equals' });
    expect(columnFieldsOf(Category).find(([name]) => name === 'parentId')![1].kind).toBe('ref');
    expect(criteriaToQuery(Category, { parentId: 5 })).toEqual({ 'parentId.equals': '5' });
    // The form keeps the int (0 for a top-level category).
    expect(formFieldsOf(Category).find(([name]) => name === 'parentId')![1].kind).toBe('int');
  });
});

describe('valuesOfFilter (a new row from the list tree\'s choice)', () => {
  it('gives the form\'s reference fields their ids and leaves out what the form has not', () => {
    expect(valuesOfFilter(Room, { areaId: '3', buildingId: '7', unitId: '9' })).toEqual({ areaId: 3, buildingId: 7, unitId: 9 });
    expect(valuesOfFilter(Floor, { areaId: '3', buildingId: '7', unitId: '9', other: 'x' })).toEqual({ areaId: 3, buildingId: 7 });
    expect(valuesOfFilter(Room, { areaId: 'x', buildingId: '0', unitId: '' })).toEqual({});
    expect(valuesOfFilter(Room, undefined)).toEqual({});
  });
  it('does not fill a field the form does not write (a resident\'s building follows its room)', () => {
    expect(valuesOfFilter(Resident, { areaId: '3', buildingId: '7' })).toEqual({ areaId: 3 });
  });
});
