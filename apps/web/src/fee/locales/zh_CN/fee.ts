import { BILL_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeBillRun, FeeItem, FeeOrder, FeeOrderLine, LateFeeConfig } from '@zhwy/contracts';
import { arrearsTexts } from './arrears.ts';
import { statisticsTexts } from './statistics.ts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';

/** 收费中心：中文文案取自实体定义（字段标签、字典标签），与服务端一致。 */
export const fee = {
  feeItem: entityTexts(FeeItem),
  lateFeeConfig: entityTexts(LateFeeConfig),
  feeBill: entityTexts(FeeBill),
  feeOrder: entityTexts(FeeOrder),
  feeOrderLine: entityTexts(FeeOrderLine),
  feeBillRun: entityTexts(FeeBillRun),
  arrears: arrearsTexts,
  statistics: statisticsTexts,
  dictValues: dictTexts([...FEE_DICTIONARIES, ...BILL_DICTIONARIES]),
};
