import type { FundsTexts } from '../../texts.ts';

/** The account's resident and place, as the account and its movements name them. */
const PLACE = {
  areaId: 'Community',
  residentId: 'Resident',
  residentName: 'Resident name',
  roomId: 'Room',
  buildingId: 'Building',
  unitId: 'Unit',
  floor: 'Floor',
  areaName: 'Community name',
  buildingName: 'Building name',
  unitName: 'Unit name',
  roomNo: 'Room no.',
};

/** User funds. */
export const funds: FundsTexts = {
  userFunds: {
    title: 'User funds',
    fields: {
      ...PLACE,
      balance: 'Balance (CNY)',
      useLimit: 'Use limit (CNY)',
      createTime: 'Opened',
    },
    calls: { recharge: 'Recharge' },
    recharge: 'Recharge',
    recharged: 'Recharged',
    rechargeTitle: 'Recharge: {{name}}',
    amount: 'Amount (CNY)',
    remark: 'Remark',
    movements: 'Movements',
    movementsTitle: 'Movements: {{name}}',
    useLimitAction: 'Use limit',
    useLimitTitle: 'Use limit: {{name}}',
    useLimitHint: 'The most one payment may take from the balance; empty for no limit, 0 to stop payments from the balance',
  },
  userFundsDetail: {
    title: 'Funds movement',
    fields: {
      fundsId: 'Account',
      ...PLACE,
      feeType: 'Type',
      rechargeLimit: 'Amount (CNY)',
      actualLimit: 'Balance after (CNY)',
      orderNo: 'Order no.',
      remark: 'Remark',
      createTime: 'Time',
    },
  },
  fundConfig: {
    title: 'Fund settings',
    fields: {
      areaId: 'Community',
      state: 'Status',
      minRecharge: 'Minimum recharge (CNY)',
      maxRecharge: 'Maximum recharge (CNY)',
      remark: 'Remark',
      createTime: 'Created',
    },
  },
  dictValues: {
    funds_move_type: {
      '1': 'Recharge',
      '2': 'Payment',
      '3': 'Refund',
      '4': 'Adjustment',
    },
    funds_state: {
      '1': 'Enabled',
      '0': 'Disabled',
    },
  },
};
