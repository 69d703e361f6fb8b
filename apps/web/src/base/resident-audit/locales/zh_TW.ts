import type { ResidentAudit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const residentAudit: EntityTexts<typeof ResidentAudit> = { title: "住戶審核", fields: { areaId: "所屬社區", name: "姓名", sex: "性別", idCardType: "證件類型", idCardNo: "證件號碼", mobile: "手機號碼", roomId: "申請房屋", roomName: "房屋", relation: "與房屋關係", photo: "照片", applyRemark: "申請說明", auditStatus: "審核狀態", auditRemark: "審核意見", auditTime: "審核時間", residentId: "住戶檔案", createTime: "申請時間" } };

/** Residents' self-registrations and their review. */
export const residentAuditTexts = { residentAudit: { ...residentAudit, messages: { action: "審核", title: "審核住戶登記", submit: "提交", outcome: "審核結果", approve: "通過", reject: "駁回", done: "審核完成", reasonRequired: "駁回時請填寫原因", reasonHint: "請填寫駁回原因，住戶將看到此說明", remarkHint: "選填", existingNone: "該證件號碼不屬於任何既有住戶：通過後新建住戶檔案並綁定房屋", existingFound: "該證件號碼已屬於住戶 {{name}}（{{mobile}}）", existingBindUnchanged: "通過後綁定該住戶，住戶檔案保持不變", existingDiffers: "申請與檔案不同：{{fields}}（不會更新；如需修改，請在住戶管理中辦理）", existingBound: "該住戶已綁定此房屋：通過後只更新與房屋的關係", existingNameMismatch: "申請的姓名與住戶檔案不一致，不能通過：請核實後駁回，或先在住戶管理中更正檔案", existingElsewhere: "該證件號碼屬於其他社區的住戶，不能通過" } } };
