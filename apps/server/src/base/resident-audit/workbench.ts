import { ResidentAudit, permissionOf } from '@zhwy/contracts';
import { and, count, eq } from 'drizzle-orm';
import { scoped } from '../../platform/scope.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import type { WorkbenchItem } from '../../platform/workbench.ts';
import { comResidentAudit } from '../schema.ts';

/** 待审核 (auditStatus 0): a registration no one has approved or rejected yet. */
const PENDING = '0';

/** The home page's count of self-registrations waiting for review, in the caller's communities. */
export const pendingAudits: WorkbenchItem = {
  name: 'pendingResidentAudits',
  menu: 'base-resident-audit',
  access: permissionOf(ResidentAudit, 'list'),
  count: async (request, { database }) => {
    const [row] = await database.db
      .select({ n: count() })
      .from(comResidentAudit)
      .where(and(scopeWhere(comResidentAudit, scoped(request), { community: comResidentAudit.areaId }), eq(comResidentAudit.auditStatus, PENDING)));
    return row?.n ?? 0;
  },
};
