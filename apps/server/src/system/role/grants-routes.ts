import { PERMISSIONS, RoleMenuNode, envelope, idSchema } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { AppError, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { assertRoleAdministratorRemains, lockRoleAdministration } from './admin-guard.ts';
import { buildTree, grantsOf, tenantMenus } from './menu-tree.ts';
import { roleOf } from './role-store.ts';
import { assertMenusWithinOwn } from './grant-limits.ts';
import { pgScope } from '../../platform/scope-sql.ts';

/** A role's grants are a few hundred ids at most: the form body stays small. */
const FORM_BODY_LIMIT = 64 * 1024;
const MAX_MENUS = 5000;

/** `application/x-www-form-urlencoded` (the spec's form-encoded calls), for this scope only; a repeated field keeps its last value. */
const registerFormParser = (scope: FastifyInstance) => {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    const fields: Record<string, string> = Object.create(null);
    for (const [name, value] of new URLSearchParams(body as string)) fields[name] = value;
    done(null, fields);
  });
};

/** A comma list of ids ('' is none). */
const idList = z
  .string()
  .max(FORM_BODY_LIMIT)
  .regex(/^(\d{1,16}(,\d{1,16})*)?$/, { error: 'invalid' })
  .transform((v) => (v === '' ? [] : [...new Set(v.split(',').map(Number))]))
  .refine((ids) => ids.length <= MAX_MENUS && ids.every((id) => Number.isSafeInteger(id) && id > 0), { error: 'invalid' });

/** `roles` empty or 0: no role yet (role-add loads the whole tree unchecked). */
const queryBody = z.object({ roles: z.union([z.literal(''), z.literal('0'), idSchema]).optional() }).strict();
const saveBody = z.object({ roles: idSchema, menus: idList, permissions: z.string().max(1000).optional() }).strict();

/**
 * A role's menu grants (spec §7): the tenant's whole menu tree with the role's grants checked (form-encoded
 * `roles`), and their replacement (`roles`, `menus` = checked and half-checked ids, `permissions` empty). The
 * half-checked parents are computed and stored here, so a later edit shows exactly what was chosen.
 */
export const registerRoleGrantRoutes = (app: FastifyInstance, database: Database) => {
  const { pool } = database;
  void app.register(async (scope) => {
    registerFormParser(scope);
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post('/zhwy/api/system/menu/queryByRoleId', {
      schema: {
        tags: ['system'],
        summary: "The tenant's menu tree, buttons included, with the role's grants checked (form: roles)",
        body: queryBody,
        response: { 200: z.object({ items: z.array(RoleMenuNode) }) },
      },
      config: { reads: true, access: { anyOf: [PERMISSIONS.role.list, PERMISSIONS.role.add, PERMISSIONS.role.edit] } },
      handler: async (request) => {
        const { tenantId } = request.user!;
        const menus = await tenantMenus(pool, tenantId);
        const roleId = typeof request.body.roles === 'number' ? request.body.roles : null;
        if (roleId === null) return { items: buildTree(menus, () => false) };
        const role = await roleOf(pool, tenantId, roleId);
        if (role.builtinAdmin) return { items: buildTree(menus, () => true) };
        const { rows } = await pool.query<{ menuId: number; halfChecked: boolean }>(
          `SELECT menu_id AS "menuId", half_checked AS "halfChecked" FROM sys_role_menu WHERE role_id = $1 AND ${pgScope(null, 2, { live: false })}`,
          [roleId, tenantId],
        );
        const checked = new Set(rows.filter((row) => !row.halfChecked).map((row) => row.menuId));
        return { items: buildTree(menus, (id) => checked.has(id)) };
      },
    });

    r.post('/zhwy/api/system/menu/save', {
      schema: {
        tags: ['system'],
        summary: "Replace a role's menu grants (form: roles, menus = checked and half-checked ids, permissions)",
        body: saveBody,
        response: { 200: envelope(z.object({ granted: z.number(), halfChecked: z.number() })) },
      },
      // A new role's first grants come from its creator (role-add saves the role, then its menus).
      config: { access: { anyOf: [PERMISSIONS.role.add, PERMISSIONS.role.edit] }, operation: '分配角色菜单', operationKey: { key: 'grantRoleMenus' } },
      handler: async (request) => {
        const { tenantId, permissions } = request.user!;
        const { roles: roleId, menus: sent } = request.body;
        const result = await mutate(database, request, async (_tx, client) => {
          await lockRoleAdministration(client, tenantId);
          const role = await roleOf(client, tenantId, roleId, true);
          if (role.builtinAdmin) throw new AppError(409, 'roleBuiltin');
          const current = await client.query('SELECT 1 FROM sys_role_menu WHERE role_id = $1 LIMIT 1', [roleId]);
          // Without the edit code, only the first grants of a role that has none (the add page's second step).
          if (!permissions.has(PERMISSIONS.role.edit) && current.rows.length > 0) throw new AppError(403, 'forbidden');
          const menus = await tenantMenus(client, tenantId);
          const known = new Set(menus.map((m) => m.id));
          if (sent.some((id) => !known.has(id))) throw validationFailed({ menus: 'refMissing' });
          const grants = grantsOf(menus, new Set(sent));
          assertMenusWithinOwn(request.user!, grants.keys());
          await client.query(`DELETE FROM sys_role_menu WHERE role_id = $1 AND ${pgScope(null, 2, { live: false })}`, [roleId, tenantId]);
          if (grants.size > 0) {
            await client.query(
              'INSERT INTO sys_role_menu (tenant_id, role_id, menu_id, half_checked) SELECT $1, $2, * FROM unnest($3::bigint[], $4::boolean[])',
              [tenantId, roleId, [...grants.keys()], [...grants.values()]],
            );
          }
          await assertRoleAdministratorRemains(client, tenantId);
          return { granted: grants.size, halfChecked: [...grants.values()].filter(Boolean).length };
        });
        return ok(result);
      },
    });
  });
};
