import { MenuEditorNode, MenuMoveBody, MenuNodeBody, PERMISSIONS, envelope, idSchema, menuNodeErrors } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { Database } from '../../platform/db/client.ts';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { assertRoleAdministratorRemains, lockRoleAdministration } from '../role/admin-guard.ts';
import { pgScope, sameTenantText } from '../../platform/scope-sql.ts';

const NODE_COLUMNS = `id, parent_id AS "parentId", name, title, icon, url, type, component, orderby, permission_code AS "permissionCode"`;
type Node = Omit<MenuEditorNode, 'leaf'>;

const nodesOf = async (client: pg.PoolClient, tenantId: number): Promise<Map<number, Node>> =>
  new Map(
    (await client.query<Node>(`SELECT ${NODE_COLUMNS} FROM sys_menu WHERE ${pgScope(null, 1, { live: false })}`, [tenantId])).rows.map((n) => [n.id, n]),
  );

/** Whether walking up from `id` through `parentOf` ever meets `id` again (or a missing parent); true is a cycle. */
const cycles = (id: number, parentOf: (id: number) => number | undefined): boolean => {
  const seen = new Set<number>([id]);
  for (let current = parentOf(id); current !== undefined && current !== 0; current = parentOf(current)) {
    if (seen.has(current)) return true;
    seen.add(current);
  }
  return false;
};

/**
 * Every menu write: under the tenant's role-administration lock (menu names stay unique, and a write that takes
 * away the last role administrator's button, by deleting or recoding it, is rolled back).
 */
const menuWrite = <T>(database: Database, request: Parameters<typeof mutate>[1], fn: (client: pg.PoolClient, tenantId: number) => Promise<T>) =>
  mutate(database, request, async (_tx, client) => {
    const { tenantId } = request.user!;
    await lockRoleAdministration(client, tenantId);
    const result = await fn(client, tenantId);
    await assertRoleAdministratorRemains(client, tenantId);
    return result;
  });

/**
 * The menu (async-route) editor (spec §2, §4 drag rules, §5 node rules, §7 calls). Menu items are the tenant's own
 * rows: the built-in administrator sees new ones at once, other roles once granted.
 */
