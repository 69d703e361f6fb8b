import type { ResidentAudit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const residentAudit: EntityTexts<typeof ResidentAudit> = { title: "住戶審核", fields: { areaId: "所屬社區", name: "姓名", sex: "性別", idCardType: "證件類型", idCardNo: "證件號碼", mobile: "手機號碼", roomId: "申請房屋", roomName: "房屋", relation: "與房屋關係", photo: "照片", applyRemark: "申請說明", auditStatus: "審核狀態", auditRemark: "審核意見", auditTime: "審核時間", residentId: "住戶檔案", createTime: "申請時間" } };

/** Residents' self-registrations and their review. */
export const residentAuditTexts = { residentAudit: { ...residentAudit, messages: { action: "審核", title: "審核住戶登記", submit: "提交", outcome: "審核結果", approve: "通過", reject: "駁回", done: "審核完成", reasonRequired: "駁回時請填寫原因", reasonHint: "請填寫駁回原因，住戶將看到此說明", remarkHint: "選填" } } };
