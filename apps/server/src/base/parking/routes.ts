import { CarEntryRecord, Parking, ParkingGate, ParkingSpace } from '@zhwy/contracts';
import type { FastifyInstance } from 'fastify';
import { registerEntityRoutes } from '../../platform/entity-routes.ts';
import type { ModuleDeps } from '../../platform/module.ts';
import { comCarComeinRecord, comParking, comParkingGate, comParkingSpace } from '../schema.ts';
import { registerSpaceBatch } from './batch.ts';
import { createGate, registerGateCalls, validateGate } from './gates.ts';
import { registerGateIngest } from './ingest.ts';
import { guardLotDelete, guardSpaceDelete, registerSpaceCalls, validateLot, validateSpace } from './spaces.ts';
import { registerVehicleState } from './vehicle-state.ts';

/** 车辆、停车场、车位、车库、道闸、进出记录: the framework's routes from the definitions, and parking's own calls. */
export const registerParking = (app: FastifyInstance, deps: ModuleDeps) => {
  const { database } = deps;
  registerEntityRoutes(app, { entity: Parking, table: comParking, database, hooks: { validate: validateLot, beforeDelete: guardLotDelete } });
  registerEntityRoutes(app, { entity: ParkingSpace, table: comParkingSpace, database, hooks: { validate: validateSpace, beforeDelete: guardSpaceDelete } });
  registerEntityRoutes(app, { entity: ParkingGate, table: comParkingGate, database, hooks: { validate: validateGate }, override: { create: createGate } });
  registerEntityRoutes(app, { entity: CarEntryRecord, table: comCarComeinRecord, database });
  registerSpaceCalls(app, deps);
  registerSpaceBatch(app, deps);
  registerGateCalls(app, deps);
  registerGateIngest(app, deps);
  registerVehicleState(app, deps);
};