export const registerMenuEditorRoutes = (app: FastifyInstance, database: Database) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;
  const tags = ['system'];

  r.get('/zhwy/api/system/menu/getMenu', {
    schema: {
      tags,
      summary: 'The children of a menu node (0: the first level), ordered; leaf says whether each has children',
      querystring: z.object({ parentId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0) }).strict(),
      response: { 200: z.array(MenuEditorNode) },
    },
    config: { access: PERMISSIONS.menu.list },
    handler: async (request) => {
      const { rows } = await pool.query<MenuEditorNode>(
        `SELECT ${NODE_COLUMNS}, NOT EXISTS (SELECT 1 FROM sys_menu c WHERE ${sameTenantText('c', 'm', { live: false })} AND c.parent_id = m.id) AS leaf
         FROM sys_menu m WHERE ${pgScope('m', 1, { live: false })} AND m.parent_id = $2 ORDER BY m.orderby, m.id`,
        [request.user!.tenantId, request.query.parentId],
      );
      return rows;
    },
  });

  r.put('/zhwy/api/system/menu/addMenu', {
    schema: { tags, summary: 'Create (no id) or update (id) a menu node; answers its id', body: MenuNodeBody, response: { 200: envelope(z.number()) } },
    config: { access: { anyOf: [PERMISSIONS.menu.add, PERMISSIONS.menu.edit] }, operation: '保存菜单', operationKey: { key: 'saveMenu' } },
    handler: async (request) => {
      const body = request.body;
      const { permissions, userId } = request.user!;
      if (!permissions.has(body.id ? PERMISSIONS.menu.edit : PERMISSIONS.menu.add)) throw forbidden('forbidden', body.id ? PERMISSIONS.menu.edit : PERMISSIONS.menu.add);
      const errors = menuNodeErrors(body);
      if (Object.keys(errors).length > 0) throw validationFailed(errors);
      const v = {
        parentId: body.parentId,
        name: body.name!,
        title: body.title!,
        icon: body.icon || null,
        url: body.type === 'button' ? null : body.url!,
        type: body.type,
        component: body.component || null,
        orderby: body.orderby ?? null,
        permissionCode: body.permissionCode || null,
      };
      const id = await menuWrite(database, request, async (client, tenantId) => {
        const nodes = await nodesOf(client, tenantId);
        const current = body.id ? nodes.get(body.id) : undefined;
        if (body.id && !current) throw notFound('菜单不存在');
        if (v.parentId !== 0) {
          const parent = nodes.get(v.parentId);
          if (!parent || parent.type === 'button') throw validationFailed({ parentId: 'refMissing' });
        }
        if (current) {
          // The drag rules hold for a parent chosen in the form too.
          if (current.parentId === 0 && v.parentId !== 0) throw new AppError(422, 'menuMoveFirstLevel', { fields: { parentId: 'menuMoveFirstLevel' } });
          if (current.parentId !== 0 && v.parentId === 0) throw new AppError(422, 'menuMoveTop', { fields: { parentId: 'menuMoveTop' } });
          if (cycles(current.id, (n) => (n === current.id ? v.parentId : nodes.get(n)?.parentId))) {
            throw new AppError(422, 'menuMoveCycle', { fields: { parentId: 'menuMoveCycle' } });
          }
          if (v.type === 'button' && [...nodes.values()].some((n) => n.parentId === current.id)) throw validationFailed({ type: 'invalid' });
        }
        if ([...nodes.values()].some((n) => n.name === v.name && n.id !== body.id)) throw conflict('duplicate', { name: 'taken' });
        const orderby = v.orderby ?? (current?.parentId === v.parentId ? current.orderby : Math.max(0, ...[...nodes.values()].filter((n) => n.parentId === v.parentId).map((n) => n.orderby)) + 1);
        const values = [v.parentId, v.name, v.title, v.icon, v.url, v.type, v.component, orderby, v.permissionCode, userId];
        if (current) {
          await client.query(
            `UPDATE sys_menu SET parent_id = $1, name = $2, title = $3, icon = $4, url = $5, type = $6, component = $7, orderby = $8,
               permission_code = $9, update_by = $10, update_time = now() WHERE id = $11 AND ${pgScope(null, 12, { live: false })}`,
            [...values, current.id, tenantId],
          );
          return current.id;
        }
        const { rows } = await client.query<{ id: number }>(
          `INSERT INTO sys_menu (parent_id, name, title, icon, url, type, component, orderby, permission_code, create_by, tenant_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [...values, tenantId],
        );
        return rows[0]!.id;
      });
      return ok(id);
    },
  });

  r.put('/zhwy/api/system/menu/updateMenu', {
    schema: { tags, summary: 'Move menu nodes (a drag: the changed nodes with their new parent and order)', body: MenuMoveBody, response: { 200: envelope(z.number()) } },
    config: { access: PERMISSIONS.menu.edit, operation: '调整菜单顺序', operationKey: { key: 'reorderMenu' } },
    handler: async (request) => {
      const moves = request.body;
      if (new Set(moves.map((m) => m.id)).size !== moves.length) throw validationFailed({ _: 'duplicate' });
      const changed = await menuWrite(database, request, async (client, tenantId) => {
        const nodes = await nodesOf(client, tenantId);
        const parentAfter = new Map([...nodes.values()].map((n) => [n.id, n.parentId]));
        for (const move of moves) {
          const node = nodes.get(move.id);
          if (!node) throw notFound('菜单不存在');
          // §4: a first-level node is only reordered among its siblings; a deeper node never becomes first-level.
          if (node.parentId === 0 && move.parentId !== 0) throw new AppError(422, 'menuMoveFirstLevel');
          if (node.parentId !== 0 && move.parentId === 0) throw new AppError(422, 'menuMoveTop');
          if (move.parentId !== 0) {
            const parent = nodes.get(move.parentId);
            if (!parent || parent.type === 'button') throw validationFailed({ parentId: 'refMissing' });
          }
          parentAfter.set(move.id, move.parentId);
        }
        if (moves.some((m) => cycles(m.id, (n) => parentAfter.get(n)))) throw new AppError(422, 'menuMoveCycle');
        await client.query(
          `UPDATE sys_menu m SET parent_id = v.parent_id, orderby = v.orderby, update_by = $5, update_time = now()
           FROM unnest($2::bigint[], $3::bigint[], $4::int[]) AS v(id, parent_id, orderby) WHERE m.id = v.id AND ${pgScope('m', 1, { live: false })}`,
          [tenantId, moves.map((m) => m.id), moves.map((m) => m.parentId), moves.map((m) => m.orderby), request.user!.userId],
        );
        return moves.length;
      });
      return ok(changed);
    },
  });

  r.delete('/zhwy/api/system/menu/deleteMenu/:id', {
    schema: { tags, summary: 'Delete a menu node with its subtree; its grants go with it', params: z.object({ id: idSchema }), response: { 200: envelope(z.number()) } },
    config: { access: PERMISSIONS.menu.delete, operation: '删除菜单', operationKey: { key: 'deleteMenu' } },
    handler: async (request) => {
      const deleted = await menuWrite(database, request, async (client, tenantId) => {
        const { rows } = await client.query<{ id: number }>(
          `WITH RECURSIVE sub AS (
             SELECT id FROM sys_menu WHERE ${pgScope(null, 1, { live: false })} AND id = $2
             UNION SELECT m.id FROM sys_menu m JOIN sub ON m.parent_id = sub.id WHERE ${pgScope('m', 1, { live: false })}
           ) SELECT id FROM sub`,
          [tenantId, request.params.id],
        );
        if (rows.length === 0) throw notFound('菜单不存在');
        const ids = rows.map((row) => row.id);
        await client.query(`DELETE FROM sys_role_menu WHERE ${pgScope(null, 1, { live: false })} AND menu_id = ANY($2::bigint[])`, [tenantId, ids]);
        await client.query(`DELETE FROM sys_menu WHERE ${pgScope(null, 1, { live: false })} AND id = ANY($2::bigint[])`, [tenantId, ids]);
        return ids.length;
      });
      return ok(deleted);
    },
  });
};
