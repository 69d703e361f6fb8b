import { type Placeholder, type SQL, and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

/**
 * Tenant, live-row and community conditions for queries the framework does not build (docs/architecture.md, "Scope in
 * one place"): module code writes them only through these helpers, never by hand (the lint rule refuses
 * `tenant_id = …`, `del_flag = 0` and `eq(t.tenantId, …)` outside the platform). Three spellings of one rule:
 * - `scopeWhere(table, scope)`: a drizzle condition on a table object;
 * - `sqlScope('r', scope)` / `sqlSameTenant('r', 'rr')`: fragments of a drizzle `sql` template;
 * - `pgScope('r', 1)`: text with positional parameters for `pool.query('…', [tenantId, …])`.
 */

/** Who is asking: the tenant (a value, or an SQL expression such as `t.id` in the platform's cross-tenant lists) and their communities (null: all). */
export type ScopeOf = { tenantId: number | SQL | Placeholder; areaIds?: readonly number[] | null };

export type ScopeOptions = {
  /** Only live rows (`del_flag = 0`); default true. False for tables without the column or when deleted rows count. */
  live?: boolean;
  /** The column naming the row's community (`area_id`, or `id` for the community table): limits to the scope's communities. */
  community?: string;
};

// Aliases and column names go into the text as written: only plain identifiers, never a value.
const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
const column = (alias: string | null, name: string): string => {
  for (const part of alias === null ? [name] : [alias, name]) {
    if (!IDENTIFIER.test(part)) throw new Error(`not an SQL identifier: ${part}`);
  }
  return alias === null ? name : `${alias}.${name}`;
};
const qualified = (alias: string | null, name: string) => {
  const dot = name.indexOf('.');
  return dot < 0 ? column(alias, name) : column(name.slice(0, dot), name.slice(dot + 1));
};

/** The communities as one bigint[] parameter ('{1,2}'): a single bound value whatever their number. */
const idArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(Number(id))).join(',')}}`;

/** `column` names one of the caller's communities (TRUE when their scope is all communities, none when it is empty). */
export const sqlCommunity = (columnName: string, areaIds: readonly number[] | null | undefined): SQL =>
  areaIds === null || areaIds === undefined ? sql`TRUE` : sql`${sql.raw(qualified(null, columnName))} = ANY(${idArray(areaIds)}::bigint[])`;

/**
 * `alias.tenant_id = $tenant AND alias.del_flag = 0 [AND alias.<community> = ANY($areas)]` as a drizzle `sql`
 * fragment (alias null: the bare column names).
 */
export const sqlScope = (alias: string | null, scope: ScopeOf, { live = true, community }: ScopeOptions = {}): SQL => {
  const parts = [sql`${sql.raw(column(alias, 'tenant_id'))} = ${scope.tenantId}`];
  if (live) parts.push(sql.raw(`${column(alias, 'del_flag')} = 0`));
  if (community !== undefined && scope.areaIds !== null && scope.areaIds !== undefined) parts.push(sqlCommunity(qualified(alias, community), scope.areaIds));
  return sql.join(parts, sql` AND `);
};

/** A joined row of the same tenant (and live unless `live: false`): `alias.tenant_id = other.tenant_id AND alias.del_flag = 0`. */
export const sameTenantText = (alias: string, other: string, { live = true }: { live?: boolean } = {}): string =>
  `${column(alias, 'tenant_id')} = ${column(other, 'tenant_id')}${live ? ` AND ${column(alias, 'del_flag')} = 0` : ''}`;

/** sameTenantText as a drizzle `sql` fragment. */
export const sqlSameTenant = (alias: string, other: string, options: { live?: boolean } = {}): SQL => sql.raw(sameTenantText(alias, other, options));

/** Only live rows of `alias` (a join whose tenant is already bound another way): `alias.del_flag = 0`. */
export const liveText = (alias: string | null): string => `${column(alias, 'del_flag')} = 0`;
export const sqlLive = (alias: string | null): SQL => sql.raw(liveText(alias));

/**
 * The same rule as text for `pool.query` with positional parameters: `tenant` is the parameter of the tenant id
 * (2 or '$2'); `community.param` the one of the communities (a bigint[] or null for all).
 * pgScope('u', 2) → `u.tenant_id = $2 AND u.del_flag = 0`.
 */
export const pgScope = (
  alias: string | null,
  tenant: number | `$${number}`,
  { live = true, community }: { live?: boolean; community?: { column: string; param: number } } = {},
): string => {
  const n = typeof tenant === 'number' ? tenant : Number(tenant.slice(1));
  if (!Number.isInteger(n) || n < 1) throw new Error(`not a parameter number: ${tenant}`);
  const parts = [`${column(alias, 'tenant_id')} = $${n}`];
  if (live) parts.push(liveText(alias));
  if (community) {
    const name = qualified(alias, community.column);
    parts.push(`($${community.param}::bigint[] IS NULL OR ${name} = ANY($${community.param}::bigint[]))`);
  }
  return parts.join(' AND ');
};

/**
 * The tenant and live-row condition on a drizzle table (and its community column, when given and the scope is not
 * all). Tables made from definitions type their columns by name only, so the columns are looked up, and a table
 * without `tenantId` is a programming error.
 */
export const scopeWhere = (
  table: PgTable,
  scope: { tenantId: number; areaIds?: readonly number[] | null },
  { live = true, community }: { live?: boolean; community?: AnyPgColumn } = {},
): SQL => {
  const columns = table as unknown as Record<string, AnyPgColumn | undefined>;
  if (!columns.tenantId) throw new Error('scopeWhere: the table has no tenantId column');
  const parts: SQL[] = [eq(columns.tenantId, scope.tenantId)];
  if (live && columns.delFlag) parts.push(eq(columns.delFlag, 0));
  if (community && scope.areaIds !== null && scope.areaIds !== undefined) parts.push(sql`${community} = ANY(${idArray(scope.areaIds)}::bigint[])`);
  return and(...parts)!;
};
