import { BASE_PERMISSIONS, Building, Car, Floor, ParkingSpace, Resident, ResidentAudit, ResidentRoom, Room, Unit, permissionOf } from '@zhwy/contracts';

/**
 * Who may read the hierarchy's pickers (community → building → unit → floor → room): every screen that chooses a
 * room or a building (the hierarchy's own pages, residents, bindings, self-registrations, vehicles, parking spaces,
 * the room-state diagram). The rows are still limited to the caller's communities.
 */
export const PICKER_ACCESS = {
  anyOf: [
    ...[Building, Unit, Floor, Room, Resident, ResidentRoom, ResidentAudit, Car, ParkingSpace].map((entity) => permissionOf(entity, 'list')),
    BASE_PERMISSIONS.roomStateDiagram,
    BASE_PERMISSIONS.vehicleStateDiagram,
  ],
} as const;
