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
    },
  },
};
