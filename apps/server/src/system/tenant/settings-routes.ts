import { PERMISSIONS, TenantLoginSettingsUpdate, TenantLoginSettingsView, envelope } from '@zhwy/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { tenant, type TenantRow } from '../../platform/db/schema.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { sysUser } from '../schema.ts';
import { usableMobile } from '../sms/codes.ts';
import type { SmsProvider } from '../sms/provider.ts';

const PATH = '/zhwy/api/zhwy_admin/zhwyTenant/loginSettings';

/**
 * The current tenant's login settings (issue 11), for its administrator (system:tenant:settings): two-factor login,
 * captcha type, CAS base URL, special entries. A change is seen by the login page at once on this server (the
 * tenant cache is cleared) and within the cache's 5 s on others.
 */
export const registerTenantSettingsRoutes = (app: FastifyInstance, deps: ModuleDeps, sms: Pick<SmsProvider, 'available'>) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps.database;
  const tags = ['system'];

  const viewOf = (row: TenantRow): TenantLoginSettingsView => ({
    doubleFactorLogin: row.doubleFactorLogin,
    captchaType: row.captchaType as TenantLoginSettingsView['captchaType'],
    casBaseUrl: row.casBaseUrl,
    specialLoginEnabled: row.specialLoginEnabled,
    captchaServerEnabled: deps.config.captchaEnabled,
    smsAvailable: sms.available,
  });

  // Read from the table, not the request's cached tenant: the page shows what is stored.
  const current = async (tenantId: number) => {
    const [row] = await db.select().from(tenant).where(eq(tenant.id, tenantId)).limit(1);
    if (!row) throw notFound();
    return row;
  };

  r.get(PATH, {
    schema: { tags, summary: "The current tenant's login settings", response: { 200: envelope(TenantLoginSettingsView) } },
    config: { access: PERMISSIONS.tenant.settings },
    handler: async (request) => ok(viewOf(await current(request.user!.tenantId))),
  });

  r.put(PATH, {
    schema: {
      tags,
      summary: "Change the current tenant's login settings (any of them; unknown fields refused)",
      body: TenantLoginSettingsUpdate,
      response: { 200: envelope(TenantLoginSettingsView) },
    },
    config: { access: PERMISSIONS.tenant.settings, operation: '修改租户登录设置', operationKey: { key: 'editTenantSettings' } },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      const change = request.body;
      const row = await mutate(deps.database, request, async (tx) => {
        const [before] = await tx.select().from(tenant).where(eq(tenant.id, tenantId)).for('update');
        if (!before) throw notFound();
        if (change.doubleFactorLogin && !before.doubleFactorLogin) {
          // Turning it on must not lock everyone out: codes can be sent, and the one turning it on can receive one.
          if (!sms.available) throw validationFailed({ doubleFactorLogin: 'smsNotConfigured' }, 'smsNotConfigured');
          const [self] = await tx.select({ mobile: sysUser.mobile }).from(sysUser).where(eq(sysUser.id, userId)).limit(1);
          if (!usableMobile(self?.mobile)) throw validationFailed({ doubleFactorLogin: 'twoFactorNeedsPhone' }, 'twoFactorNeedsPhone');
        }
        if (Object.keys(change).length === 0) return before;
        const [after] = await tx.update(tenant).set({ ...change, updateTime: new Date(), updateBy: userId }).where(eq(tenant.id, tenantId)).returning();
        return after;
      });
      deps.tenants.clear();
      return ok(viewOf(row), '保存成功');
    },
  });
};
