import { SysUser, maskValue, readsInClear } from '@zhwy/contracts';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { pgScope, sqlScope } from '../../platform/scope-sql.ts';

/**
 * Who of the staff a caller sees (issue 20): an administrator (the built-in administrator role, whose data scope is
 * the whole tenant) everyone; anyone else their peers, the users sharing at least one community with them, and
 * themselves. The user list and detail, the logs and the online users follow it.
 */
export const seesAllStaff = (request: FastifyRequest): boolean => request.user!.isAdmin;

/** A value bound into a statement: a placeholder of a prepared list, or the value itself. */
type Bound = number | string | Placeholder;

/** The caller's communities as a PostgreSQL array literal (drizzle would spread a JS array into a list). */
export const areasLiteral = (request: FastifyRequest): string => `{${(request.user!.areaIds ?? []).join(',')}}`;

/** The ids of the caller's peers and the caller, as a subquery (`areas` a bigint[] literal). */
export const peerIds = (tenantId: number | Placeholder, areas: Bound, callerId: Bound): SQL =>
  sql`(SELECT ua.user_id FROM sys_user_area ua WHERE ${sqlScope('ua', { tenantId }, { live: false })} AND ua.area_id = ANY(${areas}::bigint[]) UNION SELECT ${callerId}::bigint)`;

/** The same as raw SQL text over numbered parameters (`$1`…), for the hand-written queries. */
export const peerIdsText = (tenantParam: `$${number}`, areasParam: string, callerParam: string): string =>
  `(SELECT ua.user_id FROM sys_user_area ua WHERE ${pgScope('ua', tenantParam, { live: false })} AND ua.area_id = ANY(${areasParam}::bigint[]) UNION SELECT ${callerParam}::bigint)`;

/** The placeholders a list limit built on peerIds binds, and their values for one request (see ReadLimit). */
export const PEER_PLACEHOLDERS = { areas: sql.placeholder('peerAreas'), callerId: sql.placeholder('peerCaller') };
export const peerValues = (request: FastifyRequest) => ({ peerAreas: areasLiteral(request), peerCaller: request.user!.userId });

/** Staff mobiles and e-mails are read in clear by the user editors only (who must see what they edit: SysUser's `unmask`). */
export const readsStaffContactsInClear = (request: FastifyRequest): boolean => readsInClear(SysUser, request.user!.permissions);

/** A staff row (detail, option, member) with its mobile and e-mail masked for a caller who may not read them in clear. */
export const staffContactsFor = <T extends { mobile?: string | null; email?: string | null }>(request: FastifyRequest, row: T): T => {
  if (readsStaffContactsInClear(request)) return row;
  const masked = { ...row };
  if (masked.mobile) masked.mobile = maskValue('mobile', masked.mobile);
  if (masked.email) masked.email = maskValue('email', masked.email);
  return masked;
};

/** Whether the caller sees this user (a peer, themselves, or anyone for an administrator). */
export const seesUser = async (client: Pick<pg.Pool, 'query'>, request: FastifyRequest, userId: number): Promise<boolean> => {
  if (seesAllStaff(request)) return true;
  const { rows } = await client.query(`SELECT 1 WHERE $4::bigint IN ${peerIdsText('$1', '$2', '$3')}`, [request.user!.tenantId, areasLiteral(request), request.user!.userId, userId]);
  return rows.length > 0;
};
