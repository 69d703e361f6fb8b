import { type ListQuery, PERMISSIONS, SysWorkGroup, WORK_GROUP_PATHS, listQuerySchema, pageSchema, type WorkGroupBody, WorkGroupMember, envelope, idSchema, rowSchema, workGroupCreateSchema, workGroupUpdateSchema } from '@zhwy/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/context.ts';
import { type Record_, listEntity, toRow } from '../../platform/crud.ts';
import type { Database, Db } from '../../platform/db/client.ts';
import { notFound, validationFailed } from '../../platform/errors.ts';
import { mutate } from '../../platform/mutation.ts';
import { ok } from '../../platform/reply.ts';
import { sysOrg, sysOrgWorkGroup, sysUser, sysWorkGroup, sysWorkGroupUser } from '../schema.ts';
import { staffContactsFor } from '../user/peers.ts';
import { requireLiveUsers } from './members.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import { checkNotReferenced, keyOf } from '../../platform/references.ts';
import { entityService } from '../../platform/entity-service.ts';
import { relabelTarget } from '../../platform/labels.ts';

const tags = ['system'];
/** The list: the screen's code, or an organisation editor's (the node form's work-group options). */
export const LIST_ACCESS = { anyOf: [PERMISSIONS.workGroup.list, PERMISSIONS.org.add, PERMISSIONS.org.edit] } as const;
const params = z.object({ id: idSchema });
const row = rowSchema(SysWorkGroup);
const detail = row.extend({ userDetail: z.array(WorkGroupMember) });
/** The operation log's message key (worded in the reader's language by the log pages). */
const logKey = (key: 'entityCreate' | 'entityUpdate' | 'entityDelete') => ({ key, params: { entity: 'system.workGroup', title: SysWorkGroup.title } });
const live = (tenantId: number, id: number) => and(scopeWhere(sysWorkGroup, { tenantId }), eq(sysWorkGroup.id, id));

/** The group's members who are still live users, in account order. */
const membersOf = (db: Db, tenantId: number, groupId: number) =>
  db
    .select({ userId: sysUser.id, username: sysUser.username, familyName: sysUser.familyName, name: sysUser.name, mobile: sysUser.mobile })
    .from(sysWorkGroupUser)
    .innerJoin(sysUser, and(eq(sysUser.id, sysWorkGroupUser.userId), scopeWhere(sysUser, { tenantId })))
    .where(and(scopeWhere(sysWorkGroupUser, { tenantId }, { live: false }), eq(sysWorkGroupUser.groupId, groupId)))
    .orderBy(asc(sysUser.username));

/** A non-zero orgId must name an organisation of the tenant, locked FOR SHARE so that its delete waits for this write. */
const checkOrg = async (tx: Db, tenantId: number, orgId: number | null | undefined) => {
  if (!orgId) return null;
  const [org] = await tx.select({ id: sysOrg.id }).from(sysOrg).where(and(scopeWhere(sysOrg, { tenantId }, { live: false }), eq(sysOrg.id, orgId))).for('share');
  if (!org) throw validationFailed({ orgId: 'refMissing' });
  return orgId;
};

/**
 * 工作组: the list by the framework's query (`cscpWorkGroupsOr`: groupName and description, one search text under both,
 * paged and sorted in SQL), and the spec's own calls for one group with its members (userDetail): read, create and
 * edit (the group and its member list in one transaction; members must be live users of the tenant), delete (soft;
 * the group also leaves every organisation that listed it).
 */
