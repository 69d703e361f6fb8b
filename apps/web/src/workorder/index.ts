import { byLocale, defineModule } from '../platform/modules.ts';

/** 工单 (workorder): the desk's 工单管理 under 运营管理 (docs/operations.md, Work orders). */
export const workorder = defineModule({
  name: 'workorder',
  pages: {
    'operations-work-order': () => import('./WorkOrderPage.tsx').then((m) => m.WorkOrderPage),
  },
  texts: byLocale(import.meta.glob('./locales/*/workorder.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.WORKORDER_ENTITIES),
});
