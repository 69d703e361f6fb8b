import type { TenantAdminQuery, TenantAdminRow, TenantCreate, TenantUpdate } from '@zhwy/contracts';
import { TenantCreate as TenantCreateSchema, TenantUpdate as TenantUpdateSchema } from '@zhwy/contracts';
import type pg from 'pg';
import { hashPassword, randomKey } from '../../platform/crypto.ts';
import { fieldErrors, notFound, validationFailed } from '../../platform/errors.ts';
import type { ServerModule } from '../../platform/module.ts';
import { syncTenantModules } from '../../platform/module-sync.ts';
import { insertTenant } from './provision.ts';
import { pgScope } from '../../platform/scope-sql.ts';

/**
 * The platform operator's tenant management, shared by the screen's routes (admin-routes.ts) and the command
 * (src/tenant-cli.ts): list, create (with the first administrator and every module's menus and dictionaries),
 * edit/renew, disable/enable. Inputs are validated here with the contract's schemas, so both callers refuse alike.
 */

type Db = pg.Pool | pg.PoolClient;

// Expiry dates are days in China Standard Time: a tenant "expiring 2027-12-31" is served until that day ends there.
const CST = '+08:00';
/** `2027-12-31` → the instant the day ends in China Standard Time. */
export const endOfDay = (date: string): Date => new Date(new Date(`${date}T00:00:00${CST}`).getTime() + 86_400_000);

// The platform operator's list of tenants counts each tenant's users: a condition across tenants by design.
/* eslint-disable no-restricted-syntax */
const ROW_SQL = `
SELECT t.id, t.code, t.platform_name AS "platformName", t.tenant_id_str AS "tenantIdStr", t.icp_number AS "icpNumber",
  t.double_factor_login AS "doubleFactorLogin", t.captcha_type AS "captchaType", t.status,
  to_char((t.expire_at - interval '1 second') AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS "expireAt",
  CASE WHEN t.expire_at IS NULL THEN NULL
       ELSE floor(extract(epoch FROM t.expire_at - now()) / 86400)::int END AS "daysLeft",
  (SELECT count(*)::int FROM sys_user u WHERE u.tenant_id = t.id AND u.del_flag = 0) AS "userCount",
  to_char(t.create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') AS "createTime"
FROM tenant t`;
/* eslint-enable no-restricted-syntax */

const withOperator = (operatorTenant: string) => (row: Omit<TenantAdminRow, 'operator'>): TenantAdminRow => ({ ...row, operator: row.code === operatorTenant });

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of tenants, newest first, filtered by code and platform name (contains); counted and paged in SQL. */
export const listTenants = async (db: Db, operatorTenant: string, query: TenantAdminQuery): Promise<{ data: TenantAdminRow[]; recordsTotal: number }> => {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.code) where.push(`t.code ILIKE $${params.push(`%${escapeLike(query.code)}%`)}`);
  if (query.platformName) where.push(`t.platform_name ILIKE $${params.push(`%${escapeLike(query.platformName)}%`)}`);
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM tenant t ${filter}`, params);
  const rows = await db.query<Omit<TenantAdminRow, 'operator'>>(
    `${ROW_SQL} ${filter} ORDER BY t.id DESC LIMIT $${params.push(query.size)} OFFSET $${params.push((query.page - 1) * query.size)}`,
    params,
  );
  return { data: rows.rows.map(withOperator(operatorTenant)), recordsTotal: total.rows[0].n };
};

export const tenantRow = async (db: Db, operatorTenant: string, id: number): Promise<TenantAdminRow> => {
  const { rows } = await db.query<Omit<TenantAdminRow, 'operator'>>(`${ROW_SQL} WHERE t.id = $1`, [id]);
  if (!rows[0]) throw notFound('租户不存在');
  return withOperator(operatorTenant)(rows[0]);
};

export const tenantIdByCode = async (db: Db, code: string): Promise<number> => {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM tenant WHERE code = $1', [code]);
  if (!rows[0]) throw notFound(`租户 ${code} 不存在`);
  return rows[0].id;
};

/** zod's verdict as the API's 422 field map (the command's input; the routes' bodies were checked the same way already). */
const parsed = <T>(result: { success: true; data: T } | { success: false; error: { issues: unknown[] } }, input: unknown): T => {
  if (result.success) return result.data;
  throw validationFailed(fieldErrors(result.error.issues as Parameters<typeof fieldErrors>[0], undefined, input));
};

export type CreateContext = {
  modules: readonly ServerModule[];
  operatorTenant: string;
  /** SMS codes can be sent (two-factor login can be turned on). */
  smsAvailable: boolean;
};

/**
 * Creates a tenant, its two built-in roles, its first administrator (an initial password generated here, answered
 * once, stored hashed; the administrator must change it at first login) and every module's menus, buttons and
 * dictionaries, all in the caller's transaction. Refuses a taken code or a two-factor login nobody could pass.
 */
export const createTenant = async (client: pg.PoolClient, ctx: CreateContext, input: TenantCreate) => {
  const body = parsed(TenantCreateSchema.safeParse(input), input);
  if (body.doubleFactorLogin) {
    if (!ctx.smsAvailable) throw validationFailed({ doubleFactorLogin: 'smsNotConfigured' }, 'smsNotConfigured');
    if (!body.adminMobile) throw validationFailed({ adminMobile: 'required' });
  }
  // The unique index decides under concurrency; this read gives the usual answer a field name first.
  const taken = await client.query('SELECT 1 FROM tenant WHERE code = $1', [body.code]);
  if (taken.rowCount) throw validationFailed({ code: 'taken' }, 'taken');
  const password = `Zw${randomKey(10)}#1`;
  let tenantId: number;
  try {
    await client.query('SAVEPOINT tenant_insert');
    tenantId = await insertTenant(
      client,
      { ...body, expireAt: body.expireAt ? endOfDay(body.expireAt) : null },
      [{ username: body.adminUsername, familyName: '系统', name: '管理员', role: 'admin' }],
      await hashPassword(password),
    );
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    await client.query('ROLLBACK TO SAVEPOINT tenant_insert');
    throw validationFailed({ code: 'taken' }, 'taken');
  }
  if (body.adminMobile) await client.query(`UPDATE sys_user SET mobile = $2 WHERE ${pgScope(null, 1, { live: false })}`, [tenantId, body.adminMobile]);
  await syncTenantModules(client, ctx.modules, tenantId, body.code === ctx.operatorTenant);
  return { tenant: await tenantRow(client, ctx.operatorTenant, tenantId), username: body.adminUsername, password };
};

