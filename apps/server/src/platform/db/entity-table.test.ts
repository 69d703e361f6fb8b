import { defineDict, defineEntity, enumOf, int, money, ref, richText, text, date } from '@zhwy/contracts';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { entityTable, snakeCase } from './entity-table.ts';

const STATUS = defineDict('t_status', '状态', { '0': '上架', '1': '下架' });
const Good = defineEntity({
  module: 'test',
  name: 'good',
  title: '商品',
  permission: 'test:good',
  paths: { list: '/goods' },
  fields: {
    goodCode: text('商品编码', 50, { required: true, unique: true }),
    goodName: text('商品名称', 50, { required: true, unique: { within: ['areaId'] } }),
    status: enumOf(STATUS, '状态', { required: true, default: '0' }),
    price: money('价格'),
    inventory: int('库存', { default: 0 }),
    areaId: ref('base.community', '小区'),
    content: richText('内容', 2_147_483_647),
    openDay: date('开放日'),
    createTime: { kind: 'datetime', readOnly: true },
  },
  defaultSort: { field: 'goodCode', order: 'asc' },
  softDelete: true,
});

describe('entityTable', () => {
  const config = getTableConfig(entityTable(Good, { table: 'test_good' }));
  const column = (name: string) => config.columns.find((c) => c.name === name)!;

  it('derives one column per field with its type, length, NOT NULL and default, plus the platform columns', () => {
    expect(config.columns.map((c) => c.name)).toEqual([
      'id', 'tenant_id', 'good_code', 'good_name', 'status', 'price', 'inventory', 'area_id', 'content', 'open_day',
      'del_flag', 'create_by', 'create_time', 'update_by', 'update_time',
    ]);
    expect(column('good_code').getSQLType()).toBe('varchar(50)');
    expect(column('good_code').notNull).toBe(true);
    expect(column('status')).toMatchObject({ notNull: true, default: '0' });
    expect(column('status').getSQLType()).toBe('varchar(1)');
    expect(column('price').getSQLType()).toBe('bigint');
    expect(column('area_id').getSQLType()).toBe('bigint');
    expect(column('inventory')).toMatchObject({ notNull: false, default: 0 });
    expect(column('content').getSQLType()).toBe('text');
    expect(column('open_day').getSQLType()).toBe('date');
  });

  it('backs unique fields with partial unique indexes over live rows, within the named fields', () => {
    const indexes = config.indexes.map((i) => ({ name: i.config.name, unique: i.config.unique, columns: i.config.columns.map((c) => (c as { name: string }).name) }));
    expect(indexes).toEqual([
      { name: 'test_good_good_code_uq', unique: true, columns: ['tenant_id', 'good_code'] },
      { name: 'test_good_good_name_uq', unique: true, columns: ['tenant_id', 'area_id', 'good_name'] },
    ]);
    expect(config.indexes.every((i) => i.config.where !== undefined)).toBe(true);
  });

  it('names columns in snake case', () => {
    expect(snakeCase('extendField1')).toBe('extend_field1');
    expect(snakeCase('delFlg')).toBe('del_flg');
  });
});
