import type { ServerModule } from '../platform/module.ts';

/**
 * 收费中心 (spec: base-data-and-billing.md, billing): a stub until billing is built. It owns the menu root that
 * billing's pages will join (base mounts its room-state diagram under it); billing will provide the `arrears` service
 * here, and every arrears check of base (sale, rent, leave, parking-space out) follows without a change there.
 */
export const feeModule: ServerModule = {
  name: 'fee',
  register: () => {},
  menus: [{ name: 'toll', title: '收费中心', type: 'menu1', url: '/toll', icon: 'AccountBookOutlined', readOnly: true }],
  dictionaries: [],
};
