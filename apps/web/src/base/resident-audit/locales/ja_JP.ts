import type { ResidentAudit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const residentAudit: EntityTexts<typeof ResidentAudit> = { title: "住民審査", fields: { areaId: "所属団地", name: "氏名", sex: "性別", idCardType: "証明書種別", idCardNo: "証明書番号", mobile: "携帯番号", roomId: "申請部屋", roomName: "部屋", relation: "部屋との関係", photo: "写真", applyRemark: "申請説明", auditStatus: "審査状態", auditRemark: "審査意見", auditTime: "審査日時", residentId: "住民記録", createTime: "申請日時" } };

/** Residents' self-registrations and their review. */
export const residentAuditTexts = { residentAudit: { ...residentAudit, messages: { action: "審査", title: "住民登録の審査", submit: "送信", outcome: "審査結果", approve: "承認", reject: "却下", done: "審査しました", reasonRequired: "却下する理由を入力してください", reasonHint: "却下の理由（住民に表示されます）", remarkHint: "任意" } } };
