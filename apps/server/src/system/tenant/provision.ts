import type pg from 'pg';
import { READONLY_ROLE_NAME } from '../../platform/module-sync.ts';

/** A tenant's own columns as it is created (the first start's seed, the operator's screen and the command). */
export type TenantFields = {
  code: string;
  platformName: string;
  tenantIdStr: string;
  icpNumber?: string;
  securityNumber?: string;
  /** null: never expires. */
  expireAt: Date | null;
  doubleFactorLogin?: boolean;
  captchaType?: string;
};

/** An account created with the tenant; `role` is one of the two built-in roles. */
export type TenantAccount = { username: string; familyName: string; name: string; role: 'admin' | 'readonly' };

/**
 * Creates one tenant with its two built-in roles (系统管理员 with every menu, 只读员工) and its first accounts, all
 * holding `passwordHash` as an initial password (changed at first login). Runs in the caller's transaction; the
 * tenant's menus, buttons and dictionaries come from the module sync (platform/module-sync.ts), which grants the
 * `readOnly` items to the read-only role. Answers the tenant's id.
 */
export const insertTenant = async (client: pg.PoolClient, fields: TenantFields, accounts: readonly TenantAccount[], passwordHash: string): Promise<number> => {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO tenant (code, platform_name, tenant_id_str, icp_number, security_number, expire_at, double_factor_login, captcha_type)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      fields.code,
      fields.platformName,
      fields.tenantIdStr,
      fields.icpNumber ?? '',
      fields.securityNumber ?? '',
      fields.expireAt,
      fields.doubleFactorLogin ?? false,
      fields.captchaType ?? 'blockPuzzle',
    ],
  );
  const tenantId = rows[0].id;
  const role = async (name: string, extent: string, builtinAdmin: boolean) =>
    (
      await client.query<{ id: number }>(
        'INSERT INTO sys_role (tenant_id, name, role_extent, builtin_admin) VALUES ($1, $2, $3, $4) RETURNING id',
        [tenantId, name, extent, builtinAdmin],
      )
    ).rows[0].id;
  const roles = { admin: await role('系统管理员', '拥有本租户全部菜单与按钮', true), readonly: await role(READONLY_ROLE_NAME, '只能查看，不能新增、修改、删除', false) };
  for (const account of accounts) {
    const user = await client.query<{ id: number }>(
      `INSERT INTO sys_user (tenant_id, username, password_hash, password_initial, family_name, name)
       VALUES ($1, $2, $3, true, $4, $5) RETURNING id`,
      [tenantId, account.username, passwordHash, account.familyName, account.name],
    );
    await client.query('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenantId, user.rows[0].id, roles[account.role]]);
  }
  return tenantId;
};

/** `days` from now (the seed's expiry). */
export const daysFromNow = (days: number, now = Date.now()): Date => new Date(now + days * 86_400_000);
