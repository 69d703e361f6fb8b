import type { FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

/** What a query of the caller may see: the tenant, and the communities of their data scope (null: all of them). */
export type Scope = { tenantId: number; areaIds: readonly number[] | null };

/** The caller's scope, for custom (non-CRUD) routes: the same rule as the framework's, never written by hand. */
export const scoped = (request: FastifyRequest): Scope => ({ tenantId: request.user!.tenantId, areaIds: request.user!.areaIds });

/** The ids a ref (one id) or refs (comma list) value names. */
export const idsIn = (value: unknown): number[] =>
  value === null || value === undefined || value === '' ? [] : [...new Set(String(value).split(',').map(Number))];

/** Refuses (403) a write naming a community outside the caller's scope. */
export const assertInScope = (scope: Scope, value: unknown) => {
  if (scope.areaIds === null) return;
  const allowed = new Set(scope.areaIds);
  if (idsIn(value).some((id) => !allowed.has(id))) throw forbidden('outOfScope');
};
