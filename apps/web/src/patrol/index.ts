import { byLocale, defineModule } from '../platform/modules.ts';

/** 巡更巡检 (patrol): types, points with their QR codes, lines, plans, tasks and records (docs/operations.md, Patrol). */
export const patrol = defineModule({
  name: 'patrol',
  pages: {
    'patrol-type': () => import('./pages.tsx').then((m) => m.TypePage),
    'patrol-point': () => import('./PointPage.tsx').then((m) => m.PointPage),
    'patrol-line': () => import('./pages.tsx').then((m) => m.LinePage),
    'patrol-job': () => import('./JobPage.tsx').then((m) => m.JobPage),
    'patrol-task': () => import('./TaskPage.tsx').then((m) => m.TaskPage),
    'patrol-log': () => import('./pages.tsx').then((m) => m.LogPage),
  },
  texts: byLocale(import.meta.glob('./locales/*/patrol.ts')),
  menuTitles: byLocale(import.meta.glob('./locales/*/menu.ts')),
  entities: () => import('./entities.ts').then((m) => m.PATROL_ENTITIES),
  refTargets: {
    'patrol.patrolType': () => import('./entities.ts').then((m) => ({ entity: m.PatrolType, label: 'typeName' })),
    'patrol.patrolPoint': () => import('./entities.ts').then((m) => ({ entity: m.PatrolPoint, label: 'pointName' })),
    'patrol.patrolLine': () => import('./entities.ts').then((m) => ({ entity: m.PatrolLine, label: 'lineName' })),
    'patrol.patrolJob': () => import('./entities.ts').then((m) => ({ entity: m.PatrolJob, label: 'jobName' })),
    // A record's task, by its name (计划名称 日期 时间段).
    'patrol.patrolTask': () => import('./entities.ts').then((m) => ({ entity: m.PatrolTask, label: 'taskName' })),
  },
});
