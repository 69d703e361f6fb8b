import { PERMISSIONS, RoleRow, SysRole, idSchema, roleBodySchema } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import { AppError, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { registerRoleGrantRoutes } from './grants-routes.ts';
import { registerRoleOptionRoutes } from './options-routes.ts';
import { ROLE_COLUMNS, type Role, roleOf, usersOf } from './role-store.ts';
import { pgScope } from '../../platform/scope-sql.ts';
import { checkNotReferenced, keyOf } from '../../platform/references.ts';

/** The operation log's key parameters: the log page words 新增角色 … from the role texts in the reader's language. */
const ROLE_LOG = { entity: 'system.role', title: '角色' };

const createBody = roleBodySchema.omit({ id: true });
const updateBody = roleBodySchema.required({ id: true });
type Body = z.infer<typeof roleBodySchema>;

/** The name is required (the spec's own message); empty optional texts are stored as null. */
const valuesOf = (body: Body) => {
  if (!body.name) throw validationFailed({ name: 'nameRequired' });
  return { name: body.name, roleExtent: body.roleExtent || null, parentId: body.parentId ?? 0, icon: body.icon || null };
};

/** Roles (spec §2 role list and role edit): the list, the role itself, its users and its menu grants. */
export const registerRoleRoutes = (app: FastifyInstance, { database }: AppDeps) => {
  registerRoleOptionRoutes(app, database);
  registerRoleGrantRoutes(app, database);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;
  const tags = ['system'];
  const params = z.object({ id: idSchema });

  r.get('/zhwy/api/system/cscpRoless/:id', {
    schema: { tags, summary: 'One role', params, response: { 200: RoleRow } },
    config: { access: { anyOf: [PERMISSIONS.role.list, PERMISSIONS.role.edit] } },
    handler: (request) => roleOf(pool, request.user!.tenantId, request.params.id),
  });

  r.post('/zhwy/api/system/cscpRoless', {
    schema: { tags, summary: 'Create a role (its grants follow with menu/save); answers the role with its id', body: createBody, response: { 200: RoleRow } },
    config: { access: PERMISSIONS.role.add, operation: '新增角色', operationKey: { key: 'entityCreate', params: ROLE_LOG } },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      const v = valuesOf(request.body);
      return mutate(database, request, async (_tx, client) => {
        const { rows } = await client.query<Role>(
          `INSERT INTO sys_role (tenant_id, name, role_extent, parent_id, icon, create_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${ROLE_COLUMNS}`,
          [tenantId, v.name, v.roleExtent, v.parentId, v.icon, userId],
        );
        return rows[0]!;
      });
    },
  });

  r.put('/zhwy/api/system/cscpRoless', {
    schema: { tags, summary: 'Update a role (name, roleExtent, parentId, icon)', body: updateBody, response: { 200: RoleRow } },
    config: { access: PERMISSIONS.role.edit, operation: '修改角色', operationKey: { key: 'entityUpdate', params: ROLE_LOG } },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      const v = valuesOf(request.body);
      return mutate(database, request, async (_tx, client) => {
        await roleOf(client, tenantId, request.body.id, true);
        const { rows } = await client.query<Role>(
          `UPDATE sys_role SET name = $3, role_extent = $4, parent_id = $5, icon = $6, update_by = $7, update_time = now()
           WHERE ${pgScope(null, 1, { live: false })} AND id = $2 RETURNING ${ROLE_COLUMNS}`,
          [tenantId, request.body.id, v.name, v.roleExtent, v.parentId, v.icon, userId],
        );
        return rows[0]!;
      });
    },
  });

  r.delete('/zhwy/api/system/cscpRoless/:id', {
    schema: { tags, summary: 'Delete a role no account uses (409 while in use; never the built-in administrator role)', params },
    config: { access: PERMISSIONS.role.delete, operation: '删除角色', operationKey: { key: 'entityDelete', params: ROLE_LOG } },
    handler: async (request) => {
      const { tenantId } = request.user!;
      const { id } = request.params;
      await mutate(database, request, async (tx, client) => {
        const role = await roleOf(client, tenantId, id, true);
        if (role.builtinAdmin) throw new AppError(409, 'roleBuiltin');
        await checkNotReferenced(tx, keyOf(SysRole), tenantId, [id]);
        // The role's row lock makes a concurrent assignment (which inserts sys_user_role) wait or be seen here.
        const n = await usersOf(client, tenantId, id);
        if (n > 0) throw new AppError(409, 'roleInUse', { params: { n } });
        await client.query(`DELETE FROM sys_user_role WHERE role_id = $1 AND ${pgScope(null, 2, { live: false })}`, [id, tenantId]); // deleted accounts' links
        await client.query(`DELETE FROM sys_role_menu WHERE role_id = $1 AND ${pgScope(null, 2, { live: false })}`, [id, tenantId]);
        await client.query(`DELETE FROM sys_role WHERE id = $1 AND ${pgScope(null, 2, { live: false })}`, [id, tenantId]);
      });
      return { code: 0, msg: '操作成功', data: null };
    },
  });

  r.get('/zhwy/api/system/cscpRoleUsers/:id', {
    schema: { tags, summary: 'How many live accounts hold the role', params, response: { 200: z.number() } },
    config: { access: { anyOf: [PERMISSIONS.role.list, PERMISSIONS.role.delete] } },
    handler: async (request) => {
      const { tenantId } = request.user!;
      await roleOf(pool, tenantId, request.params.id);
      return usersOf(pool, tenantId, request.params.id);
    },
  });
};
