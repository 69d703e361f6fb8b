import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { validationFailed } from '../../platform/errors.ts';
import type { WorkGroupsService } from '../../platform/services.ts';
import { sysUser, sysWorkGroup, sysWorkGroupUser } from '../schema.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';

/**
 * Refuses (422 on `field`, 'refMissing') unless every id is a live (not deleted) user of the tenant. The users are
 * locked FOR SHARE until the write commits, so a concurrent delete of one of them waits and then sees the link.
 * Answers the ids without repeats, in ascending order.
 */
export const requireLiveUsers = async (tx: Db, tenantId: number, ids: readonly number[], field: string): Promise<number[]> => {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (wanted.length === 0) return wanted;
  const found = await tx
    .select({ id: sysUser.id })
    .from(sysUser)
    .where(and(scopeWhere(sysUser, { tenantId }), inArray(sysUser.id, wanted)))
    .for('share');
  if (found.length !== wanted.length) throw validationFailed({ [field]: 'refMissing' });
  return wanted;
};

/** The same for work groups (live groups of the tenant), as an organisation links them. */
export const requireLiveWorkGroups = async (tx: Db, tenantId: number, ids: readonly number[], field: string): Promise<number[]> => {
  const wanted = [...new Set(ids)].sort((a, b) => a - b);
  if (wanted.length === 0) return wanted;
  const found = await tx
    .select({ id: sysWorkGroup.id })
    .from(sysWorkGroup)
    .where(and(scopeWhere(sysWorkGroup, { tenantId }), inArray(sysWorkGroup.id, wanted)))
    .for('share');
  if (found.length !== wanted.length) throw validationFailed({ [field]: 'refMissing' });
  return wanted;
};

/** The live groups a user is a member of (the `workGroups` service: what is assigned to a group is theirs too). */
export const workGroupsService: WorkGroupsService = {
  groupsOf: async (db, tenantId, userId) => {
    const rows = await db
      .select({ id: sysWorkGroup.id })
      .from(sysWorkGroupUser)
      .innerJoin(sysWorkGroup, and(eq(sysWorkGroup.id, sysWorkGroupUser.groupId), scopeWhere(sysWorkGroup, { tenantId })))
      .where(and(scopeWhere(sysWorkGroupUser, { tenantId }, { live: false }), eq(sysWorkGroupUser.userId, userId)));
    return rows.map((row) => Number(row.id));
  },
};
