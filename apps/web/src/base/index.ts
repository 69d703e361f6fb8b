import { byLocale, defineModule } from '../platform/modules.ts';

/**
 * 基础数据 (base data): the web side of the base module, communities first. Everything loads when first used: a
 * page with its texts, the menu titles with the layout, the entity definitions with a page or a reference select.
 */
export const base = defineModule({
  name: 'base',
  pages: {
    'base-community': () => import('./community/CommunityPage.tsx').then((m) => m.CommunityPage),
    'base-resident-audit': () => import('./resident-audit/ResidentAuditPage.tsx').then((m) => m.ResidentAuditPage),
    'base-car': () => import('./car/CarPage.tsx').then((m) => m.CarPage),
    'base-garage': () => import('./garage/GaragePage.tsx').then((m) => m.GaragePage),
    'base-parking': () => import('./parking/ParkingPage.tsx').then((m) => m.ParkingPage),
    'base-parking-space': () => import('./parking/ParkingSpacePage.tsx').then((m) => m.ParkingSpacePage),
    'base-parking-gate': () => import('./parking/ParkingGatePage.tsx').then((m) => m.ParkingGatePage),
    'base-resident': () => import('./resident/ResidentPage.tsx').then((m) => m.ResidentPage),
    'base-resident-room': () => import('./resident-room/ResidentRoomPage.tsx').then((m) => m.ResidentRoomPage),
    'base-car-comein': () => import('./parking/CarEntryRecordPage.tsx').then((m) => m.CarEntryRecordPage),
  },
  texts: byLocale(import.meta.glob('./locales/*/base.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.BASE_ENTITIES),
  refTargets: {
    // A community is chosen by its name.
    'base.community': () => import('./entities.ts').then((m) => ({ entity: m.Community, label: 'areaName' })),
    'base.parking': () => import('./entities.ts').then((m) => ({ entity: m.Parking, label: 'parkingName' })),
    // A resident is chosen by name (masked, 张**) as the space's user; the residents' page may add a search.
    'base.resident': () => import('./entities.ts').then((m) => ({ entity: m.Resident, label: 'name' })),
    'base.parkingGate': () => import('./entities.ts').then((m) => ({ entity: m.ParkingGate, label: 'gateName' })),
  },
});
