import { byLocale, defineModule } from '../platform/modules.ts';

/**
 * 仪表与抄表 (meter): the meters of rooms and their monthly readings, pages under 收费中心 (docs/billing.md, Meters).
 */
export const meter = defineModule({
  name: 'meter',
  pages: {
    'toll-meter': () => import('./MeterPage.tsx').then((m) => m.MeterPage),
    'toll-meter-reading': () => import('./ReadingPage.tsx').then((m) => m.ReadingPage),
  },
  texts: byLocale(import.meta.glob('./locales/*/meter.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.METER_ENTITIES),
  refTargets: {
    // A reading's meter is chosen by its number.
    'meter.meterInfo': () => import('./entities.ts').then((m) => ({ entity: m.MeterInfo, label: 'meterNo' })),
  },
});
