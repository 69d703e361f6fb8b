import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { EntityTable, ReadLimit } from '../../platform/crud.ts';
import { PEER_PLACEHOLDERS, peerIds, peerValues, seesAllStaff } from '../user/peers.ts';
import { sqlScope } from '../../platform/scope-sql.ts';

/**
 * The keys under which logged parameters name communities: every entity's community field (`scope.field`: areaId,
 * communityId, a banner's `community` list) and a user's `areaIds`. scope.test.ts checks the entities against it.
 */
export const COMMUNITY_KEYS = ['areaId', 'areaIds', 'communityId', 'community'] as const;

const keys = COMMUNITY_KEYS.join('|');
// A key with a number (or a list of them, quoted or not) as its value; the parameters are JSON as JSON.stringify writes it.
const NAMES_ONE = `"(${keys})":\\[?"?[0-9]`;
const CAPTURE = `"(?:${keys})":\\[?"?([0-9][0-9,"]*)`;
const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'`);

/**
 * Where the logged parameters name communities, one of them must be the caller's: rows of a community the caller
 * does not serve stay hidden even when a peer wrote them. `areas` is a bigint[] literal.
 */
export const namesOnlyCommunitiesOf = (params: AnyPgColumn, areas: string | Placeholder): SQL =>
  sql`(${params} IS NULL OR ${params} !~ ${literal(NAMES_ONE)} OR EXISTS (
    SELECT 1 FROM regexp_matches(${params}, ${literal(CAPTURE)}, 'g') AS m(v), unnest(string_to_array(replace(m.v[1], '"', ''), ',')) AS a(id)
    WHERE a.id ~ '^[0-9]{1,18}$' AND a.id::bigint = ANY(${areas}::bigint[])))`;

/** Operation-log rows a caller who is not an administrator reads: a peer's (or their own), naming none but their communities. */
const operationRows = (table: EntityTable, tenantId: number | Placeholder, areas: string | Placeholder, callerId: number | Placeholder): SQL =>
  sql`${table.userId} IN ${peerIds(tenantId, areas, callerId)} AND ${namesOnlyCommunitiesOf(table.params, areas)}`;

/** Login-log rows such a caller reads: logins (and failures) under the account names of their live peers and their own. */
const loginRows = (table: EntityTable, tenantId: number | Placeholder, areas: string | Placeholder, callerId: number | Placeholder): SQL =>
  sql`${table.userName} IN (SELECT u.username FROM sys_user u WHERE ${sqlScope('u', { tenantId })} AND u.id IN ${peerIds(tenantId, areas, callerId)})`;

const TENANT = sql.placeholder('tenantId');

/** The list and export limit of each log: none for administrators. */
export const operationLogLimit = (request: FastifyRequest): ReadLimit | null =>
  seesAllStaff(request) ? null : { name: 'operation-log-peers', where: (t) => operationRows(t, TENANT, PEER_PLACEHOLDERS.areas, PEER_PLACEHOLDERS.callerId), values: peerValues(request) };
export const loginLogLimit = (request: FastifyRequest): ReadLimit | null =>
  seesAllStaff(request) ? null : { name: 'login-log-peers', where: (t) => loginRows(t, TENANT, PEER_PLACEHOLDERS.areas, PEER_PLACEHOLDERS.callerId), values: peerValues(request) };

/** One operation-log row's condition for the caller, with values bound (the unmask of one row); null for administrators. */
export const operationRowVisible = (request: FastifyRequest, table: EntityTable): SQL | null => {
  if (seesAllStaff(request)) return null;
  const { peerAreas, peerCaller } = peerValues(request);
  return operationRows(table, request.user!.tenantId, peerAreas, peerCaller);
};