/** Edit and renew: the platform name, expiry date, ICP number, two-factor login and captcha (any of them). */
export const updateTenant = async (client: pg.PoolClient, ctx: Omit<CreateContext, 'modules'>, id: number, input: TenantUpdate) => {
  const change = parsed(TenantUpdateSchema.safeParse(input), input);
  const { rows } = await client.query<{ double_factor_login: boolean }>('SELECT double_factor_login FROM tenant WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0]) throw notFound('租户不存在');
  if (change.doubleFactorLogin && !rows[0].double_factor_login && !ctx.smsAvailable) {
    throw validationFailed({ doubleFactorLogin: 'smsNotConfigured' }, 'smsNotConfigured');
  }
  const columns: Record<string, unknown> = {
    platform_name: change.platformName,
    expire_at: change.expireAt === undefined ? undefined : change.expireAt === null ? null : endOfDay(change.expireAt),
    icp_number: change.icpNumber,
    double_factor_login: change.doubleFactorLogin,
    captcha_type: change.captchaType,
  };
  const set = Object.entries(columns).filter(([, v]) => v !== undefined);
  if (set.length > 0) {
    await client.query(
      `UPDATE tenant SET ${set.map(([c], i) => `${c} = $${i + 2}`).join(', ')}, update_time = now() WHERE id = $1`,
      [id, ...set.map(([, v]) => v)],
    );
  }
  return tenantRow(client, ctx.operatorTenant, id);
};

/**
 * Disables (1) or re-enables (0) a tenant. A disabled tenant's login page shows the tenant notice and its sessions
 * end at once (the session check reads sys_session on every request, on every instance). The operator's own tenant
 * cannot be disabled: no one could enable it again.
 */
export const setTenantStatus = async (client: pg.PoolClient, operatorTenant: string, id: number, status: 0 | 1) => {
  const { rows } = await client.query<{ code: string }>('SELECT code FROM tenant WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0]) throw notFound('租户不存在');
  if (status === 1 && rows[0].code === operatorTenant) throw validationFailed({ status: 'tenantOperatorSelf' }, 'tenantOperatorSelf');
  await client.query('UPDATE tenant SET status = $2, update_time = now() WHERE id = $1', [id, status]);
  if (status === 1) await client.query(`UPDATE sys_session SET revoked_at = now() WHERE ${pgScope(null, 1, { live: false })} AND revoked_at IS NULL`, [id]);
  return tenantRow(client, operatorTenant, id);
};
