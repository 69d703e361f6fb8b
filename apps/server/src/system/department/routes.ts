import { AttendanceRecord, AttendanceRule, ComDepartment, DEPARTMENT_TREE_PATH, DepartmentNodeSchema, DepartmentTreeQuery, PERMISSIONS, envelope, permissionOf } from '@zhwy/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Record_ } from '../../platform/crud.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { preHandlerOn } from '../../platform/route-info.ts';
import { conflict, validationFailed } from '../../platform/errors.ts';
import { ok } from '../../platform/reply.ts';
import { assertInScope, scoped } from '../../platform/scope.ts';
import { comDepartment, sysUser } from '../schema.ts';
import { type DepartmentRow, buildTree, withAncestorsOfMatches } from './tree.ts';
import { pgScope, sameTenantText, scopeWhere, sqlScope } from '../../platform/scope-sql.ts';
import type { RuleContext, DeleteRuleContext } from '../../platform/entity-context.ts';

const table = comDepartment;
/** The ancestors column's length: a deeper tree than fits is refused rather than cut. */
const ANCESTORS_MAX = 500;

/**
 * The tree is read by the department screen, by the user form (which places users in departments), and by the
 * attendance screens (a rule's departments, the monthly sheet's department).
 */
export const DEPARTMENT_TREE_ACCESS = {
  anyOf: [PERMISSIONS.department.list, PERMISSIONS.user.add, PERMISSIONS.user.edit, permissionOf(AttendanceRule, 'add'), permissionOf(AttendanceRule, 'edit'), permissionOf(AttendanceRecord, 'list')],
} as const;

const TREE_SQL = `
SELECT d.id, d.parent_id AS "parentId", d.department_name AS "departmentName", COALESCE(d.orderby, 0) AS orderby,
  d.leader_id AS "leaderId", NULLIF(COALESCE(u.family_name, '') || COALESCE(u.name, ''), '') AS "leaderName",
  d.phone, COALESCE(d.area_ids, '') AS "areaIds", d.status, d.remark, d.create_time AS "createTime"
FROM com_department d
LEFT JOIN sys_user u ON u.id = d.leader_id AND ${sameTenantText('u', 'd')}
WHERE ${pgScope('d', 1)}
ORDER BY COALESCE(d.orderby, 0), d.id`;

/** The live department `id` of the tenant with its ancestors, locked FOR SHARE until the write commits (a concurrent delete or move waits). */
const liveDepartment = async (tx: Db, tenantId: number, id: number) => {
  const [row] = await tx
    .select({ id: comDepartment.id, ancestors: comDepartment.ancestors })
    .from(comDepartment)
    .where(and(scopeWhere(comDepartment, { tenantId }), eq(comDepartment.id, id)))
    .limit(1)
    .for('share');
  return row ?? null;
};

/**
 * A department's parent is 0 or a live department of the tenant, never itself or one of its own descendants. The
 * server keeps `ancestors` (`0,3,7`): written here from the parent's; on a move (update with another parent) the
 * subtree's ancestors and the paths (`departmentIds`) of the users placed in it are rewritten in the same transaction.
 */
const placeInTree = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  const parentId = values.parentId === undefined ? (current ? Number(current.parentId) : 0) : Number(values.parentId);
  if (current && parentId === Number(current.parentId)) return;
  let ancestors = '0';
  if (parentId !== 0) {
    const parent = await liveDepartment(tx, tenantId, parentId);
    if (!parent) throw validationFailed({ parentId: 'refMissing' });
    const parentAncestors = String(parent.ancestors);
    if (current && (parentId === current.id || parentAncestors.split(',').includes(String(current.id)))) {
      throw validationFailed({ parentId: 'departmentCycle' });
    }
    ancestors = `${parentAncestors},${parentId}`;
  }
  if (ancestors.length > ANCESTORS_MAX) throw validationFailed({ parentId: 'departmentTooDeep' });
  values.ancestors = ancestors;
  if (current) await moveSubtree(tx, tenantId, Number(current.id), `${String(current.ancestors)},${current.id}`, `${ancestors},${current.id}`);
};

