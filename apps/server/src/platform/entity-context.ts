import type { EntityDef } from '@zhwy/contracts';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyRequest } from 'fastify';
import type { Database, Db } from './db/client.ts';
import { withTransaction } from './db/transaction.ts';
import { mutate } from './mutation.ts';
import type { Scope } from './scope.ts';

/** Who makes a call: the user, the tenant, their permission codes and their communities (null: the whole tenant). */
export type Caller = {
  userId: number;
  tenantId: number;
  permissions: ReadonlySet<string>;
  areaIds: readonly number[] | null;
};

/**
 * One call of an entity service. Built from a request (`callOf`) by the framework's routes and by a module's own
 * routes, or given explicitly by a module acting on its own account (a job, another entity's rule):
 * - `request`: the call's request, when it has one: the operation-log row its write's transaction carries, the
 *   reader's language of import errors, and the counter of masked look-ups (search by mask applies to it only);
 * - `tx`: run inside this transaction instead of opening one (the caller's write and this one land together; the
 *   caller's transaction writes its own log row).
 */
export type EntityCall = {
  database: Database;
  caller: Caller;
  request?: FastifyRequest;
  tx?: Db;
  /** Reads personal data in clear: only for a route that checked the entity's `unmask` code (and logs the read). */
  unmasked?: boolean;
};

/** The caller of a request (signed in: every route that reaches a service is). */
export const callerOf = (request: FastifyRequest): Caller => {
  const { userId, tenantId, permissions, areaIds } = request.user!;
  return { userId, tenantId, permissions, areaIds };
};

/** A service call on behalf of a request, optionally inside a transaction the route already holds. */
export const callOf = (request: FastifyRequest, database: Database, tx?: Db): EntityCall => ({ database, caller: callerOf(request), request, tx });

export const scopeOfCaller = ({ tenantId, areaIds }: Caller): Scope => ({ tenantId, areaIds });

/**
 * What every hook receives: the write's transaction, the caller, the tenant and the caller's scope, the entity, and
 * the request where the call has one. `current` is the stored row an update or delete acts on, locked FOR UPDATE
 * (absent on create and import); `importing` marks the rows of an import. `callIn(ctx)` makes another entity's
 * service call part of the same write.
 */
export type HookContext<Row = Record<string, unknown>> = {
  tx: Db;
  database: Database;
  caller: Caller;
  tenantId: number;
  scope: Scope;
  entity: EntityDef;
  request?: FastifyRequest;
  current?: Row;
  importing?: boolean;
  /**
   * On an update that is a transition (an audit step, a publish), the move being made: its action and field. Rules
   * of an edit (which fields may change, in which state) do not apply to it; the transition's `from` and its
   * `onTransition` judge it, and the platform records it in the history.
   */
  transition?: { action: string; field: string };
};

/** A service call inside a hook's write: the same caller, request and transaction (`residents.create(callIn(ctx), …)`). */
export const callIn = ({ database, caller, request, tx }: HookContext<unknown>): EntityCall => ({ database, caller, request, tx });

/** A hook context whose row is there (update, delete, transition). */
export type RowContext<Row = Record<string, unknown>> = HookContext<Row> & { current: Row };

/**
 * Runs a write: in the call's transaction when it has one, else in a new one (with the request's operation-log row
 * when there is a request).
 */
export const inTransaction = <T>(call: EntityCall, fn: (tx: Db) => Promise<T>): Promise<T> => {
  if (call.tx) return fn(call.tx);
  if (call.request) return mutate(call.database, call.request, (tx) => fn(tx));
  return withTransaction(call.database.pool, (client) => fn(drizzle({ client })));
};

/**
 * What most rules read of their context: the transaction, the tenant and, on update or delete, the locked row. A rule
 * declared over it serves as a hook and can be called by a module's own write with just these.
 */
export type RuleContext<Row = Record<string, unknown>> = Pick<HookContext<Row>, 'tx' | 'tenantId' | 'current'>;
/** The same for a delete rule, whose row is always there. */
export type DeleteRuleContext<Row = Record<string, unknown>> = RuleContext<Row> & { current: Row };