export const registerWorkGroupRoutes = (app: FastifyInstance, { database }: AppDeps) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = database;
  // A target of `ref('system.workGroup')` (a patrol plan's group): its references are checked, labelled and kept in
  // the reference graph (a group still named by a plan is not deleted); its pickers read the list above.
  entityService(SysWorkGroup, sysWorkGroup);
  relabelTarget(SysWorkGroup, LIST_ACCESS.anyOf);

  // The framework's list (filters, sort and paging in SQL), also serving the organisation form's work-group options:
  // whoever may add or edit organisations may read it without the work-group screen.
  r.get(WORK_GROUP_PATHS.list, {
    schema: { tags, summary: 'List system.workGroup (one text under groupName and description: either matches)', querystring: listQuerySchema(SysWorkGroup), response: { 200: pageSchema(row) } },
    config: { access: LIST_ACCESS },
    handler: (request) => listEntity(db, SysWorkGroup, sysWorkGroup, request.user!.tenantId, request.query as ListQuery),
  });

  /** The group and its members, their mobiles masked for a caller who is not a user editor (issue 20). */
  const read = async (request: FastifyRequest, id: number) => {
    const { tenantId } = request.user!;
    const [group] = await db.select().from(sysWorkGroup).where(live(tenantId, id));
    if (!group) throw notFound('工作组不存在');
    const members = await membersOf(db, tenantId, id);
    return { ...toRow(SysWorkGroup, group as Record_), userDetail: members.map((member) => staffContactsFor(request, member)) };
  };

  r.get(WORK_GROUP_PATHS.item, {
    schema: { tags, summary: 'A work group with its members (userDetail)', params, response: { 200: detail } },
    config: { access: PERMISSIONS.workGroup.list },
    handler: (request) => read(request, request.params.id),
  });

  r.post(WORK_GROUP_PATHS.save, {
    schema: { tags, summary: 'Create a work group with its members', body: workGroupCreateSchema, response: { 200: detail } },
    config: { access: PERMISSIONS.workGroup.add, operation: '新增工作组', operationKey: logKey('entityCreate') },
    handler: async (request) => {
      const id = await save(database, request, request.body);
      return read(request, id);
    },
  });

  r.put(WORK_GROUP_PATHS.save, {
    schema: { tags, summary: 'Edit a work group and replace its members', body: workGroupUpdateSchema, response: { 200: detail } },
    config: { access: PERMISSIONS.workGroup.edit, operation: '修改工作组', operationKey: logKey('entityUpdate') },
    handler: async (request) => {
      const id = await save(database, request, request.body);
      return read(request, id);
    },
  });

  r.delete(WORK_GROUP_PATHS.item, {
    schema: { tags, summary: 'Delete a work group (soft), and drop it from organisations', params, response: { 200: envelope(z.null()) } },
    config: { access: PERMISSIONS.workGroup.delete, operation: '删除工作组', operationKey: logKey('entityDelete') },
    handler: async (request) => {
      const { tenantId, userId } = request.user!;
      const { id } = request.params;
      await mutate(database, request, async (tx) => {
        const [gone] = await tx.update(sysWorkGroup).set({ delFlag: 1, updateBy: userId, updateTime: new Date() }).where(live(tenantId, id)).returning({ id: sysWorkGroup.id });
        if (!gone) throw notFound('工作组不存在');
        await checkNotReferenced(tx, keyOf(SysWorkGroup), tenantId, [id]);
        await tx.delete(sysOrgWorkGroup).where(and(scopeWhere(sysOrgWorkGroup, { tenantId }, { live: false }), eq(sysOrgWorkGroup.groupId, id)));
      });
      return ok(null);
    },
  });
};

/** Writes the group (a new one, or the caller's tenant's live one by id, locked) and replaces its members. */
const save = (database: Database, request: FastifyRequest, body: WorkGroupBody): Promise<number> => {
  const { tenantId, userId } = request.user!;
  return mutate(database, request, async (tx) => {
    if (body.id) {
      const [current] = await tx.select({ id: sysWorkGroup.id }).from(sysWorkGroup).where(live(tenantId, body.id)).for('update');
      if (!current) throw notFound('工作组不存在');
    }
    const members = await requireLiveUsers(tx, tenantId, body.userDetail.map((m) => m.userId), 'userDetail');
    const orgId = await checkOrg(tx, tenantId, body.orgId);
    const values = { groupName: body.groupName, description: body.description, orgId };
    let id: number;
    if (body.id) {
      await tx.update(sysWorkGroup).set({ ...values, updateBy: userId, updateTime: new Date() }).where(eq(sysWorkGroup.id, body.id));
      id = body.id;
      await tx.delete(sysWorkGroupUser).where(and(scopeWhere(sysWorkGroupUser, { tenantId }, { live: false }), eq(sysWorkGroupUser.groupId, id)));
    } else {
      const [created] = await tx.insert(sysWorkGroup).values({ ...values, tenantId, createBy: userId }).returning({ id: sysWorkGroup.id });
      id = Number(created!.id);
    }
    await tx.insert(sysWorkGroupUser).values(members.map((member) => ({ tenantId, groupId: id, userId: member })));
    return id;
  });
};
