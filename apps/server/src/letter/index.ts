import { LETTER_DICTIONARIES, StationLetter, dictSeedOf } from '@zhwy/contracts';
import { entityMenu } from '../platform/entity-menu.ts';
import type { ServerModule } from '../platform/module.ts';
import { registerLetters } from './routes.ts';

/**
 * 站内信 (spec: base-data-and-billing.md §4, §7 station-letter; docs/operations.md, "Station letters"): letters to
 * staff with their audit and recipients, under 运营管理. Recipients are chosen through system's `staff` service.
 */
export const letterModule: ServerModule = {
  name: 'letter',
  register: (app, deps) => {
    registerLetters(app, deps);
  },
  requires: ['staff'],
  menus: [
    {
      name: 'operations',
      title: '运营管理',
      type: 'menu1',
      url: '/operations',
      icon: 'ScheduleOutlined',
      readOnly: true,
      children: [
        entityMenu(StationLetter, { name: 'operations-letter', url: '/operations/letters', icon: 'MailOutlined', title: '站内信' }),
        // Every user's own letters (the header's bell opens it); the calls ask only for a session.
        { name: 'operations-my-letter', title: '我的站内信', type: 'menu2', url: '/operations/my-letters', icon: 'InboxOutlined', component: 'operations-my-letter', readOnly: true },
      ],
    },
  ],
  dictionaries: LETTER_DICTIONARIES.map(dictSeedOf),
};