/** Descendants' ancestors start with `from` (the moved department's own path): that prefix becomes `to`. */
const moveSubtree = async (tx: Db, tenantId: number, id: number, from: string, to: string) => {
  const subtree = sql`${sqlScope(null, { tenantId })} AND (ancestors = ${from} OR ancestors LIKE ${`${from},%`})`;
  const { rows } = await tx.execute<{ n: number }>(sql`SELECT COALESCE(max(length(ancestors)), 0) AS n FROM com_department WHERE ${subtree}`);
  if (Number(rows[0].n) - from.length + to.length > ANCESTORS_MAX) throw validationFailed({ parentId: 'departmentTooDeep' });
  await tx.execute(sql`UPDATE com_department SET ancestors = ${to} || substr(ancestors, ${from.length + 1}) WHERE ${subtree}`);
  // Users of the moved department and of its subtree (now under `to`): their path is their department's ancestors
  // without the root 0, then its id. The moved row itself is written after this hook, so its new ancestors come in.
  const ownAncestors = to.slice(0, to.lastIndexOf(','));
  await tx.execute(sql`
    UPDATE sys_user u
    SET department_ids = CASE WHEN a.ancestors = '0' THEN u.department_id::text ELSE substr(a.ancestors, 3) || ',' || u.department_id END
    FROM (SELECT d.id, CASE WHEN d.id = ${id} THEN ${ownAncestors} ELSE d.ancestors END AS ancestors FROM com_department d
          WHERE ${sqlScope('d', { tenantId })} AND (d.id = ${id} OR d.ancestors = ${to} OR d.ancestors LIKE ${`${to},%`})) a
    WHERE ${sqlScope('u', { tenantId }, { live: false })} AND u.department_id = a.id`);
};

/** A department with child departments or users is not deleted: they move or go first (the message counts them). */
const refuseWhileInUse = async ({ tx, tenantId, current }: DeleteRuleContext) => {
  const id = Number(current.id);
  const [{ children }] = await tx
    .select({ children: count() })
    .from(comDepartment)
    .where(and(scopeWhere(comDepartment, { tenantId }), eq(comDepartment.parentId, id)));
  if (children > 0) throw conflict('departmentHasChildren', undefined, { n: children });
  const [{ users }] = await tx
    .select({ users: count() })
    .from(sysUser)
    .where(and(scopeWhere(sysUser, { tenantId }), eq(sysUser.departmentId, id)));
  if (users > 0) throw conflict('departmentHasUsers', undefined, { n: users });
};

/** Departments (spec: ComDepartment): the tree look-up, and create/update (move)/delete through the framework. */
export const registerDepartmentRoutes = (app: FastifyInstance, database: Database) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(DEPARTMENT_TREE_PATH, {
    schema: {
      tags: ['system'],
      summary: "The tenant's live departments as a tree, ordered by orderby then id; departmentName keeps matches with their ancestors",
      querystring: DepartmentTreeQuery,
      response: { 200: envelope(z.array(DepartmentNodeSchema)) },
    },
    config: { access: DEPARTMENT_TREE_ACCESS },
    handler: async (request) => {
      const { rows } = await database.pool.query<Omit<DepartmentRow, 'createTime'> & { createTime: Date }>(TREE_SQL, [request.user!.tenantId]);
      let flat: DepartmentRow[] = rows.map((row) => ({ ...row, createTime: row.createTime.toISOString() }));
      const name = request.query.departmentName;
      if (name) flat = withAncestorsOfMatches(flat, name);
      return ok(buildTree(flat));
    },
  });

  // A department's communities must be of the caller's own data scope (403 otherwise), as a user's communities are:
  // the framework checks that they are live communities of the tenant (refs), this the scope, before the write.
  const writes = new Set([`POST ${ComDepartment.paths.create}`, `PUT ${ComDepartment.paths.update}`]);
  preHandlerOn(app, writes, async (request) => {
    const areaIds = (request.body as Record_ | undefined)?.areaIds;
    if (areaIds !== undefined && areaIds !== null) assertInScope(scoped(request), areaIds);
  });

  registerEntityRoutes(app, { entity: ComDepartment, table, database, hooks: { validate: placeInTree, beforeDelete: refuseWhileInUse } });
};
