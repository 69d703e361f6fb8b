import { BASE_DICTIONARIES, dictSeedOf } from '@zhwy/contracts';
import type { ServerModule } from '../platform/module.ts';
import { registerCar } from './car/routes.ts';
import { registerCommunity } from './community/routes.ts';
import { registerGarage } from './garage/routes.ts';
import { registerHierarchy } from './hierarchy/routes.ts';
import { BASE_MENUS } from './menus.ts';
import { registerParking } from './parking/routes.ts';
import { basePayers } from './payers/service.ts';
import { registerAppRooms } from './resident-audit/app-rooms.ts';
import { registerResidentAudit } from './resident-audit/routes.ts';
import { pendingAudits } from './resident-audit/workbench.ts';
import { roomResidentsService } from './resident/contacts.ts';
import { registerResidents } from './resident/routes.ts';
import { registerRegion } from './region/routes.ts';
import { seedBase } from './seed/demo.ts';

/**
 * Base data (spec: base-data-and-billing.md §2–§7): communities; buildings, units, floors and rooms; residents,
 * their bindings and self-registrations; vehicles, parking lots, spaces, garages, gates and car entries. One folder
 * per feature, each registering its own routes.
 */
export const baseModule: ServerModule = {
  name: 'base',
  register: async (app, deps) => {
    registerCommunity(app, deps);
    registerHierarchy(app, deps);
    const residents = registerResidents(app, deps);
    registerParking(app, deps);
    registerResidentAudit(app, deps, residents);
    registerAppRooms(app, deps);
    registerCar(app, deps);
    registerGarage(app, deps);
    registerRegion(app, deps);
  },
  menus: BASE_MENUS,
  dictionaries: BASE_DICTIONARIES.map(dictSeedOf),
  workbench: [pendingAudits],
  seed: seedBase,
  // arrears: billing's check (none owed until it exists); sms and digitCaptcha: system's, for residents.
  requires: ['arrears', 'sms', 'digitCaptcha'],
  // The residents of rooms, owners first (billing's 催缴通知 sends to them); payers: what billing charges (rooms,
  // parking spaces, cars), its checks and generation's payers subquery.
  provides: { roomResidents: () => roomResidentsService(), payers: () => basePayers() },
};
