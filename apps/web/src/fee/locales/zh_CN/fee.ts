import { BILL_DICTIONARIES, FEE_DICTIONARIES, FeeBill, FeeBillRun, FeeItem, FeeOrder, FeeOrderLine, LateFeeConfig } from '@zhwy/contracts';
import { arrearsTexts } from './arrears.ts';
import { statisticsTexts } from './statistics.ts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';

/** 收费中心：中文文案取自实体定义（字段标签、字典标签），与服务端一致。 */
export const fee = {
  feeItem: entityTexts(FeeItem),
  lateFeeConfig: entityTexts(LateFeeConfig),
  feeBill: { ...entityTexts(FeeBill), actions: { create: '手工录入' } },
  feeOrder: entityTexts(FeeOrder),
  feeOrderLine: entityTexts(FeeOrderLine),
  feeBillRun: entityTexts(FeeBillRun),
  arrears: arrearsTexts,
  statistics: statisticsTexts,
  dictValues: dictTexts([...FEE_DICTIONARIES, ...BILL_DICTIONARIES]),
  // 账单管理 and 批量生成 (issue 25, bills): the pages' own texts.
  bills: {
    "history": "变更记录",
    "historyEmpty": "暂无变更记录",
    "system": "系统",
    "actions": {
      "create": "录入账单",
      "update": "修改账单",
      "resetDiscount": "重置优惠",
      "delete": "删除账单"
    },
    "resetDiscount": "重置优惠",
    "resetConfirm": "确定将该账单的优惠金额重置为 0 吗？",
    "resetDone": "优惠已重置",
    "generateTitle": "批量生成账单",
    "area": "所属小区",
    "areaRequired": "请选择小区",
    "feeItem": "收费项",
    "feeItemRequired": "请选择收费项",
    "month": "计费起始月份",
    "monthRequired": "请选择月份",
    "buildings": "楼栋",
    "buildingsHelp": "不选则生成整个小区的账单",
    "allBuildings": "全部楼栋",
    "preview": "预览",
    "generate": "生成",
    "previewTitle": "生成预览",
    "period": "计费周期",
    "dueDate": "应缴日期",
    "payers": "付费对象数",
    "toCreate": "将生成账单",
    "skipped": "已存在（跳过）",
    "amount": "应收合计",
    "discount": "优惠合计",
    "progress": "生成进度",
    "result": "生成完成：新生成 {{created}} 张，已存在跳过 {{skipped}} 张，金额合计 ¥{{amount}}",
    "failed": "生成失败，未生成任何账单：{{message}}",
    "generated": "已生成 {{n}} 张账单",
    "runs": "生成记录"
  },
};

/** The bill pages' texts, which every locale gives in full. */
export type BillTexts = typeof fee.bills;
