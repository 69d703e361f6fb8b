import type { BILL_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeBillRun, FeeItem, FeeOrder, FeeOrderLine, LateFeeConfig } from '@zhwy/contracts';
import { arrearsTexts } from './arrears.ts';
import { statisticsTexts } from './statistics.ts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';
import type { BillTexts } from '../zh_CN/fee.ts';

/** Toll centre. */
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
    title: 'Fee item',
    fields: {
      areaId: 'Community',
      itemName: 'Fee item name',
      feeType: 'Fee type',
      payerKind: 'Charged on',
      chargeMethod: 'Charging method',
      unitPrice: 'Unit price (CNY)',
      fixedAmount: 'Fixed amount (CNY)',
      cycle: 'Billing cycle',
      billingDay: 'Billing day',
      dueDays: 'Days to pay',
      payTiming: 'Collected',
      fundsPayable: 'Payable from balance',
      rounding: 'Rounding',
      lateFee: 'Late fee',
      vacantDiscount: 'Vacant-room discount (%)',
      state: 'Status',
      remark: 'Remark',
      createTime: 'Created',
    },
  },
  lateFeeConfig: {
    title: 'Late fee settings',
    fields: {
      areaId: 'Community',
      graceDays: 'Grace days',
      dailyRate: 'Daily rate (%)',
      capRate: 'Cap (% of principal)',
      remark: 'Remark',
      createTime: 'Created',
    },
  },
  feeBill: {
    actions: { create: 'Manual entry' },
    title: 'Bill',
    fields: {
      areaId: 'Community',
      feeItemId: 'Fee item',
      payerKind: 'Charged on',
      roomId: 'Room',
      parkingSpaceId: 'Parking space',
      carId: 'Vehicle',
      periodStart: 'Period from',
      periodEnd: 'Period to',
      dueDate: 'Due date',
      quantity: 'Quantity',
      unitPrice: 'Unit price (CNY)',
      rounding: 'Rounding',
      amount: 'Amount due',
      discount: 'Discount',
      lateFee: 'Late fee received',
      paidAmount: 'Paid',
      status: 'Payment status',
      auditState: 'Review status',
      source: 'Source',
      runId: 'Generation run',
      remark: 'Remark',
      createTime: 'Created',
    },
  },
  feeOrder: {
    title: 'Payment',
    fields: {
      areaId: 'Community',
      receiptNo: 'Receipt no.',
      payerKind: 'Charged on',
      roomId: 'Room',
      parkingSpaceId: 'Parking space',
      carId: 'Vehicle',
      totalAmount: 'Amount received',
      payMethod: 'Payment method',
      cashierId: 'Cashier',
      payTime: 'Paid at',
      state: 'Payment status',
      remark: 'Remark',
      createTime: 'Created',
    },
  },
  feeOrderLine: {
    title: 'Payment line',
    fields: {
      orderId: 'Payment',
      billId: 'Bill',
      principal: 'Principal',
      lateFee: 'Late fee',
      amount: 'Amount',
    },
  },
  feeBillRun: {
    title: 'Generation run',
    fields: {
      areaId: 'Community',
      feeItemId: 'Fee item',
      periodStart: 'Period from',
      periodEnd: 'Period to',
      buildingIds: 'Buildings',
      roomIds: 'Rooms',
      state: 'Run status',
      total: 'To generate',
      done: 'Processed',
      created: 'New bills',
      skipped: 'Already billed',
      amount: 'Amount generated',
      message: 'Result',
      finishTime: 'Finished',
      createTime: 'Started',
    },
  },
  arrears: arrearsTexts,
  statistics: statisticsTexts,
  dictValues: {
    fee_item_type: { '1': 'Property fee', '2': 'Electricity', '3': 'Water', '4': 'Parking fee', '5': 'Waste fee', '6': 'Shared-area fee', '9': 'Other' },
    fee_payer_kind: { '1': 'Room', '2': 'Parking space', '3': 'Vehicle' },
    fee_charge_method: { '1': 'Area × unit price', '2': 'Fixed amount', '3': 'Usage × unit price', '4': 'Manual entry' },
    fee_cycle: { '1': 'Monthly', '3': 'Quarterly', '6': 'Half-yearly', '12': 'Yearly', '0': 'One-off' },
    fee_pay_timing: { '1': 'In advance', '2': 'In arrears' },
    fee_rounding: { '1': 'Half up to the fen', '2': 'Half up to the jiao', '3': 'Half up to the yuan' },
    fee_yes_no: { '1': 'Yes', '0': 'No' },
    fee_item_state: { '1': 'Enabled', '0': 'Disabled' },
    fee_bill_status: { '0': 'Unpaid', '1': 'Partly paid', '2': 'Paid', '3': 'Refunded', '4': 'Voided' },
    fee_bill_audit: { '0': 'None', '1': 'Refund pending', '2': 'Void pending' },
    fee_bill_source: { '1': 'Batch generation', '2': 'Manual entry', '3': 'Import', '4': 'Meter reading' },
    fee_pay_method: { '1': 'Cash', '2': 'Card', '3': 'Bank transfer', '4': 'WeChat Pay', '5': 'Alipay', '6': 'Balance' },
    fee_order_state: { '1': 'Received', '2': 'Refunded' },
    fee_run_state: { '0': 'Queued', '1': 'Generating', '2': 'Completed', '3': 'Failed' },
  },
  // 账单管理 and 批量生成 (issue 25, bills): the pages' own texts.
  bills: {
    "history": "History",
    "historyEmpty": "No changes yet",
    "system": "System",
    "actions": {
      "create": "Bill entered",
      "update": "Bill edited",
      "resetDiscount": "Discount reset",
      "delete": "Bill deleted"
    },
    "resetDiscount": "Reset discount",
    "resetConfirm": "Reset this bill's discount to 0?",
    "resetDone": "Discount reset",
    "generateTitle": "Generate bills",
    "area": "Community",
    "areaRequired": "Choose a community",
    "feeItem": "Fee item",
    "feeItemRequired": "Choose a fee item",
    "month": "First month",
    "monthRequired": "Choose a month",
    "buildings": "Buildings",
    "buildingsHelp": "None chosen: the whole community",
    "allBuildings": "All buildings",
    "preview": "Preview",
    "generate": "Generate",
    "previewTitle": "Preview",
    "period": "Period",
    "dueDate": "Due date",
    "payers": "Payers",
    "toCreate": "Bills to create",
    "skipped": "Already billed (skipped)",
    "amount": "Total amount",
    "discount": "Total discount",
    "progress": "Progress",
    "result": "Done: {{created}} bills created, {{skipped}} already billed skipped, total ¥{{amount}}",
    "failed": "Generation failed, no bill was created: {{message}}",
    "generated": "{{n}} bills generated",
    "runs": "Generation runs"
  },
};
