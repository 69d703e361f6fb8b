import { Car } from '@zhwy/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Record_ } from '../../platform/crud.ts';
import type { Db } from '../../platform/db/client.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import { preHandlerOn } from '../../platform/route-info.ts';
import { validationFailed } from '../../platform/errors.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { comCarInfo, comParkingSpace, comResident, comRoom } from '../schema.ts';
import { scopeWhere } from '../../platform/scope-sql.ts';
import type { RuleContext } from '../../platform/entity-context.ts';

/** The community a referenced row belongs to (the framework has checked it is live in the tenant). */
const areaOf = async (tx: Db, table: typeof comResident | typeof comRoom | typeof comParkingSpace, tenantId: number, id: number) => {
  const [row] = await tx
    .select({ areaId: table.areaId })
    .from(table)
    .where(and(scopeWhere(table, { tenantId }, { live: false }), eq(table.id, id)))
    .limit(1);
  return row ? Number(row.areaId) : null;
};

/**
 * A vehicle's own rules, inside the write's transaction (after the framework's field, reference and scope checks):
 * the plate is stored upper-cased (its uniqueness is then case-blind); the end of validity is not before its start;
 * the owner (a resident), room and parking space are of the vehicle's community; a resident owner's name and phone
 * are taken from the resident's record (what the form sent for them is replaced), a non-resident's are as typed.
 */
const validateCar = async ({ tx, tenantId, current }: RuleContext, values: Record_) => {
  if (typeof values.plateNo === 'string') values.plateNo = values.plateNo.trim().toUpperCase();
  const merged = { ...current, ...values };
  if (merged.startDate && merged.endDate && String(merged.endDate) < String(merged.startDate)) throw validationFailed({ endDate: 'dateOrder' });
  const areaId = Number(merged.areaId);
  const changed = (name: string) => values[name] !== undefined || values.areaId !== undefined;
  const errors: Record<string, string> = {};
  for (const [name, table] of [['residentId', comResident], ['roomId', comRoom], ['parkingSpaceId', comParkingSpace]] as const) {
    const id = merged[name];
    if (!changed(name) || id === null || id === undefined) continue;
    if ((await areaOf(tx, table, tenantId, Number(id))) !== areaId) errors[name] = 'notInCommunity';
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  if (values.residentId) {
    const [owner] = await tx
      .select({ name: comResident.name, mobile: comResident.mobile })
      .from(comResident)
      .where(and(scopeWhere(comResident, { tenantId }, { live: false }), eq(comResident.id, Number(values.residentId))))
      .limit(1);
    if (owner) {
      values.ownerName = owner.name;
      values.ownerPhone = owner.mobile;
    }
  }
};

/** 车辆管理 (the spec's ComCarInfo): the framework's calls from the definition, with the vehicle's own rules. */
export const registerCar = (app: FastifyInstance, { database }: ModuleDeps) => {
  // A resident owner's name and phone are the resident's (validateCar reads them): what the form shows of them is the
  // masked read, which a write could not store, so it is dropped before the framework sees the body.
  const writes = new Set([
    `POST ${Car.paths.create}`,
    `PUT ${Car.paths.update}`,
    ...Car.calls!.filter((call) => call.style === 'create' || call.style === 'update').map((call) => `${call.method} ${call.path}`),
  ]);
  preHandlerOn(app, writes, async (request) => {
    const body = request.body as Record_ | undefined;
    if (body?.residentId) {
      delete body.ownerName;
      delete body.ownerPhone;
    }
  });
  registerEntityRoutes(app, { entity: Car, table: comCarInfo, database, hooks: { validate: validateCar } });
};
