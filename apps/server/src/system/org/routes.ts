import {
  ORG_PATHS,
  ORG_ROOT_ID,
  OrgChildren,
  type OrgSaveBody,
  PERMISSIONS,
  envelope,
  orgChildrenQuerySchema,
  orgDeleteBodySchema,
  orgMoveBodySchema,
  orgSaveBodySchema,
} from '@zhwy/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import { type AppError, forbidden, notFound, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { sysOrg, sysOrgUser, sysOrgWorkGroup, sysWorkGroup } from '../schema.ts';
import { requireLiveUsers, requireLiveWorkGroups } from '../work-group/members.ts';
import { type Placement, type TreeNode, type TreeProblem, place, subtreeOf } from './tree.ts';
import { pgScope, sameTenantText, scopeWhere } from '../../platform/scope-sql.ts';

const tags = ['system'];
/** A move that would put a node under itself (or its own descendant). */
const CYCLE = '不能移动到自身或其下级组织';

/**
 * Every write to a tenant's organisation tree holds this lock until it commits: a move checks for loops against
 * the tree as it is, and two moves at once could otherwise each pass and together make one.
 */
const lockTree = async (client: pg.PoolClient, tenantId: number) => {
  await client.query(`SELECT pg_advisory_xact_lock(hashtext('zhwy:org-tree'), $1::int)`, [tenantId]);
};

const treeOf = (tx: Db, tenantId: number): Promise<TreeNode[]> =>
  tx.select({ id: sysOrg.id, parentId: sysOrg.parentId, orderby: sysOrg.orderby }).from(sysOrg).where(scopeWhere(sysOrg, { tenantId }, { live: false }));

/** The tree's refusals as the API words them. */
const refusal = (problem: TreeProblem, field = 'parentId'): AppError => {
  switch (problem.kind) {
    case 'missing':
      return notFound('组织不存在');
    case 'noParent':
      return validationFailed({ [field]: 'refMissing' });
    case 'cycle':
      return validationFailed({ [field]: CYCLE }, CYCLE);
    case 'repeated':
      return validationFailed({ id: 'duplicate' });
  }
};

/** Writes what `place` changed. */
const writePlaces = async (tx: Db, tenantId: number, userId: number, changes: readonly TreeNode[]) => {
  for (const node of changes) {
    await tx
      .update(sysOrg)
      .set({ parentId: node.parentId, orderby: node.orderby, updateBy: userId, updateTime: new Date() })
      .where(and(scopeWhere(sysOrg, { tenantId }, { live: false }), eq(sysOrg.id, node.id)));
  }
};

/**
 * 组织管理: a tree under the virtual root 组织管理 (id 0, not stored), read lazily a level at a time; each node with
 * its people and work groups. Create and edit (`save`, the node and its links in one transaction), delete with the
 * whole subtree, and moves (`updateOrg`, the nodes a drag changed): no loops, parents that exist, siblings numbered
 * from 1 without gaps.
 */
