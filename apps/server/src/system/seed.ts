import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import { hashPassword, randomKey } from '../platform/crypto.ts';
import { withTransaction } from '../platform/db/transaction.ts';
import { seedDemoDepartmentsAndPosts } from './department/seed.ts';
import { daysFromNow, insertTenant } from './tenant/provision.ts';

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
    for (const { expireDays, ...seed } of seeds) await insertTenant(client, { ...seed, expireAt: daysFromNow(expireDays) }, SEEDED_ACCOUNTS, passwordHash);
    await seedDemoDepartmentsAndPosts(client);
  });
  if (config.adminPassword) return { banner: [...banner, '  initial password: the value of ADMIN_PASSWORD'] };
  const file = path.join(config.dataDir, 'initial-password.txt');
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${initialPassword}\n`, { mode: 0o600 });
  return { banner: [...banner, `  initial password (generated, ADMIN_PASSWORD unset): ${initialPassword}  (also in ${file})`] };
};
