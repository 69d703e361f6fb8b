import type { FundsTexts } from '../../texts.ts';

/** The account's resident and place, as the account and its movements name them. */
const PLACE = {
  areaId: '所屬社區',
  residentId: '住戶',
  residentName: '住戶姓名',
  roomId: '房屋',
  buildingId: '樓棟',
  unitId: '單元',
  floor: '樓層',
  areaName: '社區名稱',
  buildingName: '樓棟名稱',
  unitName: '單元名稱',
  roomNo: '房號',
};

/** 用戶資金。 */
export const funds: FundsTexts = {
  userFunds: {
    title: '用戶資金',
    fields: {
      ...PLACE,
      balance: '餘額（元）',
      useLimit: '使用額度（元）',
      createTime: '開戶時間',
    },
    calls: { recharge: '儲值' },
    recharge: '儲值',
    recharged: '儲值成功',
    rechargeTitle: '儲值：{{name}}',
    amount: '儲值金額（元）',
    remark: '備註',
    movements: '明細',
    movementsTitle: '資金明細：{{name}}',
    useLimitAction: '使用額度',
    useLimitTitle: '使用額度：{{name}}',
    useLimitHint: '單筆繳費最多可從餘額扣除的金額；留空不限，0 表示不可用餘額繳費',
  },
  userFundsDetail: {
    title: '資金明細',
    fields: {
      fundsId: '資金帳戶',
      ...PLACE,
      feeType: '變動類型',
      rechargeLimit: '變動金額（元）',
      actualLimit: '變動後餘額（元）',
      orderNo: '關聯單號',
      remark: '備註',
      createTime: '變動時間',
    },
  },
  fundConfig: {
    title: '資金配置',
    fields: {
      areaId: '所屬社區',
      state: '啟用狀態',
      minRecharge: '最低儲值金額（元）',
      maxRecharge: '單次儲值上限（元）',
      remark: '備註',
      createTime: '建立時間',
    },
  },
  dictValues: {
    funds_move_type: {
      '1': '儲值',
      '2': '繳費',
      '3': '退款',
      '4': '調整',
    },
    funds_state: {
      '1': '啟用',
      '0': '停用',
    },
  },
};
