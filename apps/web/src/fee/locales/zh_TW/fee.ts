import type { FEE_DICTIONARIES, FeeItem, LateFeeConfig } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 收費中心。 */
export const fee: {
  feeItem: EntityTexts<typeof FeeItem>;
  lateFeeConfig: EntityTexts<typeof LateFeeConfig>;
  dictValues: DictTexts<(typeof FEE_DICTIONARIES)[number]>;
} = {
  feeItem: {
    title: '收費項',
    fields: {
      areaId: '所屬社區',
      itemName: '收費項名稱',
      feeType: '費用類型',
      payerKind: '付費對象',
      chargeMethod: '計費方式',
      unitPrice: '單價（元）',
      fixedAmount: '固定金額（元）',
      cycle: '收費週期',
      billingDay: '出帳日',
      dueDays: '繳費期限（天）',
      payTiming: '收費時點',
      fundsPayable: '可用餘額繳費',
      rounding: '取整方式',
      lateFee: '收取滯納金',
      vacantDiscount: '空置房優惠（%）',
      state: '狀態',
      remark: '備註',
      createTime: '建立時間',
    },
  },
  lateFeeConfig: {
    title: '滯納金設定',
    fields: {
      areaId: '所屬社區',
      graceDays: '寬限天數',
      dailyRate: '日利率（%）',
      capRate: '上限（佔本金%）',
      remark: '備註',
      createTime: '建立時間',
    },
  },
  dictValues: {
    fee_item_type: { '1': '物業費', '2': '電費', '3': '水費', '4': '停車費', '5': '垃圾費', '6': '公攤費', '9': '其他' },
    fee_payer_kind: { '1': '房屋', '2': '車位', '3': '車輛' },
    fee_charge_method: { '1': '面積×單價', '2': '固定金額', '3': '用量×單價', '4': '手工錄入' },
    fee_cycle: { '1': '按月', '3': '按季', '6': '按半年', '12': '按年', '0': '一次性' },
    fee_pay_timing: { '1': '預收', '2': '後收' },
    fee_rounding: { '1': '四捨五入到分', '2': '四捨五入到角', '3': '四捨五入到元' },
    fee_yes_no: { '1': '是', '0': '否' },
    fee_item_state: { '1': '啟用', '0': '停用' },
  },
};
