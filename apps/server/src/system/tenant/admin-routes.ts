import {
  PERMISSIONS,
  TenantAdminQuery,
  TenantAdminRow,
  TenantCreate,
  TenantCreated,
  TenantStatusChange,
  TenantUpdate,
  envelope,
  idSchema,
  pageSchema,
} from '@zhwy/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import type { SmsProvider } from '../sms/provider.ts';
import { createTenant, listTenants, setTenantStatus, tenantRow, updateTenant } from './admin-service.ts';

const BASE = '/zhwy/api/zhwy_admin/zhwyTenant';
const params = z.object({ id: idSchema });

/**
 * The platform operator's tenant management (issue 12): list, create, edit/renew, disable/enable. Only the operator
 * tenant (OPERATOR_TENANT) answers, whatever codes a caller elsewhere holds (its menu exists only there, see the
 * `operatorOnly` menu item); each route also needs its permission code. Changes clear the tenant cache.
 */
export const registerTenantAdminRoutes = (app: FastifyInstance, deps: ModuleDeps, sms: Pick<SmsProvider, 'available'>) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = deps.database;
  const { operatorTenant } = deps.config;
  const tags = ['system'];
  // After the access check (a route hook runs after the app's onRequest hooks), before the body is read.
  const onRequest = async (request: FastifyRequest) => {
    if (request.tenant?.code !== operatorTenant) throw forbidden('forbidden', 'operator tenant only');
  };
  const ctx = { modules: deps.modules, operatorTenant, smsAvailable: sms.available };

  r.get(`${BASE}/queryList`, {
    schema: { tags, summary: 'Tenants with expiry and user counts (operator only)', querystring: TenantAdminQuery, response: { 200: envelope(pageSchema(TenantAdminRow)) } },
    config: { access: PERMISSIONS.tenant.list },
    onRequest,
    handler: async (request) => ok(await listTenants(pool, operatorTenant, request.query)),
  });

  r.get(`${BASE}/:id`, {
    schema: { tags, summary: 'One tenant (operator only)', params, response: { 200: envelope(TenantAdminRow) } },
    config: { access: PERMISSIONS.tenant.list },
    onRequest,
    handler: async (request) => ok(await tenantRow(pool, operatorTenant, request.params.id)),
  });

  r.post(BASE, {
    schema: {
      tags,
      summary: 'Create a tenant with its roles, first administrator (initial password answered once) and every module’s menus and dictionaries',
      body: TenantCreate,
      response: { 200: envelope(TenantCreated) },
    },
    config: { access: PERMISSIONS.tenant.add, operation: '新增租户', operationKey: { key: 'createTenant' } },
    onRequest,
    handler: async (request) => {
      const created = await mutate(deps.database, request, (_tx, client) => createTenant(client, ctx, request.body));
      deps.tenants.clear();
      return ok(created, '新增成功');
    },
  });

  r.put(`${BASE}/:id`, {
    schema: { tags, summary: 'Edit or renew a tenant (operator only)', params, body: TenantUpdate, response: { 200: envelope(TenantAdminRow) } },
    config: { access: PERMISSIONS.tenant.edit, operation: '修改租户', operationKey: { key: 'editTenant' } },
    onRequest,
    handler: async (request) => {
      const row = await mutate(deps.database, request, (_tx, client) => updateTenant(client, ctx, request.params.id, request.body));
      deps.tenants.clear();
      return ok(row, '保存成功');
    },
  });

  r.put(`${BASE}/updateStatus/:id`, {
    schema: { tags, summary: 'Disable (1) or enable (0) a tenant; disabling ends its sessions', params, body: TenantStatusChange, response: { 200: envelope(TenantAdminRow) } },
    config: { access: PERMISSIONS.tenant.status, operation: '启用/停用租户', operationKey: { key: 'tenantStatus' } },
    onRequest,
    handler: async (request) => {
      const row = await mutate(deps.database, request, (_tx, client) => setTenantStatus(client, operatorTenant, request.params.id, request.body.status));
      deps.tenants.clear();
      return ok(row, request.body.status === 1 ? '已停用' : '已启用');
    },
  });
};
