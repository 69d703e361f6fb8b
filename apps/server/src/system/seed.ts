import { DICTIONARY_SEEDS } from '@zhwy/contracts';
import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import { hashPassword, randomKey } from '../platform/crypto.ts';
import { withTransaction } from '../platform/db/transaction.ts';
import { MENU_SEEDS, type MenuSeed, TENANT_SEEDS } from './seed-data.ts';

export type SeedResult = { createdTenants: string[]; initialPassword: string | null };

export const SEEDED_ACCOUNTS = [
  { username: 'admin', familyName: '系统', name: '管理员', role: 'admin' },
  { username: 'staff', familyName: '只读', name: '员工', role: 'readonly' },
] as const;

const insertMenus = async (client: pg.PoolClient, tenantId: number, items: MenuSeed[], parentId: number, readOnlyIds: number[]) => {
  for (const [index, item] of items.entries()) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO sys_menu (tenant_id, parent_id, name, title, icon, url, type, component, orderby, permission_code)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [tenantId, parentId, item.name, item.title, item.icon ?? null, item.url ?? null, item.type, item.component ?? null, index + 1, item.permissionCode ?? null],
    );
    if (item.readOnly) readOnlyIds.push(rows[0].id);
    if (item.children) await insertMenus(client, tenantId, item.children, rows[0].id, readOnlyIds);
  }
};

/** Creates one tenant with its menus, roles, the two seeded accounts and the spec's dictionaries. */
const seedTenant = async (client: pg.PoolClient, seed: (typeof TENANT_SEEDS)[number] | { code: string; platformName: string; tenantIdStr: string; icpNumber: string; securityNumber: string; expireDays: number }, passwordHash: string) => {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO tenant (code, platform_name, tenant_id_str, icp_number, security_number, expire_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 day') RETURNING id`,
    [seed.code, seed.platformName, seed.tenantIdStr, seed.icpNumber, seed.securityNumber, seed.expireDays],
  );
  const tenantId = rows[0].id;
  const readOnlyIds: number[] = [];
  await insertMenus(client, tenantId, MENU_SEEDS, 0, readOnlyIds);

  const role = async (name: string, extent: string, builtinAdmin: boolean) =>
    (
      await client.query<{ id: number }>(
        'INSERT INTO sys_role (tenant_id, name, role_extent, builtin_admin) VALUES ($1, $2, $3, $4) RETURNING id',
        [tenantId, name, extent, builtinAdmin],
      )
    ).rows[0].id;
  const roles = { admin: await role('系统管理员', '拥有本租户全部菜单与按钮', true), readonly: await role('只读员工', '只能查看，不能新增、修改、删除', false) };
  for (const menuId of readOnlyIds) {
    await client.query('INSERT INTO sys_role_menu (tenant_id, role_id, menu_id) VALUES ($1, $2, $3)', [tenantId, roles.readonly, menuId]);
  }
  for (const account of SEEDED_ACCOUNTS) {
    const user = await client.query<{ id: number }>(
      `INSERT INTO sys_user (tenant_id, username, password_hash, password_initial, family_name, name)
       VALUES ($1, $2, $3, true, $4, $5) RETURNING id`,
      [tenantId, account.username, passwordHash, account.familyName, account.name],
    );
    await client.query('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenantId, user.rows[0].id, roles[account.role]]);
  }
  for (const dict of DICTIONARY_SEEDS) {
    await client.query('INSERT INTO sys_dict (tenant_id, dict_code, dict_name) VALUES ($1, $2, $3)', [tenantId, dict.dictCode, dict.dictName]);
    for (const [index, item] of dict.items.entries()) {
      await client.query('INSERT INTO sys_dict_item (tenant_id, dict_code, value, label, sort) VALUES ($1, $2, $3, $4, $5)', [
        tenantId, dict.dictCode, item.value, item.label, index + 1,
      ]);
    }
  }
};

/**
 * On first start (no tenants yet) creates the demo tenants. Seeded accounts get ADMIN_PASSWORD, or a
 * generated password that is printed once; either way they must change it at first login.
 */
export const seedIfEmpty = async (pool: pg.Pool, config: Config): Promise<SeedResult> => {
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM tenant');
  if (rows[0].n > 0) return { createdTenants: [], initialPassword: null };
  const initialPassword = config.adminPassword ?? `Zw${randomKey(10)}#1`;
  const passwordHash = await hashPassword(initialPassword);
  const seeds: Parameters<typeof seedTenant>[1][] = [...TENANT_SEEDS];
  if (!seeds.some((s) => s.code === config.defaultTenant)) {
    seeds.unshift({ code: config.defaultTenant, platformName: '智慧物业管理平台', tenantIdStr: `T-${config.defaultTenant.toUpperCase()}`, icpNumber: '', securityNumber: '', expireDays: 365 });
  }
  await withTransaction(pool, async (client) => {
    for (const seed of seeds) await seedTenant(client, seed, passwordHash);
  });
  return { createdTenants: seeds.map((s) => s.code), initialPassword: config.adminPassword ? null : initialPassword };
};

/** The AES transport key: PASSWORD_AES_KEY, or one generated at first start and shared by every instance. */
export const resolvePasswordKey = async (pool: pg.Pool, configured?: string): Promise<string> => {
  if (configured) return configured;
  await pool.query(`INSERT INTO platform_setting (key, value) VALUES ('password_aes_key', $1) ON CONFLICT (key) DO NOTHING`, [randomKey(16)]);
  const { rows } = await pool.query<{ value: string }>(`SELECT value FROM platform_setting WHERE key = 'password_aes_key'`);
  return rows[0].value;
};
