import { WORKORDER_DICTIONARIES, WorkOrder, dictSeedOf } from '@zhwy/contracts';
import { entityMenu } from '../platform/entity-menu.ts';
import type { ServerModule } from '../platform/module.ts';
import { registerWorkOrders } from './routes.ts';
import { workOrdersOf } from './service.ts';

/**
 * 工单 (spec: base-data-and-billing.md §7 work-order, business-modules.md §7 Work orders; docs/operations.md, Work
 * orders): the desk's screen under 运营管理, the assignee's staff app calls, and the `workOrders` service through
 * which complaints raise orders.
 */
export const workorderModule: ServerModule = {
  name: 'workorder',
  register: (app, deps) => {
    registerWorkOrders(app, deps);
  },
  // Under 运营管理, the operations group the letter module defines.
  menus: [{ ...entityMenu(WorkOrder, { name: 'operations-work-order', url: '/operations/work-order', icon: 'FileSearchOutlined', title: '工单管理' }), parent: 'operations' }],
  dictionaries: WORKORDER_DICTIONARIES.map(dictSeedOf),
  provides: { workOrders: ({ database }) => workOrdersOf(database) },
};
