import type { BILL_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeBillRun, FeeItem, FeeOrder, FeeOrderLine, LateFeeConfig } from '@zhwy/contracts';
import { arrearsTexts } from './arrears.ts';
import { statisticsTexts } from './statistics.ts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';
import type { BillTexts } from '../zh_CN/fee.ts';

/** 料金センター。 */
export const fee: {
  feeItem: EntityTexts<typeof FeeItem>;
  lateFeeConfig: EntityTexts<typeof LateFeeConfig>;
  feeBill: EntityTexts<typeof FeeBill> & { actions: { create: string } };
  feeOrder: EntityTexts<typeof FeeOrder>;
  feeOrderLine: EntityTexts<typeof FeeOrderLine>;
  feeBillRun: EntityTexts<typeof FeeBillRun>;
  arrears: typeof arrearsTexts;
  statistics: typeof statisticsTexts;
  dictValues: DictTexts<(typeof FEE_DICTIONARIES)[number] | (typeof BILL_DICTIONARIES)[number]>;
  bills: BillTexts;
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
  feeBill: {
    actions: { create: '手入力' },
    title: '請求',
    fields: {
      areaId: '所属団地',
      feeItemId: '費目',
      payerKind: '課金対象',
      roomId: '部屋',
      parkingSpaceId: '駐車区画',
      carId: '車両',
      periodStart: '課金開始',
      periodEnd: '課金終了',
      dueDate: '支払期限',
      quantity: '数量',
      unitPrice: '単価（元）',
      rounding: '端数処理',
      amount: '請求額',
      discount: '割引額',
      lateFee: '受領済み延滞金',
      paidAmount: '支払済み額',
      status: '支払状況',
      auditState: '審査状況',
      source: '請求元',
      runId: '生成バッチ',
      remark: '備考',
      createTime: '作成日時',
    },
  },
  feeOrder: {
    title: '入金',
    fields: {
      areaId: '所属団地',
      receiptNo: '領収書番号',
      payerKind: '課金対象',
      roomId: '部屋',
      parkingSpaceId: '駐車区画',
      carId: '車両',
      totalAmount: '受領額',
      payMethod: '支払方法',
      cashierId: '収納担当',
      payTime: '入金日時',
      state: '入金状況',
      remark: '備考',
      createTime: '作成日時',
    },
  },
  feeOrderLine: {
    title: '入金明細',
    fields: {
      orderId: '入金',
      billId: '請求',
      principal: '元金',
      lateFee: '延滞金',
      amount: '金額',
    },
  },
  feeBillRun: {
    title: '生成履歴',
    fields: {
      areaId: '所属団地',
      feeItemId: '費目',
      periodStart: '課金開始',
      periodEnd: '課金終了',
      buildingIds: '棟',
      roomIds: '部屋',
      state: '生成状況',
      total: '生成対象',
      done: '処理済み',
      created: '新規請求',
      skipped: '既存',
      amount: '生成額',
      message: '結果',
      finishTime: '完了日時',
      createTime: '開始日時',
    },
  },
  arrears: arrearsTexts,
  statistics: statisticsTexts,
  dictValues: {
    fee_item_type: { '1': '管理費', '2': '電気料金', '3': '水道料金', '4': '駐車料金', '5': 'ごみ処理費', '6': '共用部按分費', '9': 'その他' },
    fee_payer_kind: { '1': '部屋', '2': '駐車区画', '3': '車両' },
    fee_charge_method: { '1': '面積×単価', '2': '固定金額', '3': '使用量×単価', '4': '手入力' },
    fee_cycle: { '1': '毎月', '3': '四半期', '6': '半年', '12': '毎年', '0': '一回のみ' },
    fee_pay_timing: { '1': '前払い', '2': '後払い' },
    fee_rounding: { '1': '分単位で四捨五入', '2': '角単位で四捨五入', '3': '元単位で四捨五入' },
    fee_yes_no: { '1': 'はい', '0': 'いいえ' },
    fee_item_state: { '1': '有効', '0': '無効' },
    fee_bill_status: { '0': '未払い', '1': '一部支払い', '2': '支払済み', '3': '返金済み', '4': '無効' },
    fee_bill_audit: { '0': 'なし', '1': '返金審査中', '2': '無効化審査中' },
    fee_bill_source: { '1': '一括生成', '2': '手入力', '3': 'インポート', '4': '検針' },
    fee_pay_method: { '1': '現金', '2': 'カード', '3': '振込', '4': 'WeChat Pay', '5': 'Alipay', '6': '残高' },
    fee_order_state: { '1': '受領済み', '2': '返金済み' },
    fee_run_state: { '0': '待機中', '1': '生成中', '2': '完了', '3': '失敗' },
  },
  // 账单管理 and 批量生成 (issue 25, bills): the pages' own texts.
  bills: {
    "history": "変更履歴",
    "historyEmpty": "変更履歴はありません",
    "system": "システム",
    "actions": {
      "create": "請求書を入力",
      "update": "請求書を変更",
      "resetDiscount": "割引をリセット",
      "delete": "請求書を削除"
    },
    "resetDiscount": "割引をリセット",
    "resetConfirm": "この請求書の割引額を 0 にリセットしますか？",
    "resetDone": "割引をリセットしました",
    "generateTitle": "請求書の一括生成",
    "area": "団地",
    "areaRequired": "団地を選択してください",
    "feeItem": "料金項目",
    "feeItemRequired": "料金項目を選択してください",
    "month": "課金開始月",
    "monthRequired": "月を選択してください",
    "buildings": "棟",
    "buildingsHelp": "未選択の場合は団地全体に生成します",
    "allBuildings": "すべての棟",
    "preview": "プレビュー",
    "generate": "生成",
    "previewTitle": "生成プレビュー",
    "period": "課金期間",
    "dueDate": "支払期日",
    "payers": "支払対象数",
    "toCreate": "生成する請求書",
    "skipped": "既存（スキップ）",
    "amount": "請求額合計",
    "discount": "割引合計",
    "progress": "生成の進捗",
    "result": "完了：新規 {{created}} 件、既存スキップ {{skipped}} 件、合計 ¥{{amount}}",
    "failed": "生成に失敗しました（請求書は作成されていません）：{{message}}",
    "generated": "{{n}} 件の請求書を生成しました",
    "runs": "生成履歴"
  },
};
