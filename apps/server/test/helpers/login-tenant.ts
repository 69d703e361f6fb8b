import { hashPassword } from '../../src/platform/crypto.ts';
import type { TestApp } from './app.ts';

export type TenantSettings = { casBaseUrl?: string; specialLoginEnabled?: boolean; doubleFactorLogin?: boolean; captchaType?: string };
export type TestAccount = { username: string; password?: string; status?: number; admin?: boolean; areaIds?: number[] };

/**
 * A tenant of its own with the given login settings and accounts (a new tenant per test group: the server caches
 * tenant rows for a few seconds, so changing a tenant it has served would not be seen at once). Answers its host
 * and the accounts' ids. An `admin` account holds the built-in administrator role (the whole tenant as data scope).
 */
export const addLoginTenant = async (t: TestApp, code: string, settings: TenantSettings, accounts: TestAccount[]) => {
  const [{ id: tenantId }] = await t.sql<{ id: number }>(
    `INSERT INTO tenant (code, platform_name, tenant_id_str, cas_base_url, special_login_enabled, double_factor_login, captcha_type, expire_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() + interval '100 days') RETURNING id`,
    [code, `${code} 物业`, `T-${code.toUpperCase()}`, settings.casBaseUrl ?? '', settings.specialLoginEnabled ?? false, settings.doubleFactorLogin ?? false, settings.captchaType ?? 'off'],
  );
  const [{ id: adminRole }] = await t.sql<{ id: number }>(
    "INSERT INTO sys_role (tenant_id, name, role_extent, builtin_admin) VALUES ($1, '系统管理员', '', true) RETURNING id",
    [tenantId],
  );
  const ids: Record<string, number> = {};
  for (const account of accounts) {
    const hash = await hashPassword(account.password ?? 'Unused#Pass2026');
    const [{ id }] = await t.sql<{ id: number }>(
      `INSERT INTO sys_user (tenant_id, username, password_hash, status, family_name, name) VALUES ($1, $2, $3, $4, '测', '试') RETURNING id`,
      [tenantId, account.username, hash, account.status ?? 0],
    );
    ids[account.username] = id;
    if (account.admin) await t.sql('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenantId, id, adminRole]);
    for (const areaId of account.areaIds ?? []) await t.sql('INSERT INTO sys_user_area (tenant_id, user_id, area_id) VALUES ($1, $2, $3)', [tenantId, id, areaId]);
  }
  return { host: `${code}.localhost`, tenantId, ids };
};
