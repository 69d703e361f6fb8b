import type { FundsTexts } from '../../texts.ts';

/** The account's resident and place, as the account and its movements name them. */
const PLACE = {
  areaId: '所属団地',
  residentId: '居住者',
  residentName: '居住者氏名',
  roomId: '部屋',
  buildingId: '棟',
  unitId: 'ユニット',
  floor: '階',
  areaName: '団地名',
  buildingName: '棟名',
  unitName: 'ユニット名',
  roomNo: '部屋番号',
};

/** 利用者資金。 */
export const funds: FundsTexts = {
  userFunds: {
    title: '利用者資金',
    fields: {
      ...PLACE,
      balance: '残高（元）',
      useLimit: '利用限度額（元）',
      createTime: '開設日時',
    },
    calls: { recharge: 'チャージ' },
    recharge: 'チャージ',
    recharged: 'チャージしました',
    rechargeTitle: 'チャージ：{{name}}',
    amount: 'チャージ金額（元）',
    remark: '備考',
    movements: '明細',
    movementsTitle: '資金明細：{{name}}',
    useLimitAction: '利用限度額',
    useLimitTitle: '利用限度額：{{name}}',
    useLimitHint: '1 回の支払いで残高から引き落とせる上限。空欄は無制限、0 は残高での支払い不可',
  },
  userFundsDetail: {
    title: '資金明細',
    fields: {
      fundsId: '資金口座',
      ...PLACE,
      feeType: '変動種別',
      rechargeLimit: '変動額（元）',
      actualLimit: '変動後残高（元）',
      orderNo: '関連番号',
      remark: '備考',
      createTime: '変動日時',
    },
  },
  fundConfig: {
    title: '資金設定',
    fields: {
      areaId: '所属団地',
      state: '有効状態',
      minRecharge: '最低チャージ額（元）',
      maxRecharge: '1 回のチャージ上限（元）',
      remark: '備考',
      createTime: '作成日時',
    },
  },
  dictValues: {
    funds_move_type: {
      '1': 'チャージ',
      '2': '支払い',
      '3': '返金',
      '4': '調整',
    },
    funds_state: {
      '1': '有効',
      '0': '無効',
    },
  },
};
