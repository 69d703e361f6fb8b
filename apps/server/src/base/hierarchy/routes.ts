import { Building, Floor, Room, Unit } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { EntityTable } from '../../platform/crud.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { comBuilding, comBuildingFloor, comRoom, comUnit } from '../schema.ts';
import { registerPickers } from './pickers.ts';

/** 楼栋、单元、楼层、房屋: the framework's routes from the definitions. */
export const registerHierarchy = (app: FastifyInstance, deps: ModuleDeps) => {
  const { database } = deps;
  registerEntityRoutes(app, { entity: Building, table: comBuilding as unknown as EntityTable, database });
  registerEntityRoutes(app, { entity: Unit, table: comUnit as unknown as EntityTable, database });
  registerEntityRoutes(app, { entity: Floor, table: comBuildingFloor as unknown as EntityTable, database });
  registerEntityRoutes(app, { entity: Room, table: comRoom as unknown as EntityTable, database });
  registerPickers(app, deps);
};
