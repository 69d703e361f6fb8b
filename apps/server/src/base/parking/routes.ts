import { CarEntryRecord, Parking, ParkingGate, ParkingSpace } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import type { EntityTable } from '../../platform/crud.ts';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { comCarComeinRecord, comParking, comParkingGate, comParkingSpace } from '../schema.ts';

/** 停车场、车位、道闸、进出记录: the framework's routes from the definitions (车辆 is car/, 车库 garage/). */
export const registerParking = (app: FastifyInstance, { database }: ModuleDeps) => {
  registerEntityRoutes(app, { entity: Parking, table: comParking as unknown as EntityTable, database });
  registerEntityRoutes(app, { entity: ParkingSpace, table: comParkingSpace as unknown as EntityTable, database });
  registerEntityRoutes(app, { entity: ParkingGate, table: comParkingGate as unknown as EntityTable, database });
  registerEntityRoutes(app, { entity: CarEntryRecord, table: comCarComeinRecord as unknown as EntityTable, database });
};
