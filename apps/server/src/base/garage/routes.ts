import { Garage } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Record_ } from '../../platform/crud.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { validationFailed } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { comGarage, comResident } from '../schema.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import type { RuleContext } from '../../platform/entity-context.ts';

/**
 * A garage's state and its user go together: 已售 or 已租 needs the owner or tenant (a resident of the garage's
 * community); 未售 has none (a user sent with it is cleared).
 */
const validateGarage = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  const merged = { ...current, ...values };
  if (String(merged.state ?? '0') === '0') {
    if (merged.residentId !== null && merged.residentId !== undefined) values.residentId = null;
    return;
  }
  if (merged.residentId === null || merged.residentId === undefined) throw validationFailed({ residentId: 'required' });
  if (values.residentId === undefined && values.areaId === undefined) return;
  const [resident] = await tx
    .select({ areaId: comResident.areaId })
    .from(comResident)
    .where(and(scopeWhere(comResident, { tenantId }, { live: false }), eq(comResident.id, Number(merged.residentId))))
    .limit(1);
  if (!resident || Number(resident.areaId) !== Number(merged.areaId)) throw validationFailed({ residentId: 'notInCommunity' });
};

/** 车库管理: the framework's calls from the definition (paths in packages/contracts/src/base/parking.ts), with the state rule. */
export const registerGarage = (app: FastifyInstance, { database }: ModuleDeps) => {
  registerEntityRoutes(app, { entity: Garage, table: comGarage, database, hooks: { validate: validateGarage } });
};
