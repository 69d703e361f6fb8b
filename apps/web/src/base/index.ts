import { byLocale, defineModule } from '../platform/modules.ts';

/**
 * 基础数据 (base data): the web side of the base module, communities first. Everything loads when first used: a
 * page with its texts, the menu titles with the layout, the entity definitions with a page or a reference select.
 */
export const base = defineModule({
  name: 'base',
  pages: {
    'base-community': () => import('./community/CommunityPage.tsx').then((m) => m.CommunityPage),
    'base-building': () => import('./hierarchy/pages.tsx').then((m) => m.BuildingPage),
    'base-unit': () => import('./hierarchy/pages.tsx').then((m) => m.UnitPage),
    'base-floor': () => import('./hierarchy/pages.tsx').then((m) => m.FloorPage),
    'base-room': () => import('./hierarchy/pages.tsx').then((m) => m.RoomPage),
    'toll-room-state': () => import('./room-state/RoomStatePage.tsx').then((m) => m.RoomStatePage),
    'base-resident-audit': () => import('./resident-audit/ResidentAuditPage.tsx').then((m) => m.ResidentAuditPage),
    'base-car': () => import('./car/CarPage.tsx').then((m) => m.CarPage),
    'base-garage': () => import('./garage/GaragePage.tsx').then((m) => m.GaragePage),
    'base-parking': () => import('./parking/ParkingPage.tsx').then((m) => m.ParkingPage),
    'base-parking-space': () => import('./parking/ParkingSpacePage.tsx').then((m) => m.ParkingSpacePage),
    'base-parking-gate': () => import('./parking/ParkingGatePage.tsx').then((m) => m.ParkingGatePage),
    'base-resident': () => import('./resident/ResidentPage.tsx').then((m) => m.ResidentPage),
    'base-resident-room': () => import('./resident-room/ResidentRoomPage.tsx').then((m) => m.ResidentRoomPage),
    'base-car-comein': () => import('./parking/CarEntryRecordPage.tsx').then((m) => m.CarEntryRecordPage),
    'toll-vehicle-state': () => import('./vehicle-state/VehicleStatePage.tsx').then((m) => m.VehicleStatePage),
  },
  texts: byLocale(import.meta.glob('./locales/*/base.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.BASE_ENTITIES),
  refTargets: {
    // A community is chosen by its name.
    'base.community': () => import('./entities.ts').then((m) => ({ entity: m.Community, label: 'areaName' })),
    'base.building': () => import('./entities.ts').then((m) => ({ entity: m.Building, label: 'buildingName' })),
    'base.unit': () => import('./entities.ts').then((m) => ({ entity: m.Unit, label: 'unitName' })),
    'base.room': () => import('./entities.ts').then((m) => ({ entity: m.Room, label: 'roomNo' })),
    'base.parking': () => import('./entities.ts').then((m) => ({ entity: m.Parking, label: 'parkingName' })),
    // A resident is chosen by name (masked, 张**) as the space's user; the residents' page may add a search.
    'base.resident': () => import('./entities.ts').then((m) => ({ entity: m.Resident, label: 'name' })),
    'base.parkingGate': () => import('./entities.ts').then((m) => ({ entity: m.ParkingGate, label: 'gateName' })),
    'base.parkingSpace': () => import('./entities.ts').then((m) => ({ entity: m.ParkingSpace, label: 'spaceNo' })),
    // A car by its plate (masked: 京A****5).
    'base.car': () => import('./entities.ts').then((m) => ({ entity: m.Car, label: 'plateNo' })),
  },
});
