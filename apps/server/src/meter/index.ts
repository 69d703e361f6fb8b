import { METER_DICTIONARIES, MeterInfo, MeterReading, dictSeedOf } from '@zhwy/contracts';
import { entityMenu } from '../platform/entity-menu.ts';
import type { ServerModule } from '../platform/module.ts';
import { registerMeter } from './routes.ts';

export { type UsageRow, monthUsageJoinText, usageOf } from './usage.ts';

/**
 * 仪表与抄表 (spec: base-data-and-billing.md §7 meter-info, meter-reading; docs/billing.md, Meters): the meters of
 * rooms and their monthly readings, under 收费中心 beside the fee items. Billing reads a month's usage of a fee item
 * through `usageOf` (usage.ts).
 */
export const meterModule: ServerModule = {
  name: 'meter',
  register: (app, deps) => {
    registerMeter(app, deps);
  },
  menus: [
    { ...entityMenu(MeterInfo, { name: 'toll-meter', url: '/toll/meter', icon: 'DashboardOutlined', title: '仪表管理' }), parent: 'toll' },
    { ...entityMenu(MeterReading, { name: 'toll-meter-reading', url: '/toll/meter-reading', icon: 'FormOutlined', title: '抄表记录' }), parent: 'toll' },
  ],
  dictionaries: METER_DICTIONARIES.map(dictSeedOf),
  // A meter's room and a reading sheet's building are base's (the `payers` service).
  requires: ['payers'],
};
