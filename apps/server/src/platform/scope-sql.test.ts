import { sql } from 'drizzle-orm';
import { PgDialect, bigint, integer, pgTable, smallint } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { pgScope, sameTenantText, scopeWhere, sqlCommunity, sqlLive, sqlSameTenant, sqlScope } from './scope-sql.ts';

const dialect = new PgDialect();
const render = (fragment: ReturnType<typeof sql>) => {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  return { sql: text, params };
};

const rooms = pgTable('com_room', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  tenantId: bigint('tenant_id', { mode: 'number' }).notNull(),
  areaId: bigint('area_id', { mode: 'number' }).notNull(),
  delFlag: smallint('del_flag').notNull(),
});
const links = pgTable('sys_user_role', { tenantId: bigint('tenant_id', { mode: 'number' }).notNull(), roleId: integer('role_id') });

describe('sqlScope', () => {
  it('binds the tenant as a parameter and keeps live rows', () => {
    expect(render(sqlScope('r', { tenantId: 7 }))).toEqual({ sql: 'r.tenant_id = $1 AND r.del_flag = 0', params: [7] });
    expect(render(sqlScope(null, { tenantId: 7 }, { live: false }))).toEqual({ sql: 'tenant_id = $1', params: [7] });
  });
  it("limits to the caller's communities, and not at all for a scope of all communities", () => {
    expect(render(sqlScope('r', { tenantId: 7, areaIds: [3, 5] }, { community: 'area_id' }))).toEqual({
      sql: 'r.tenant_id = $1 AND r.del_flag = 0 AND r.area_id = ANY($2::bigint[])',
      params: [7, '{3,5}'],
    });
    expect(render(sqlScope('r', { tenantId: 7, areaIds: null }, { community: 'area_id' })).sql).toBe('r.tenant_id = $1 AND r.del_flag = 0');
    // No community: no row (an empty array matches nothing), never all of them.
    expect(render(sqlScope(null, { tenantId: 7, areaIds: [] }, { community: 'id' }))).toEqual({ sql: 'tenant_id = $1 AND del_flag = 0 AND id = ANY($2::bigint[])', params: [7, '{}'] });
  });
  it('takes an SQL expression as the tenant (cross-tenant platform lists)', () => {
    expect(render(sqlScope('u', { tenantId: sql.raw('t.id') })).sql).toBe('u.tenant_id = t.id AND u.del_flag = 0');
  });
  it('refuses anything but an identifier as alias or column', () => {
    expect(() => sqlScope('r; DROP TABLE x', { tenantId: 1 })).toThrow(/identifier/);
    expect(() => sqlCommunity('area_id OR TRUE', [1])).toThrow(/identifier/);
  });
});

describe('joins and live rows', () => {
  it('joins a row of the same tenant', () => {
    expect(sameTenantText('r', 'rr')).toBe('r.tenant_id = rr.tenant_id AND r.del_flag = 0');
    expect(render(sqlSameTenant('b', 'r', { live: false })).sql).toBe('b.tenant_id = r.tenant_id');
    expect(render(sqlLive('u')).sql).toBe('u.del_flag = 0');
  });
  it('sqlCommunity is TRUE for all communities', () => {
    expect(render(sqlCommunity('r.area_id', null)).sql).toBe('TRUE');
    expect(render(sqlCommunity('r.area_id', [2]))).toEqual({ sql: 'r.area_id = ANY($1::bigint[])', params: ['{2}'] });
  });
});

describe('pgScope', () => {
  it('writes positional parameters for pool.query', () => {
    expect(pgScope(null, 1)).toBe('tenant_id = $1 AND del_flag = 0');
    expect(pgScope('u', 2, { live: false })).toBe('u.tenant_id = $2');
    expect(pgScope('r', 1, { community: { column: 'area_id', param: 3 } })).toBe(
      'r.tenant_id = $1 AND r.del_flag = 0 AND ($3::bigint[] IS NULL OR r.area_id = ANY($3::bigint[]))',
    );
    expect(() => pgScope(null, 0)).toThrow();
  });
});

describe('scopeWhere', () => {
  it('is the tenant and live rows on a drizzle table', () => {
    expect(render(scopeWhere(rooms, { tenantId: 4 }))).toEqual({ sql: '("com_room"."tenant_id" = $1 and "com_room"."del_flag" = $2)', params: [4, 0] });
    expect(render(scopeWhere(links, { tenantId: 4 }))).toEqual({ sql: '"sys_user_role"."tenant_id" = $1', params: [4] });
    expect(render(scopeWhere(rooms, { tenantId: 4 }, { live: false })).params).toEqual([4]);
  });
  it('adds the community column when the scope is not all communities', () => {
    expect(render(scopeWhere(rooms, { tenantId: 4, areaIds: [9] }, { community: rooms.areaId }))).toEqual({
      sql: '("com_room"."tenant_id" = $1 and "com_room"."del_flag" = $2 and "com_room"."area_id" = ANY($3::bigint[]))',
      params: [4, 0, '{9}'],
    });
    expect(render(scopeWhere(rooms, { tenantId: 4, areaIds: null }, { community: rooms.areaId })).params).toEqual([4, 0]);
  });
});
