import { PATROL_DICTIONARIES, PATROL_HANDLE, PatrolJob, PatrolJobLog, PatrolLine, PatrolPoint, PatrolTask, PatrolType, dictSeedOf } from '@zhwy/contracts';
import { entityMenu } from '../platform/entity-menu.ts';
import type { ServerModule } from '../platform/module.ts';
import { registerPatrol } from './routes.ts';
import { registerStaffPatrol } from './staff.ts';
import { patrolCloseJob, patrolTasksJob } from './tasks.ts';

/**
 * 巡更巡检 (spec: base-data-and-billing.md §2, §7 Patrol; docs/operations.md, Patrol): types, points with QR codes,
 * lines, plans, the tasks the daily job makes from them, and the records of checks with problems and their handling;
 * the staff app's calls under /api/staff/patrol. Work-group membership comes from system's `workGroups` service.
 */
export const patrolModule: ServerModule = {
  name: 'patrol',
  register: (app, deps) => {
    registerPatrol(app, deps);
    registerStaffPatrol(app, deps);
  },
  menus: [
    {
      name: 'patrol',
      title: '巡更巡检',
      type: 'menu1',
      url: '/patrol',
      icon: 'SafetyOutlined',
      readOnly: true,
      children: [
        entityMenu(PatrolType, { name: 'patrol-type', url: '/patrol/type', icon: 'TagsOutlined', title: '巡检类型' }),
        entityMenu(PatrolPoint, { name: 'patrol-point', url: '/patrol/point', icon: 'QrcodeOutlined', title: '巡检点' }),
        entityMenu(PatrolLine, { name: 'patrol-line', url: '/patrol/line', icon: 'NodeIndexOutlined', title: '巡检路线' }),
        entityMenu(PatrolJob, { name: 'patrol-job', url: '/patrol/job', icon: 'ScheduleOutlined', title: '巡检计划' }),
        entityMenu(PatrolTask, { name: 'patrol-task', url: '/patrol/task', icon: 'CarryOutOutlined', title: '巡检任务' }),
        entityMenu(PatrolJobLog, { name: 'patrol-log', url: '/patrol/log', icon: 'FileSearchOutlined', title: '巡检记录', buttons: [{ code: PATROL_HANDLE, title: '处理' }] }),
      ],
    },
  ],
  dictionaries: PATROL_DICTIONARIES.map(dictSeedOf),
  requires: ['workGroups'],
  jobs: [patrolTasksJob, patrolCloseJob],
};
