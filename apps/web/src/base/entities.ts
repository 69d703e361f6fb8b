import { BASE_DICTIONARIES, Building, Floor, Room, Unit, CarEntryRecord, Community, Parking, ParkingGate, ParkingSpace, Resident } from '@zhwy/contracts';

/** The base module's entities and dictionaries as the web knows them (pages, reference selects, label checks). */
export { Community };
export { Building, Floor, Room, Unit };
export { CarEntryRecord, Parking, ParkingGate, ParkingSpace, Resident };
export const BASE_ENTITIES = [Community, Building, Unit, Floor, Room, Parking, ParkingSpace, ParkingGate, CarEntryRecord] as const;
export { BASE_DICTIONARIES };
