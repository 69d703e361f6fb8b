import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from './db/client.ts';
import { tenant, type TenantRow } from './db/schema.ts';
import { routeOf } from './route-info.ts';

/** `demo.localhost:8080` → `demo`; a bare host name or an IP address → null (the default tenant). */
export const tenantCodeFromHost = (host: string | undefined): string | null => {
  const name = (host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '').toLowerCase();
  if (!name || /^[\d.]+$/.test(name) || name.includes(':')) return null;
  const labels = name.split('.');
  return labels.length > 1 ? labels[0] : null;
};

const CACHE_MS = 5_000;

/**
 * Resolves the tenant of each request from its Host header. Tenants change rarely, so they are cached
 * for a few seconds per process; a disabled tenant stops being served within that time.
 */
export const registerTenantResolution = (app: FastifyInstance, db: Db, defaultTenant: string) => {
  const cache = new Map<string, { row: TenantRow | null; at: number }>();
  /** The cached row (null: no such tenant), or undefined when it must be read. */
  const cached = (code: string): TenantRow | null | undefined => {
    const hit = cache.get(code);
    return hit && Date.now() - hit.at < CACHE_MS ? hit.row : undefined;
  };
  const lookup = async (code: string): Promise<TenantRow | null> => {
    const hit = cached(code);
    if (hit !== undefined) return hit;
    const [row] = await db.select().from(tenant).where(eq(tenant.code, code)).limit(1);
    cache.set(code, { row: row ?? null, at: Date.now() });
    return row ?? null;
  };
  app.decorateRequest('tenant', null);
  // A callback hook: nearly every request finds its tenant cached, and then needs no promise.
  app.addHook('onRequest', (request: FastifyRequest, _reply, done) => {
    if (routeOf(request).config.probe) return done();
    const code = tenantCodeFromHost(request.headers.host) ?? defaultTenant;
    const hit = cached(code);
    if (hit !== undefined) {
      request.tenant = hit;
      return done();
    }
    lookup(code).then((row) => {
      request.tenant = row;
      done();
    }, done);
  });
  return { clear: () => cache.clear() };
};

/** A tenant that exists, is enabled; expiry is reported by /api/validate and at login, not here. */
export const isServable = (row: TenantRow | null): row is TenantRow => row !== null && row.status === 0;

/** Past its expiry date: no new logins (passwordStatus 5) and no calls from the sessions still open. */
export const isExpired = (row: TenantRow, now = Date.now()): boolean => row.expireAt !== null && row.expireAt.getTime() <= now;
