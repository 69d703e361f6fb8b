import { Resident, ResidentRoom } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { EntityTable } from '../../platform/crud.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { comResident, comResidentRoom } from '../schema.ts';

/** 住户、房屋绑定: the framework's routes from the definitions (住户审核 is resident-audit/). */
export const registerResidents = (app: FastifyInstance, { database }: ModuleDeps) => {
  registerEntityRoutes(app, { entity: Resident, table: comResident as unknown as EntityTable, database });
  registerEntityRoutes(app, { entity: ResidentRoom, table: comResidentRoom as unknown as EntityTable, database });
};
