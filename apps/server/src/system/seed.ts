import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import { hashPassword, randomKey } from '../platform/crypto.ts';
import { withTransaction } from '../platform/db/transaction.ts';
import { seedDemoDepartmentsAndPosts } from './department/seed.ts';
import { READONLY_ROLE_NAME } from '../platform/module-sync.ts';

/** Tenants created on first start; DEFAULT_TENANT is added when it is not one of them. */
export const TENANT_SEEDS = [
  { code: 'demo', platformName: '智慧物业管理平台（演示）', tenantIdStr: 'T-DEMO-0001', icpNumber: '京ICP备12345678号-1', securityNumber: '京公网安备11010502000001号', expireDays: 365 },
  { code: 'second', platformName: '阳光物业服务平台', tenantIdStr: 'T-SUN-0002', icpNumber: '粤ICP备87654321号-2', securityNumber: '', expireDays: 20 },
] as const;

type TenantSeed = { code: string; platformName: string; tenantIdStr: string; icpNumber: string; securityNumber: string; expireDays: number };

export const SEEDED_ACCOUNTS = [
  { username: 'admin', familyName: '系统', name: '管理员', role: 'admin' },
  { username: 'staff', familyName: '只读', name: '员工', role: 'readonly' },
] as const;

/**
 * Creates one tenant with its two roles and the two seeded accounts. Its menus, buttons and dictionaries come
 * from the start's sync (platform/module-sync.ts), which runs right after and grants `readOnly` items to the
 * read-only role.
 */
const seedTenant = async (client: pg.PoolClient, seed: TenantSeed, passwordHash: string) => {
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO tenant (code, platform_name, tenant_id_str, icp_number, security_number, expire_at)
     VALUES ($1, $2, $3, $4, $5, now() + $6 * interval '1 day') RETURNING id`,
    [seed.code, seed.platformName, seed.tenantIdStr, seed.icpNumber, seed.securityNumber, seed.expireDays],
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
  for (const account of SEEDED_ACCOUNTS) {
    const user = await client.query<{ id: number }>(
      `INSERT INTO sys_user (tenant_id, username, password_hash, password_initial, family_name, name)
       VALUES ($1, $2, $3, true, $4, $5) RETURNING id`,
      [tenantId, account.username, passwordHash, account.familyName, account.name],
    );
    await client.query('INSERT INTO sys_user_role (tenant_id, user_id, role_id) VALUES ($1, $2, $3)', [tenantId, user.rows[0].id, roles[account.role]]);
  }
};

/**
 * On first start (no tenants yet) creates the demo tenants. Seeded accounts get ADMIN_PASSWORD, or a generated
 * password that is printed once and written to DATA_DIR/initial-password.txt; either way they must change it at
 * first login. Answers the start banner's lines about the accounts.
 */
export const seedTenants = async (pool: pg.Pool, config: Config): Promise<{ banner: string[] }> => {
  const banner = [`  accounts: ${SEEDED_ACCOUNTS.map((a) => a.username).join(', ')} in every tenant (change the password at first login)`];
  const { rows } = await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM tenant');
  if (rows[0].n > 0) return { banner };
  const initialPassword = config.adminPassword ?? `Zw${randomKey(10)}#1`;
  const passwordHash = await hashPassword(initialPassword);
  const seeds: TenantSeed[] = [...TENANT_SEEDS];
  if (!seeds.some((s) => s.code === config.defaultTenant)) {
    seeds.unshift({ code: config.defaultTenant, platformName: '智慧物业管理平台', tenantIdStr: `T-${config.defaultTenant.toUpperCase()}`, icpNumber: '', securityNumber: '', expireDays: 365 });
  }
  await withTransaction(pool, async (client) => {
    for (const seed of seeds) await seedTenant(client, seed, passwordHash);
    await seedDemoDepartmentsAndPosts(client);
  });
  if (config.adminPassword) return { banner: [...banner, '  initial password: the value of ADMIN_PASSWORD'] };
  const file = path.join(config.dataDir, 'initial-password.txt');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${initialPassword}\n`, { mode: 0o600 });
  return { banner: [...banner, `  initial password (generated, ADMIN_PASSWORD unset): ${initialPassword}  (also in ${file})`] };
};
