import { ResidentAudit } from '@zhwy/contracts';
import { entityTexts } from '../../../platform/resource/labels.ts';

/** 住户审核: labels from the definition, and the audit dialog's texts. */
export const residentAuditTexts = {
  residentAudit: {
    ...entityTexts(ResidentAudit),
    messages: {
      action: '审核',
      title: '审核住户登记',
      submit: '提交',
      outcome: '审核结果',
      approve: '通过',
      reject: '驳回',
      done: '审核完成',
      reasonRequired: '驳回时请填写原因',
      reasonHint: '请填写驳回原因，住户将看到此说明',
      remarkHint: '选填',
      existingNone: '该证件号码不属于任何已有住户：通过后新建住户档案并绑定房屋',
      existingFound: '该证件号码已属于住户 {{name}}（{{mobile}}）',
      existingBindUnchanged: '通过后绑定该住户，住户档案保持不变',
      existingDiffers: '申请与档案不同：{{fields}}（不会更新；如需修改，请在住户管理中办理）',
      existingBound: '该住户已绑定此房屋：通过后只更新与房屋的关系',
      existingNameMismatch: '申请的姓名与住户档案不一致，不能通过：请核实后驳回，或先在住户管理中更正档案',
      existingElsewhere: '该证件号码属于其他小区的住户，不能通过',
    },
  },
};
