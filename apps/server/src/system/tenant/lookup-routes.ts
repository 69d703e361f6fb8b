import { ERROR_CODES, TenantLookup, envelope } from '@zhwy/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import { aesEncrypt } from '../../platform/crypto.ts';
import { type TenantRow, tenant } from '../../platform/db/schema.ts';
import { messageIn } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { isServable } from '../../platform/tenant.ts';

/** What a look-up may tell about a tenant: what its own login page shows anyone (no settings, dates or switches). */
export const lookupOf = (row: TenantRow): TenantLookup => ({ id: row.tenantIdStr, tenantIdStr: row.tenantIdStr, code: row.code, platformName: row.platformName });

/**
 * The tenant look-ups of spec §7 that the city entry's client makes, answered from the tenant table. Public, as the
 * login page calls them before anyone is logged in; they reveal nothing the tenant's own host does not show on its
 * login page. An unknown or disabled tenant gets the same `{code: 1001}` answer (no hint which of the two).
 */
export const registerTenantLookupRoutes = (app: FastifyInstance, { database, passwordKey }: AppDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['system'];
  const { db } = database;
  const servable = async (column: typeof tenant.code | typeof tenant.tenantIdStr, value: string) => {
    const [row] = await db.select().from(tenant).where(eq(column, value)).limit(1);
    return isServable(row ?? null) ? row : null;
  };
  const unknown = (acceptLanguage: string | undefined, name: string) => ({ code: ERROR_CODES.tenantUnavailable, msg: messageIn(acceptLanguage, 'tenantUnknown', { code: name }), data: null });
  const text = (max: number) => z.string().trim().min(1).max(max);

  r.get('/yypt/api/oms/tenant/domain/:domain', {
    schema: {
      tags,
      summary: 'The tenant a second-level domain (host label) names',
      params: z.object({ domain: text(63) }),
      response: { 200: envelope(TenantLookup.nullable()) },
    },
    config: { access: 'public' },
    handler: async (request) => {
      const row = await servable(tenant.code, request.params.domain.toLowerCase());
      return row ? ok(lookupOf(row)) : unknown(request.headers['accept-language'], request.params.domain);
    },
  });

  r.get('/yypt/api/oms/region/findIdBytenantId/:id', {
    schema: {
      tags,
      summary: "The region id of a tenant (by tenantIdStr): each tenant is its own region here, so its tenantIdStr",
      params: z.object({ id: text(64) }),
      response: { 200: envelope(z.string().nullable()) },
    },
    config: { access: 'public' },
    handler: async (request) => {
      const row = await servable(tenant.tenantIdStr, request.params.id);
      return row ? ok(row.tenantIdStr) : unknown(request.headers['accept-language'], request.params.id);
    },
  });

  r.get('/zhsq/api/cscpTenant/detail', {
    schema: {
      tags,
      summary: "The host's tenant; data is base64(AES-128-ECB(JSON of TenantDetail)) under the tenant info's passwordKey",
      response: { 200: envelope(z.string().nullable()) },
    },
    config: { access: 'public' },
    handler: async (request) => {
      const row = request.tenant;
      if (!isServable(row)) return unknown(request.headers['accept-language'], (request.headers.host ?? '').split('.')[0]);
      // The spec's obfuscation with the transport key every login page is given: nothing in it may be secret.
      const detail = { ...lookupOf(row), icpNumber: row.icpNumber, securityNumber: row.securityNumber };
      return ok(aesEncrypt(JSON.stringify(detail), passwordKey));
    },
  });
};
