import { BASE_DICTIONARIES, CarEntryRecord, Community, Parking, ParkingGate, ParkingSpace, Resident } from '@zhwy/contracts';

/** The base module's entities and dictionaries as the web knows them (pages, reference selects, label checks). */
export { Community };
export { CarEntryRecord, Parking, ParkingGate, ParkingSpace, Resident };
export const BASE_ENTITIES = [Community, Parking, ParkingSpace, ParkingGate, CarEntryRecord] as const;
export { BASE_DICTIONARIES };
