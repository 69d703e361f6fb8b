import { describe, expect, it } from 'vitest';
import { createSchema, defineEntity, rowSchema, updateSchema } from './entity.ts';
import { int, ref, text } from './fields.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const base = { permission: 't:x', paths: { list: '/x' }, defaultSort: { field: 'id', order: 'asc' as const }, softDelete: false };
const Line = defineEntity({
  ...base,
  module: 't',
  name: 'line',
  title: '行',
  fields: { billId: ref('t.bill', '账单', { readOnly: true }), sort: int('顺序', { readOnly: true }), amount: text('金额', 10, { required: true }) },
  defaultSort: { field: 'sort', order: 'asc' },
});
const Bill = defineEntity({ ...base, module: 't', name: 'bill', title: '账单', fields: { name: text('名称', 10, { required: true }) }, defaultSort: { field: 'name', order: 'asc' }, children: { lines: { entity: Line, parentField: 'billId', orderField: 'sort', max: 3 } } });

describe('child rows in the schemas', () => {
  it('checks each row by the child schema and names its place; parent and order fields are not accepted', () => {
    expect(createSchema(Bill).safeParse({ name: 'a', lines: [{ amount: '1' }, { amount: '2' }] }).success).toBe(true);
    expect(createSchema(Bill).safeParse({ name: 'a' }).success).toBe(true);
    expect(issuesOf(createSchema(Bill).safeParse({ name: 'a', lines: [{ amount: '1' }, {}] }))).toEqual({ 'lines.1.amount': 'required' });
    expect(Object.keys(issuesOf(createSchema(Bill).safeParse({ name: 'a', lines: [{ amount: '1', billId: 9, sort: 1 }] })))).toEqual(['lines.0']);
    expect(issuesOf(createSchema(Bill).safeParse({ name: 'a', lines: [{ amount: '1' }, { amount: '1' }, { amount: '1' }, { amount: '1' }] }))).toEqual({ lines: 'max' });
  });

  it('an update row with an id is checked as an update, one without as a create; a create row has no id', () => {
    expect(updateSchema(Bill).safeParse({ id: 1, lines: [{ id: 5 }, { amount: '2' }] }).success).toBe(true);
    expect(issuesOf(updateSchema(Bill).safeParse({ id: 1, lines: [{ id: 5 }, {}] }))).toEqual({ 'lines.1.amount': 'required' });
    expect(createSchema(Bill).safeParse({ name: 'a', lines: [{ id: 5, amount: '1' }] }).success).toBe(false);
  });

  it('a read row carries its lists', () => {
    const row = rowSchema(Bill).parse({ id: 1, name: 'a', lines: [{ id: 2, billId: 1, sort: 1, amount: '1' }] });
    expect(row.lines).toEqual([{ id: 2, billId: 1, sort: 1, amount: '1' }]);
  });

  it('refuses a parent field that is not a read-only reference to the parent, and an order field that is not a read-only int', () => {
    const child = (fields: Record<string, ReturnType<typeof text> | ReturnType<typeof ref> | ReturnType<typeof int>>) => ({ ...base, module: 't', name: 'c', title: 'c', fields });
    const parent = (entity: ReturnType<typeof child>, orderField?: string) => () =>
      defineEntity({ ...base, module: 't', name: 'p', title: 'p', fields: { n: text('n', 5) }, defaultSort: { field: 'n', order: 'asc' }, children: { cs: { entity, parentField: 'pId', orderField } } });
    expect(parent(child({ pId: ref('t.p', 'p') }))).toThrow('parentField pId must be a read-only ref to t.p');
    expect(parent(child({ pId: ref('t.other', 'p', { readOnly: true }) }))).toThrow('must be a read-only ref');
    expect(parent(child({ pId: ref('t.p', 'p', { readOnly: true }), sort: int('s') }), 'sort')).toThrow('orderField sort must be a read-only int');
    expect(parent(child({ pId: ref('t.p', 'p', { readOnly: true }) }))).not.toThrow();
  });
});
