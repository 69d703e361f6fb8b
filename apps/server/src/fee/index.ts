import { BILL_CODES, BILL_DICTIONARIES, DISCOUNT_DICTIONARIES, FEE_DICTIONARIES, FEE_PERMISSIONS, FeeBill, FeeDiscountRule, FeeBillRun, FeeItem, FeeOrder, LateFeeConfig, dictSeedOf } from '@zhwy/contracts';
import { FeeNoticePlan, FeeNoticeRecord, NOTICE_DICTIONARIES } from '@zhwy/contracts';
import { PAY_CODE } from './cashier/pay.ts';
import { entityMenu } from '../platform/entity-menu.ts';
import type { ServerModule } from '../platform/module.ts';
import { registerArrearsRoutes } from './arrears/routes.ts';
import { billArrears } from './arrears/service.ts';
import { recoverRuns } from './bills/generate.ts';
import { feeGenerateJob } from './bills/job.ts';
import { owingDayJob } from './summary/owing.ts';
import { registerFeeNotice } from './bills/notice.ts';
import { registerNoticeEntities } from './bills/notice.ts';
import { feeNoticeJob } from './bills/notice-job.ts';
import { registerBills, runsInProgress } from './bills/routes.ts';
import { registerStatisticsRoutes } from './statistics/routes.ts';
import { registerFee } from './routes.ts';

/**
 * 收费中心 (spec: base-data-and-billing.md, billing; docs/billing.md). It owns the menu root that billing's pages join
 * (base mounts its room-state diagram under it) and provides the `arrears` service every arrears check of base
 * (sale, rent, leave, parking-space out) asks.
 */
export const feeModule: ServerModule = {
  name: 'fee',
  register: (app, deps) => {
    registerFee(app, deps);
    registerBills(app, deps);
    registerArrearsRoutes(app, deps);
    registerStatisticsRoutes(app, deps);
    registerFeeNotice(app, deps);
    registerNoticeEntities(app, deps);
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
        entityMenu(FeeBill, { name: 'toll-fee-bill', url: '/toll/fee-bill', icon: 'FileTextOutlined', buttons: [{ code: BILL_CODES.notice, title: '发送催缴' }] }),
        // The spec's bill screens as views of 账单管理 (docs/decisions.md): 周期性收费 the generated bills, 临时收费 the
        // bills entered by hand (its 新增 is 手工录入), 已缴账单 the paid ones, 作废明细 the voided ones, 未收明细 the
        // unpaid and partly paid ones (收费统计's uncollected, bill by bill).
        entityMenu(FeeBill, { name: 'toll-periodic-bills', url: '/toll/periodic-bills', icon: 'BarsOutlined', title: '周期性收费' }),
        entityMenu(FeeBill, { name: 'toll-temporary-bills', url: '/toll/temporary-bills', icon: 'MoneyCollectOutlined', title: '临时收费' }),
        entityMenu(FeeBill, { name: 'toll-paid-bills', url: '/toll/paid-bills', icon: 'FileSearchOutlined', title: '已缴账单' }),
        entityMenu(FeeBill, { name: 'toll-void-details', url: '/toll/void-details', icon: 'InboxOutlined', title: '作废明细' }),
        entityMenu(FeeBill, { name: 'toll-uncollected-bills', url: '/toll/uncollected-bills', icon: 'AlertOutlined', title: '未收明细' }),
        entityMenu(FeeBillRun, { name: 'toll-fee-generate', url: '/toll/fee-generate', icon: 'BlockOutlined', title: '批量生成', buttons: [{ code: BILL_CODES.generate, title: '生成' }] }),
        {
          name: 'toll-arrears',
          title: '欠费清单',
          type: 'menu2',
          url: '/toll/arrears',
          icon: 'AlertOutlined',
          component: 'toll-arrears',
          permissionCode: FEE_PERMISSIONS.arrears,
          readOnly: true,
          // 发送催缴 from the list: the bills' code (the same call as 账单管理's).
          children: [{ name: 'toll-arrears-notice', title: '发送催缴', type: 'button', permissionCode: BILL_CODES.notice }],
        },
        { name: 'toll-statistics', title: '收费统计', type: 'menu2', url: '/toll/statistics', icon: 'BarChartOutlined', component: 'toll-statistics', permissionCode: FEE_PERMISSIONS.statistics, readOnly: true },
        // The cashier (issue 25): 收银台 (code fee:order:pay), 收费订单, 退费作废审核 (FeeBill's apply and audit codes).
        { name: 'toll-cashier', title: '收银台', type: 'menu2', url: '/toll/cashier', icon: 'PayCircleOutlined', component: 'toll-cashier', permissionCode: PAY_CODE },
        entityMenu(FeeOrder, { name: 'toll-fee-order', url: '/toll/fee-order', icon: 'ReconciliationOutlined', title: '收费订单' }),
        entityMenu(FeeBill, { name: 'toll-fee-audit', url: '/toll/fee-audit', icon: 'AuditOutlined', title: '退费作废审核' }),
        // 账单优惠 by rule: the rules of a community (a bill's 优惠 is under 账单管理).
        entityMenu(FeeDiscountRule, { name: 'toll-discount-rule', url: '/toll/discount-rule', icon: 'TagsOutlined' }),
        // 催缴记录 (list and export only: rows come from 发送催缴 and the plans) and 催缴计划 (the daily job's settings).
        entityMenu(FeeNoticeRecord, { name: 'toll-notice-record', url: '/toll/notice-record', icon: 'NotificationOutlined' }),
        entityMenu(FeeNoticePlan, { name: 'toll-notice-plan', url: '/toll/notice-plan', icon: 'BellOutlined' }),
      ],
    },
  ],
  dictionaries: [...FEE_DICTIONARIES, ...BILL_DICTIONARIES, ...DISCOUNT_DICTIONARIES, ...NOTICE_DICTIONARIES].map(dictSeedOf),
  // Base's arrears checks answer from real bills.
  provides: { arrears: () => billArrears() },
  // The cashier pays from and refunds into residents' funds (余额); 发送催缴 sends system's SMS to base's residents;
  // bills and generation charge base's payers.
  requires: ['funds', 'sms', 'roomResidents', 'payers'],
  jobs: [feeGenerateJob, owingDayJob, feeNoticeJob],
  // Runs a stop left 生成中 (their transaction rolled back) run again once, in the background of the start.
  start: ({ database, log, services }) => {
    void recoverRuns(database.pool, services.payers).catch((err) => log.error({ err }, 'fee generation recovery failed'));
  },
  stop: async () => {
    await Promise.all(runsInProgress());
  },
};