export const registerOrgRoutes = (app: FastifyInstance, { database }: AppDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { pool } = database;

  r.get(ORG_PATHS.all, {
    schema: {
      tags,
      summary: 'The children of an organisation (0: the root) with their people and work groups',
      querystring: orgChildrenQuerySchema,
      response: { 200: OrgChildren },
    },
    config: { access: PERMISSIONS.org.list },
    handler: async (request) => {
      const { tenantId } = request.user!;
      const { parentId } = request.query;
      if (parentId !== ORG_ROOT_ID) {
        const { rowCount } = await pool.query(`SELECT 1 FROM sys_org WHERE ${pgScope(null, 1, { live: false })} AND id = $2`, [tenantId, parentId]);
        if (!rowCount) throw notFound('组织不存在');
      }
      const { rows: nodes } = await pool.query<{ id: string; orgName: string; description: string | null; parentId: string; orderby: number; hasChildren: boolean }>(
        `SELECT o.id, o.org_name AS "orgName", o.description, o.parent_id AS "parentId", o.orderby,
                EXISTS (SELECT 1 FROM sys_org c WHERE ${sameTenantText('c', 'o', { live: false })} AND c.parent_id = o.id) AS "hasChildren"
         FROM sys_org o WHERE ${pgScope('o', 1, { live: false })} AND o.parent_id = $2 ORDER BY o.orderby, o.id`,
        [tenantId, parentId],
      );
      const ids = nodes.map((node) => Number(node.id));
      // Only live people and groups: a deleted user or group drops out of every organisation's list.
      const [{ rows: users }, { rows: groups }] = await Promise.all([
        pool.query<{ orgId: string; userId: string }>(
          `SELECT l.org_id AS "orgId", l.user_id AS "userId" FROM sys_org_user l
           JOIN sys_user u ON u.id = l.user_id AND ${sameTenantText('u', 'l')}
           WHERE ${pgScope('l', 1, { live: false })} AND l.org_id = ANY($2::bigint[]) ORDER BY l.org_id, l.user_id`,
          [tenantId, ids],
        ),
        pool.query<{ orgId: string; groupId: string }>(
          `SELECT l.org_id AS "orgId", l.group_id AS "groupId" FROM sys_org_work_group l
           JOIN sys_work_group g ON g.id = l.group_id AND ${sameTenantText('g', 'l')}
           WHERE ${pgScope('l', 1, { live: false })} AND l.org_id = ANY($2::bigint[]) ORDER BY l.org_id, l.group_id`,
          [tenantId, ids],
        ),
      ]);
      return {
        cscpOrgDTOs: nodes.map((node) => ({ ...node, id: Number(node.id), parentId: Number(node.parentId) })),
        cscpUserOrgDTOs: users.map((link) => ({ orgId: Number(link.orgId), userId: Number(link.userId) })),
        cscpWorkGroupOrgDTOs: groups.map((link) => ({ orgId: Number(link.orgId), groupId: Number(link.groupId) })),
      };
    },
  });

  r.post(ORG_PATHS.save, {
    schema: { tags, summary: 'Create (no id) or edit an organisation with its people and work groups', body: orgSaveBodySchema, response: { 200: envelope(z.number()) } },
    // Creating needs org:add, editing org:edit: which one is known from the body (checked in the handler).
    config: { access: { anyOf: [PERMISSIONS.org.add, PERMISSIONS.org.edit] }, operation: '保存组织', operationKey: { key: 'saveOrg' } },
    handler: async (request) => ok(await saveOrg(database, request, request.body)),
  });

  r.delete(ORG_PATHS.remove, {
    schema: { tags, summary: 'Delete organisations with everything under them', body: orgDeleteBodySchema, response: { 200: envelope(z.null()) } },
    config: { access: PERMISSIONS.org.delete, operation: '删除组织', operationKey: { key: 'entityDelete', params: { entity: 'system.org', title: '组织' } } },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      const roots = [...new Set(request.body.cscpOrgDTOs.map((node) => node.id))];
      await mutate(database, request, async (tx, client) => {
        await lockTree(client, tenantId);
        const nodes = await treeOf(tx, tenantId);
        const known = new Set(nodes.map((node) => node.id));
        if (roots.some((id) => !known.has(id))) throw notFound('组织不存在');
        const doomed = subtreeOf(nodes, roots);
        const ids = [...doomed];
        await tx.delete(sysOrgUser).where(and(scopeWhere(sysOrgUser, { tenantId }, { live: false }), inArray(sysOrgUser.orgId, ids)));
        await tx.delete(sysOrgWorkGroup).where(and(scopeWhere(sysOrgWorkGroup, { tenantId }, { live: false }), inArray(sysOrgWorkGroup.orgId, ids)));
        // A work group created under a deleted organisation stays, hung under none.
        await tx.update(sysWorkGroup).set({ orgId: null }).where(and(scopeWhere(sysWorkGroup, { tenantId }, { live: false }), inArray(sysWorkGroup.orgId, ids)));
        await tx.delete(sysOrg).where(and(scopeWhere(sysOrg, { tenantId }, { live: false }), inArray(sysOrg.id, ids)));
        // The siblings left behind close the gaps.
        const rest = nodes.filter((node) => !doomed.has(node.id));
        const parents = [...new Set(nodes.filter((node) => roots.includes(node.id)).map((node) => node.parentId))].filter((id) => !doomed.has(id));
        const result = place(rest, [], parents);
        if ('changes' in result) await writePlaces(tx, tenantId, userId, result.changes);
      });
      return ok(null);
    },
  });

  r.post(ORG_PATHS.move, {
    schema: { tags, summary: 'Apply a drag: the changed nodes with their new parent and order', body: orgMoveBodySchema, response: { 200: envelope(z.null()) } },
    config: { access: PERMISSIONS.org.edit, operation: '移动组织', operationKey: { key: 'moveOrg' } },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      await mutate(database, request, async (tx, client) => {
        await lockTree(client, tenantId);
        const result = place(await treeOf(tx, tenantId), request.body as Placement[]);
        if ('problem' in result) throw refusal(result.problem);
        await writePlaces(tx, tenantId, userId, result.changes);
      });
      return ok(null);
    },
  });
};

