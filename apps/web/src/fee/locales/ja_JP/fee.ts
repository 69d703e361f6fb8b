import type { FEE_DICTIONARIES, FeeItem, LateFeeConfig } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 料金センター。 */
export const fee: {
  feeItem: EntityTexts<typeof FeeItem>;
  lateFeeConfig: EntityTexts<typeof LateFeeConfig>;
  dictValues: DictTexts<(typeof FEE_DICTIONARIES)[number]>;
} = {
  feeItem: {
    title: '料金項目',
    fields: {
      areaId: '所属団地',
      itemName: '料金項目名',
      feeType: '費用種別',
      payerKind: '課金対象',
      chargeMethod: '計算方法',
      unitPrice: '単価（元）',
      fixedAmount: '固定金額（元）',
      cycle: '請求周期',
      billingDay: '請求日',
      dueDays: '支払期限（日）',
      payTiming: '徴収時期',
      fundsPayable: '残高で支払可',
      rounding: '端数処理',
      lateFee: '延滞金を徴収',
      vacantDiscount: '空室割引（%）',
      state: '状態',
      remark: '備考',
      createTime: '作成日時',
    },
  },
  lateFeeConfig: {
    title: '延滞金設定',
    fields: {
      areaId: '所属団地',
      graceDays: '猶予日数',
      dailyRate: '日率（%）',
      capRate: '上限（元本に対する%）',
      remark: '備考',
      createTime: '作成日時',
    },
  },
  dictValues: {
    fee_item_type: { '1': '管理費', '2': '電気料金', '3': '水道料金', '4': '駐車料金', '5': 'ごみ処理費', '6': '共用部按分費', '9': 'その他' },
    fee_payer_kind: { '1': '部屋', '2': '駐車区画', '3': '車両' },
    fee_charge_method: { '1': '面積×単価', '2': '固定金額', '3': '使用量×単価', '4': '手入力' },
    fee_cycle: { '1': '毎月', '3': '四半期', '6': '半年', '12': '毎年', '0': '一回のみ' },
    fee_pay_timing: { '1': '前払い', '2': '後払い' },
    fee_rounding: { '1': '分単位で四捨五入', '2': '角単位で四捨五入', '3': '元単位で四捨五入' },
    fee_yes_no: { '1': 'はい', '0': 'いいえ' },
    fee_item_state: { '1': '有効', '0': '無効' },
  },
};
