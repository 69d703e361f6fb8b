import { Community, CreditsShopGood, CreditsShopPickUpAddress, decimal, defineEntity, int, listQuerySchema, money, date, datetime, text } from '@zhwy/contracts';
import type { RuleObject } from 'antd/es/form';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type RuleText, createDefaults, criteriaToQuery, editValues, fieldRules, formatMoneyCell, moneyText, nameFieldOf, toSubmitBody } from './derive.ts';

const text_: RuleText = (key, params) => (params ? `${key}:${JSON.stringify(params)}` : key);

/** Runs the rules as the form does (required first, then the validators), returning the first message. */
const check = async (rules: RuleObject[], value: unknown): Promise<string | null> => {
  for (const rule of rules) {
    const empty = value === undefined || value === null || value === '';
    if (rule.required && empty) return String(rule.message);
    if (empty) continue;
    if (rule.type === 'string' && rule.max !== undefined && String(value).length > rule.max) return String(rule.message);
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

const Priced = defineEntity({
  module: 'x',
  name: 'priced',
  title: '价目',
  permission: 'x:priced',
  paths: { list: '/x' },
  fields: {
    title: text('标题', 20, { required: true }),
    price: money('价格', { required: true, min: 0, max: 100_000 }),
    count: int('数量', { min: 0, max: 10 }),
    day: date('日期', { search: 'range' }),
    at: datetime('时间', { search: 'range' }),
  },
  defaultSort: { field: 'title', order: 'asc' },
  softDelete: false,
});

describe('ints and money in forms', () => {
  it('are field errors when not a number or out of range, never clamped or blanked', async () => {
    const count = fieldRules(Priced.fields.count, text_) as RuleObject[];
    expect(await check(count, 'abc')).toBe('integer');
    expect(await check(count, '1.5')).toBe('integer');
    expect(await check(count, '-5')).toBe('minValue:{"min":0}');
    expect(await check(count, '11')).toBe('maxValue:{"max":10}');
    expect(await check(count, '10')).toBeNull();
    expect(await check(count, '')).toBeNull();
    const price = fieldRules(Priced.fields.price, text_) as RuleObject[];
    expect(await check(price, '')).toBe('required');
    expect(await check(price, '12.345')).toBe('money');
    expect(await check(price, '1e3')).toBe('money');
    expect(await check(price, '-0.01')).toBe('minValue:{"min":0}');
    expect(await check(price, '1000.01')).toBe('maxValue:{"max":1000}');
    expect(await check(price, '1000')).toBeNull();
  });

  it('are sent as the API takes them: ints as numbers, money as a two-place decimal string, days and times', () => {
    expect(moneyText('12.3')).toBe('12.30');
    expect(moneyText('7')).toBe('7.00');
    const at = dayjs('2026-03-04T05:06:07Z');
    expect(toSubmitBody(Priced, { title: 'A', price: '0.1', count: '3', day: dayjs('2026-03-04'), at })).toEqual({
      title: 'A',
      price: '0.10',
      count: 3,
      day: '2026-03-04',
      at: '2026-03-04T05:06:07.000Z',
    });
  });

  it('edit a row with numbers as text and days as dates', () => {
    const values = editValues(Priced, { id: 1, title: 'A', price: '12.30', count: 3, day: '2026-03-04', at: '2026-03-04T05:06:07.000Z' });
    expect(values.count).toBe('3');
    expect(values.price).toBe('12.30');
    expect(dayjs.isDayjs(values.day) && values.day.format('YYYY-MM-DD')).toBe('2026-03-04');
    expect(dayjs.isDayjs(values.at) && values.at.toISOString()).toBe('2026-03-04T05:06:07.000Z');
  });

  it('take four places where the decimal has them: checked, sent and shown with four', async () => {
    const Tariff = defineEntity({
      module: 'x', name: 'tariff', title: '价目', permission: 'x:tariff', paths: { list: '/t' },
      fields: { title: text('标题', 20, { required: true }), unitPrice: decimal('单价', { places: 4, min: 0, max: 100_000 }) },
      defaultSort: { field: 'title', order: 'asc' }, softDelete: false,
    });
    const unitPrice = fieldRules(Tariff.fields.unitPrice, text_) as RuleObject[];
    expect(await check(unitPrice, '2.3456')).toBeNull();
    expect(await check(unitPrice, '2.34567')).toBe('decimal4');
    expect(await check(unitPrice, '10.0001')).toBe('maxValue:{"max":10}');
    expect(toSubmitBody(Tariff, { title: 'A', unitPrice: '2.35' })).toEqual({ title: 'A', unitPrice: '2.3500' });
    expect(formatMoneyCell('1234.5', 4)).toBe('1,234.5000');
  });

  it('shows money with two decimals, grouped, without a float', () => {
    expect(formatMoneyCell('1234567.5')).toBe('1,234,567.50');
    expect(formatMoneyCell('-0.05')).toBe('-0.05');
    expect(formatMoneyCell(null)).toBe('');
  });
});

describe('range filters', () => {
  it('send a picked day range as the whole days, a number range as typed, and the server accepts them', () => {
    const query = criteriaToQuery(Priced, { day: [dayjs('2026-03-01'), dayjs('2026-03-31')], at: [dayjs('2026-03-01'), null] });
    expect(query['day.from']).toBe('2026-03-01');
    expect(query['day.to']).toBe('2026-03-31');
    expect(query['at.from']).toBe(dayjs('2026-03-01').startOf('day').toISOString());
    expect(query['at.to']).toBeUndefined();
    expect(listQuerySchema(Priced).safeParse(query).success).toBe(true);
    const goods = criteriaToQuery(CreditsShopGood, { creditsPrice: [10, 200], downTime: [null, dayjs('2026-12-31')] });
    expect(goods).toEqual({ 'creditsPrice.from': '10', 'creditsPrice.to': '200', 'downTime.to': dayjs('2026-12-31').endOf('day').toISOString() });
    expect(listQuerySchema(CreditsShopGood).safeParse(goods).success).toBe(true);
    expect(criteriaToQuery(CreditsShopPickUpAddress, { areaId: 7 })).toEqual({ 'areaId.equals': '7' });
  });
});

describe('the spec entities', () => {
  it('start a new row at the defaults and name rows by their name field', () => {
    expect(createDefaults(Community)).toEqual({ status: '0' });
    expect(createDefaults(CreditsShopGood)).toMatchObject({ status: '1' });
    expect(nameFieldOf(Community)).toBe('areaName');
    expect(nameFieldOf(CreditsShopGood)).toBe('goodName');
    expect(nameFieldOf(CreditsShopPickUpAddress)).toBe('address');
  });

  it('ask to choose a reference, a time or an image rather than to type it', async () => {
    expect(await check(fieldRules(CreditsShopPickUpAddress.fields.areaId, text_) as RuleObject[], undefined)).toBe('requiredSelect');
    expect(await check(fieldRules(CreditsShopGood.fields.downTime, text_) as RuleObject[], null)).toBe('requiredSelect');
    const image = fieldRules(CreditsShopGood.fields.imageUrl, text_) as RuleObject[];
    expect(await check(image, '')).toBe('requiredSelect');
    expect(await check(image, `/api/ctyun/files/${'a'.repeat(120)}`)).toBe('max:{"max":120}');
  });
});

describe('required rules', () => {
  it('accept a picked id or day (not only strings): the type check of antd would refuse them', () => {
    const [areaId] = fieldRules(CreditsShopPickUpAddress.fields.areaId, text_) as RuleObject[];
    const [downTime] = fieldRules(CreditsShopGood.fields.downTime, text_) as RuleObject[];
    const [goodName] = fieldRules(CreditsShopGood.fields.goodName, text_) as RuleObject[];
    expect([areaId!.type, downTime!.type, goodName!.type]).toEqual(['any', 'any', 'string']);
    expect(goodName!.whitespace).toBe(true);
  });
});
