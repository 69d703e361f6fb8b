import { BILL_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeItem, FeeOrder, LateFeeConfig, dictSeedOf } from '@zhwy/contracts';
import { PAY_CODE } from './cashier/pay.ts';
import { entityMenu } from '../platform/entity-menu.ts';
import type { ServerModule } from '../platform/module.ts';
import { registerFee } from './routes.ts';

/**
 * 收费中心 (spec: base-data-and-billing.md, billing; docs/billing.md): fee items and the late-fee rule so far. It owns
 * the menu root that billing's pages join (base mounts its room-state diagram under it); billing will provide the
 * `arrears` service here, and every arrears check of base (sale, rent, leave, parking-space out) follows without a
 * change there.
 */
export const feeModule: ServerModule = {
  name: 'fee',
  register: (app, deps) => {
    registerFee(app, deps);
  },
  menus: [
    {
      name: 'toll',
      title: '收费中心',
      type: 'menu1',
      url: '/toll',
      icon: 'AccountBookOutlined',
      readOnly: true,
      children: [
        entityMenu(FeeItem, { name: 'toll-fee-item', url: '/toll/fee-item', icon: 'ProfileOutlined' }),
        entityMenu(LateFeeConfig, { name: 'toll-late-fee', url: '/toll/late-fee', icon: 'FieldTimeOutlined' }),
        // The cashier (issue 25): 收银台 (code fee:order:pay), 收费订单, 退费作废审核 (FeeBill's apply and audit codes).
        { name: 'toll-cashier', title: '收银台', type: 'menu2', url: '/toll/cashier', icon: 'PayCircleOutlined', component: 'toll-cashier', permissionCode: PAY_CODE },
        entityMenu(FeeOrder, { name: 'toll-fee-order', url: '/toll/fee-order', icon: 'ReconciliationOutlined', title: '收费订单' }),
        entityMenu(FeeBill, { name: 'toll-fee-audit', url: '/toll/fee-audit', icon: 'AuditOutlined', title: '退费作废审核' }),
      ],
    },
  ],
  dictionaries: [...FEE_DICTIONARIES, ...BILL_DICTIONARIES].map(dictSeedOf),
};