/** The saved node's links must be its own: an orgId naming another node is refused. */
const checkLinkOwners = (body: OrgSaveBody, id: number | null) => {
  const foreign = (links: readonly { orgId?: number | null }[] | null | undefined) => (links ?? []).some((link) => !!link.orgId && link.orgId !== id);
  const fields: Record<string, string> = {};
  if (foreign(body.cscpUserOrgDTOs)) fields.cscpUserOrgDTOs = 'invalid';
  if (foreign(body.cscpWorkGroupOrgDTOs)) fields.cscpWorkGroupOrgDTOs = 'invalid';
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
};

/** `save`: one node created (no id) or edited, its people and work groups replaced; answers its id. */
const saveOrg = (database: Database, request: FastifyRequest, body: OrgSaveBody): Promise<number> => {
  const { tenantId, userId, permissions } = request.user!;
  const node = body.cscpOrgDTOs[0]!;
  const editing = !!node.id;
  if (!permissions.has(editing ? PERMISSIONS.org.edit : PERMISSIONS.org.add)) throw forbidden('forbidden', editing ? PERMISSIONS.org.edit : PERMISSIONS.org.add);
  checkLinkOwners(body, node.id ?? null);
  return mutate(database, request, async (tx, client) => {
    await lockTree(client, tenantId);
    const nodes = await treeOf(tx, tenantId);
    const people = await requireLiveUsers(tx, tenantId, (body.cscpUserOrgDTOs ?? []).map((link) => link.userId), 'cscpUserOrgDTOs');
    const groups = await requireLiveWorkGroups(tx, tenantId, (body.cscpWorkGroupOrgDTOs ?? []).map((link) => link.groupId), 'cscpWorkGroupOrgDTOs');
    const texts = { orgName: node.orgName, description: node.description ?? null };
    let id: number;
    if (node.id) {
      const current = nodes.find((candidate) => candidate.id === node.id);
      if (!current) throw notFound('组织不存在');
      id = node.id;
      await tx.update(sysOrg).set({ ...texts, updateBy: userId, updateTime: new Date() }).where(and(scopeWhere(sysOrg, { tenantId }, { live: false }), eq(sysOrg.id, id)));
      // A new parent or place given with the edit is a move, under the same rules as a drag.
      const parentId = node.parentId ?? current.parentId;
      if (parentId !== current.parentId || (node.orderby != null && node.orderby !== current.orderby)) {
        const orderby = node.orderby ?? Number.MAX_SAFE_INTEGER;
        const result = place(nodes, [{ id, parentId, orderby }]);
        if ('problem' in result) throw refusal(result.problem);
        await writePlaces(tx, tenantId, userId, result.changes);
      }
    } else {
      const parentId = node.parentId ?? ORG_ROOT_ID;
      if (parentId !== ORG_ROOT_ID && !nodes.some((candidate) => candidate.id === parentId)) throw validationFailed({ parentId: 'refMissing' });
      // Without a place, a new node goes last among its siblings.
      const siblings = nodes.filter((candidate) => candidate.parentId === parentId);
      const last = siblings.length + 1;
      const orderby = Math.min(node.orderby ?? last, last);
      const [created] = await tx.insert(sysOrg).values({ ...texts, parentId, orderby, tenantId, createBy: userId }).returning({ id: sysOrg.id });
      id = created!.id;
      const result = place([...nodes, { id, parentId, orderby }], [{ id, parentId, orderby }]);
      if ('changes' in result) await writePlaces(tx, tenantId, userId, result.changes);
    }
    await tx.delete(sysOrgUser).where(and(scopeWhere(sysOrgUser, { tenantId }, { live: false }), eq(sysOrgUser.orgId, id)));
    await tx.delete(sysOrgWorkGroup).where(and(scopeWhere(sysOrgWorkGroup, { tenantId }, { live: false }), eq(sysOrgWorkGroup.orgId, id)));
    if (people.length > 0) await tx.insert(sysOrgUser).values(people.map((user) => ({ tenantId, orgId: id, userId: user })));
    if (groups.length > 0) await tx.insert(sysOrgWorkGroup).values(groups.map((group) => ({ tenantId, orgId: id, groupId: group })));
    return id;
  });
};
