import type { ResidentAudit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const residentAudit: EntityTexts<typeof ResidentAudit> = { title: "Resident review", fields: { areaId: "Community", name: "Name", sex: "Sex", idCardType: "ID type", idCardNo: "ID number", mobile: "Mobile", roomId: "Room applied for", roomName: "Room", relation: "Relation to room", photo: "Photo", applyRemark: "Applicant note", auditStatus: "Review status", auditRemark: "Review opinion", auditTime: "Reviewed at", residentId: "Resident record", createTime: "Applied at" } };

/** Residents' self-registrations and their review. */
export const residentAuditTexts = { residentAudit: { ...residentAudit, messages: { action: "Review", title: "Review a resident registration", submit: "Submit", outcome: "Outcome", approve: "Approve", reject: "Reject", done: "Review saved", reasonRequired: "Give the reason for rejecting", reasonHint: "The reason for rejecting; the resident will see it", remarkHint: "Optional" } } };
