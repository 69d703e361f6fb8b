import type { FEE_DICTIONARIES, FeeItem, LateFeeConfig } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** Toll centre. */
export const fee: {
  feeItem: EntityTexts<typeof FeeItem>;
  lateFeeConfig: EntityTexts<typeof LateFeeConfig>;
  dictValues: DictTexts<(typeof FEE_DICTIONARIES)[number]>;
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
  dictValues: {
    fee_item_type: { '1': 'Property fee', '2': 'Electricity', '3': 'Water', '4': 'Parking fee', '5': 'Waste fee', '6': 'Shared-area fee', '9': 'Other' },
    fee_payer_kind: { '1': 'Room', '2': 'Parking space', '3': 'Vehicle' },
    fee_charge_method: { '1': 'Area × unit price', '2': 'Fixed amount', '3': 'Usage × unit price', '4': 'Manual entry' },
    fee_cycle: { '1': 'Monthly', '3': 'Quarterly', '6': 'Half-yearly', '12': 'Yearly', '0': 'One-off' },
    fee_pay_timing: { '1': 'In advance', '2': 'In arrears' },
    fee_rounding: { '1': 'Half up to the fen', '2': 'Half up to the jiao', '3': 'Half up to the yuan' },
    fee_yes_no: { '1': 'Yes', '0': 'No' },
    fee_item_state: { '1': 'Enabled', '0': 'Disabled' },
  },
};
