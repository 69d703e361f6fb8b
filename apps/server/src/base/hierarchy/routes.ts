import { Building, Floor, Room, Unit } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { comBuilding, comRoom, comUnit } from '../schema.ts';
import { registerBatch } from './batch.ts';
import { registerCalls } from './calls.ts';
import { floorList } from './floor-list.ts';
import { registerPickers } from './pickers.ts';
import { registerRoomLinks } from './room-links.ts';
import { guardBuildingDelete, guardFloorDelete, guardRoomDelete, guardUnitDelete, validateFloor, validateRoom, validateRooms, validateUnit } from './rules.ts';
import { registerRoomState } from './state-routes.ts';

/**
 * 楼栋、单元、楼层、房屋: the framework's routes from the definitions (with the hierarchy's placement checks and
 * delete refusals), the pickers, the batch calls and wizard, the floor leader, room state and the room-state diagram.
 */
export const registerHierarchy = (app: FastifyInstance, deps: ModuleDeps) => {
  const { database } = deps;
  registerEntityRoutes(app, { entity: Building, table: comBuilding, database, hooks: { beforeDelete: guardBuildingDelete } });
  registerEntityRoutes(app, { entity: Unit, table: comUnit, database, hooks: { validate: validateUnit, beforeDelete: guardUnitDelete } });
  // Floors through the view that adds the leader's name and mobile from the resident (masked: maskedReads).
  registerEntityRoutes(app, { entity: Floor, table: floorList, database, hooks: { validate: validateFloor, beforeDelete: guardFloorDelete } });
  registerEntityRoutes(app, { entity: Room, table: comRoom, database, hooks: { validate: validateRoom, validateMany: validateRooms, beforeDelete: guardRoomDelete } });
  registerPickers(app, deps);
  registerCalls(app, deps);
  registerBatch(app, deps);
  registerRoomState(app, deps);
  registerRoomLinks(app, deps);
};
