import { defineEntity, int, ref, text } from '@zhwy/contracts';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { childEditValues, childSubmitBody, formPathOf } from './child-rows.ts';
import { serverFieldErrors } from './server-errors.ts';

const base = { permission: 't:x', paths: { list: '/x' }, softDelete: false };
const Line = defineEntity({
  ...base,
  module: 't',
  name: 'line',
  title: '行',
  fields: { billId: ref('t.bill', '账单', { readOnly: true }), sort: int('顺序', { readOnly: true }), item: text('项目', 10, { required: true }), qty: int('数量') },
  defaultSort: { field: 'sort', order: 'asc' },
});
const Bill = defineEntity({ ...base, module: 't', name: 'bill', title: '账单', fields: { name: text('名称', 10, { required: true }) }, defaultSort: { field: 'name', order: 'asc' }, children: { lines: { entity: Line, parentField: 'billId', orderField: 'sort' } } });

describe('child rows in the entity form', () => {
  it('edits a read row’s lists with their ids and writable fields only', () => {
    expect(childEditValues(Bill, { id: 1, name: 'a', lines: [{ id: 7, billId: 1, sort: 1, item: '水', qty: 2 }] })).toEqual({ lines: [{ id: 7, item: '水', qty: '2' }] });
  });

  it('sends the table in its order: a kept row with its id, a new one without, numbers as numbers', () => {
    expect(childSubmitBody(Bill, { name: 'a', lines: [{ item: ' 电 ' }, { id: 7, item: '水', qty: '3' }] })).toEqual({
      lines: [
        { item: '电', qty: null },
        { id: 7, item: '水', qty: 3 },
      ],
    });
    // Lists not loaded into the form are not sent (the server keeps them).
    expect(childSubmitBody(Bill, { name: 'a' })).toEqual({});
  });

  it('places a row’s server error in its cell, and drops places the form does not show', () => {
    const shown = new Set(['name']);
    expect(formPathOf(Bill, shown, 'name')).toBe('name');
    expect(formPathOf(Bill, shown, 'lines.2.item')).toEqual(['lines', 2, 'item']);
    expect(formPathOf(Bill, shown, 'lines.0.id')).toEqual(['lines', 0, 'id']);
    expect(formPathOf(Bill, shown, 'lines.0.sort')).toBeNull();
    expect(formPathOf(Bill, shown, 'lines.x.item')).toBeNull();
    expect(formPathOf(Bill, shown, 'other.0.item')).toBeNull();
    const error = new HttpError('http', 422, '提交的数据有误', { fields: { name: '不能为空', 'lines.1.item': '不能为空', 'lines.1.options.0.label': '太长' } });
    expect(serverFieldErrors(error, ['name'], Bill)).toEqual([
      { name: 'name', errors: ['不能为空'] },
      { name: ['lines', 1, 'item'], errors: ['不能为空'] },
    ]);
  });
});
