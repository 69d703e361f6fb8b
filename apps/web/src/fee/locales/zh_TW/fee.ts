import type { BILL_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeBillRun, FeeItem, FeeOrder, FeeOrderLine, LateFeeConfig } from '@zhwy/contracts';
import { arrearsTexts } from './arrears.ts';
import { statisticsTexts } from './statistics.ts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';
import type { BillTexts } from '../zh_CN/fee.ts';

/** 收費中心。 */
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
  feeBill: {
    actions: { create: '手工錄入' },
    title: '帳單',
    fields: {
      areaId: '所屬社區',
      feeItemId: '收費項',
      payerKind: '付費對象',
      roomId: '房屋',
      parkingSpaceId: '車位',
      carId: '車輛',
      periodStart: '計費起始',
      periodEnd: '計費結束',
      dueDate: '應繳日期',
      quantity: '數量',
      unitPrice: '單價（元）',
      rounding: '進位方式',
      amount: '應收金額',
      discount: '優惠金額',
      lateFee: '已收滯納金',
      paidAmount: '已繳金額',
      status: '繳費狀態',
      auditState: '審核狀態',
      source: '帳單來源',
      runId: '產生批次',
      remark: '備註',
      createTime: '建立時間',
    },
  },
  feeOrder: {
    title: '收費訂單',
    fields: {
      areaId: '所屬社區',
      receiptNo: '收據編號',
      payerKind: '付費對象',
      roomId: '房屋',
      parkingSpaceId: '車位',
      carId: '車輛',
      totalAmount: '實收金額',
      payMethod: '支付方式',
      cashierId: '收銀員',
      payTime: '收費時間',
      state: '訂單狀態',
      remark: '備註',
      createTime: '建立時間',
    },
  },
  feeOrderLine: {
    title: '訂單明細',
    fields: {
      orderId: '收費訂單',
      billId: '帳單',
      principal: '本金',
      lateFee: '滯納金',
      amount: '金額',
    },
  },
  feeBillRun: {
    title: '產生紀錄',
    fields: {
      areaId: '所屬社區',
      feeItemId: '收費項',
      periodStart: '計費起始',
      periodEnd: '計費結束',
      buildingIds: '樓棟',
      roomIds: '房屋',
      state: '產生狀態',
      total: '應產生',
      done: '已處理',
      created: '新產生',
      skipped: '已存在',
      amount: '產生金額',
      message: '結果',
      finishTime: '完成時間',
      createTime: '開始時間',
    },
  },
  arrears: arrearsTexts,
  statistics: statisticsTexts,
  dictValues: {
    fee_item_type: { '1': '物業費', '2': '電費', '3': '水費', '4': '停車費', '5': '垃圾費', '6': '公攤費', '9': '其他' },
    fee_payer_kind: { '1': '房屋', '2': '車位', '3': '車輛' },
    fee_charge_method: { '1': '面積×單價', '2': '固定金額', '3': '用量×單價', '4': '手工錄入' },
    fee_cycle: { '1': '按月', '3': '按季', '6': '按半年', '12': '按年', '0': '一次性' },
    fee_pay_timing: { '1': '預收', '2': '後收' },
    fee_rounding: { '1': '四捨五入到分', '2': '四捨五入到角', '3': '四捨五入到元' },
    fee_yes_no: { '1': '是', '0': '否' },
    fee_item_state: { '1': '啟用', '0': '停用' },
    fee_bill_status: { '0': '未繳', '1': '部分繳費', '2': '已繳', '3': '已退費', '4': '已作廢' },
    fee_bill_audit: { '0': '無', '1': '退費待審', '2': '作廢待審' },
    fee_bill_source: { '1': '批次產生', '2': '手動輸入', '3': '匯入', '4': '抄表' },
    fee_pay_method: { '1': '現金', '2': '刷卡', '3': '轉帳', '4': '微信', '5': '支付寶', '6': '餘額' },
    fee_order_state: { '1': '已收款', '2': '已退款' },
    fee_run_state: { '0': '排隊中', '1': '產生中', '2': '已完成', '3': '失敗' },
  },
  // 账单管理 and 批量生成 (issue 25, bills): the pages' own texts.
  bills: {
    "history": "變更記錄",
    "historyEmpty": "暫無變更記錄",
    "system": "系統",
    "actions": {
      "create": "錄入帳單",
      "update": "修改帳單",
      "resetDiscount": "重置優惠",
      "delete": "刪除帳單"
    },
    "resetDiscount": "重置優惠",
    "resetConfirm": "確定將該帳單的優惠金額重置為 0 嗎？",
    "resetDone": "優惠已重置",
    "generateTitle": "批量生成帳單",
    "area": "所屬社區",
    "areaRequired": "請選擇社區",
    "feeItem": "收費項",
    "feeItemRequired": "請選擇收費項",
    "month": "計費起始月份",
    "monthRequired": "請選擇月份",
    "buildings": "樓棟",
    "buildingsHelp": "不選則生成整個社區的帳單",
    "allBuildings": "全部樓棟",
    "preview": "預覽",
    "generate": "生成",
    "previewTitle": "生成預覽",
    "period": "計費週期",
    "dueDate": "應繳日期",
    "payers": "付費對象數",
    "toCreate": "將生成帳單",
    "skipped": "已存在（跳過）",
    "amount": "應收合計",
    "discount": "優惠合計",
    "progress": "生成進度",
    "result": "生成完成：新生成 {{created}} 張，已存在跳過 {{skipped}} 張，金額合計 ¥{{amount}}",
    "failed": "生成失敗，未生成任何帳單：{{message}}",
    "generated": "已生成 {{n}} 張帳單",
    "runs": "生成記錄"
  },
};
