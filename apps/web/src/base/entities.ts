import { BASE_DICTIONARIES, Building, Car, CarEntryRecord, Community, Floor, Garage, Parking, ParkingGate, ParkingSpace, Resident, ResidentAudit, ResidentRoom, Room, Unit } from '@zhwy/contracts';

/** The base module's entities and dictionaries as the web knows them (pages, reference selects, label checks). */
export { Community };
export { Building, Floor, Room, Unit };
export { Car, CarEntryRecord, Garage, Parking, ParkingGate, ParkingSpace, Resident, ResidentAudit, ResidentRoom };
export const BASE_ENTITIES = [Community, Building, Unit, Floor, Room, Resident, ResidentRoom, ResidentAudit, Car, Garage, Parking, ParkingSpace, ParkingGate, CarEntryRecord] as const;
export { BASE_DICTIONARIES };
