import { describe, expect, it } from 'vitest';
import { createSchema, defineEntity, formatMoney, listQuerySchema, parseMoney, rowSchema } from './entity.ts';
import { date, datetime, defineDict, enumOf, int, money, ref, refs, text } from './fields.ts';

const GOOD_STATUS = defineDict('good_status', '上下架状态', { '0': '上架', '1': '下架' });

const Good = defineEntity({
  module: 'test',
  name: 'good',
  title: '商品',
  permission: 'test:good',
  paths: { list: '/goods' },
  fields: {
    goodName: text('商品名称', 50, { required: true, search: 'contains' }),
    status: enumOf(GOOD_STATUS, '状态', { required: true, search: 'equals' }),
    price: money('积分价格', { min: 0, search: 'range', sortable: true }),
    inventory: int('库存', { min: 0, search: 'range' }),
    areaId: ref('base.community', '小区', { search: 'equals' }),
    community: refs('base.community', '小区', 100),
    downTime: datetime('下架时间', { search: 'range' }),
    openDay: date('开放日', { search: 'range' }),
  },
  defaultSort: { field: 'price', order: 'asc' },
  softDelete: true,
});

const parseQuery = (query: Record<string, unknown>) => listQuerySchema(Good).safeParse(query);

describe('field builders and dictionaries', () => {
  it('carry the zh_CN label and the dictionary values as plain data', () => {
    expect(GOOD_STATUS).toEqual({ code: 'good_status', name: '上下架状态', items: [{ value: '0', label: '上架' }, { value: '1', label: '下架' }], values: ['0', '1'] });
    expect(Good.fields.status).toMatchObject({ kind: 'enum', label: '状态', dict: 'good_status', values: ['0', '1'], required: true });
    expect(Good.fields.areaId).toMatchObject({ kind: 'ref', ref: 'base.community' });
  });

  it('carry a dictionary\'s tag tones into its enum fields', () => {
    const review = defineDict('review', '审核', { '0': '待审核', '1': '通过', '2': '驳回' }, { '1': 'success', '2': 'error' });
    expect(review.tones).toEqual({ '1': 'success', '2': 'error' });
    expect(enumOf(review, '审核').tones).toEqual({ '1': 'success', '2': 'error' });
    expect(enumOf(GOOD_STATUS, '状态')).not.toHaveProperty('tones');
  });
});

describe('money', () => {
  it('parses decimals with at most two places into cents, exactly', () => {
    expect(parseMoney('12.30')).toBe(1230);
    expect(parseMoney(0.1)).toBe(10);
    expect(parseMoney('0.07')).toBe(7);
    expect(parseMoney('-3.5')).toBe(-350);
    expect(parseMoney('19999999.99')).toBe(1999999999);
    for (const bad of ['1.234', 'abc', '', '1e3', '0x10', '1,5', ' .5']) expect(parseMoney(bad)).toBeNull();
    expect(formatMoney(1230)).toBe('12.30');
    expect(formatMoney(-5)).toBe('-0.05');
    expect(formatMoney(900_719_925_474_099_312n)).toBe('9007199254740993.12');
    expect(formatMoney(0)).toBe('0.00');
  });

  it('is a field error when not an amount or out of range, never rounded', () => {
    const schema = createSchema(Good);
    const base = { goodName: '毛巾', status: '0' };
    expect(schema.parse({ ...base, price: '12.3' }).price).toBe(1230);
    const bad = schema.safeParse({ ...base, price: '12.345' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['price'], message: 'money' });
    expect(schema.safeParse({ ...base, price: '-1' }).error?.issues[0]).toMatchObject({ path: ['price'], message: 'minValue' });
    expect(rowSchema(Good).shape.price.parse('12.30')).toBe('12.30');
  });

  it('checks refs as a comma list of ids', () => {
    const schema = createSchema(Good);
    const base = { goodName: '毛巾', status: '0' };
    expect(schema.parse({ ...base, community: '1,2,30' }).community).toBe('1,2,30');
    expect(schema.safeParse({ ...base, community: '1,,2' }).success).toBe(false);
    expect(schema.safeParse({ ...base, community: '1;drop' }).success).toBe(false);
    expect(schema.safeParse({ ...base, areaId: '0x1' }).success).toBe(false);
  });
});

describe('list filters: equals, in, range', () => {
  it('turns .in into a list and .from/.to into range bounds', () => {
    const parsed = parseQuery({ 'status.in': '0,1', 'price.from': '1.5', 'price.to': '20', 'inventory.from': '0', 'downTime.to': '2026-11-30', 'areaId': '7' });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.criteria).toEqual([
      { field: 'status', op: 'in', value: ['0', '1'] },
      { field: 'price', op: 'from', value: '1.5' },
      { field: 'price', op: 'to', value: '20' },
      { field: 'inventory', op: 'from', value: '0' },
      { field: 'areaId', op: 'equals', value: '7' },
      { field: 'downTime', op: 'to', value: '2026-11-30' },
    ]);
  });

  it('refuses malformed values and operators a field does not have (422, naming the key)', () => {
    const keys = (query: Record<string, unknown>) => parseQuery(query).error?.issues.map((i) => i.path.join('.'));
    expect(keys({ 'status.in': '0,9' })).toEqual(['status.in']);
    expect(keys({ 'price.from': 'cheap' })).toEqual(['price.from']);
    expect(keys({ 'openDay.from': '2026-02-30' })).toEqual(['openDay.from']);
    expect(keys({ 'areaId.equals': '0x1' })).toEqual(['areaId.equals']);
    // A range has no bare or equality key; a text field no range.
    expect(keys({ price: '3' })).toEqual(['price']);
    expect(keys({ 'goodName.from': 'a' })).toEqual(['goodName.from']);
    expect(keys({ 'price.in': '1,2' })).toEqual(['price.in']);
  });
});
