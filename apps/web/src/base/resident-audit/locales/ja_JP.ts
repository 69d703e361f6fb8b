import type { ResidentAudit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const residentAudit: EntityTexts<typeof ResidentAudit> = { title: "住民審査", fields: { areaId: "所属団地", name: "氏名", sex: "性別", idCardType: "証明書種別", idCardNo: "証明書番号", mobile: "携帯番号", roomId: "申請部屋", roomName: "部屋", relation: "部屋との関係", photo: "写真", applyRemark: "申請説明", auditStatus: "審査状態", auditRemark: "審査意見", auditTime: "審査日時", residentId: "住民記録", createTime: "申請日時" } };

/** Residents' self-registrations and their review. */
export const residentAuditTexts = { residentAudit: { ...residentAudit, messages: { action: "審査", title: "住民登録の審査", submit: "送信", outcome: "審査結果", approve: "承認", reject: "却下", done: "審査しました", reasonRequired: "却下する理由を入力してください", reasonHint: "却下の理由（住民に表示されます）", remarkHint: "任意", existingNone: "この証明書番号の住民はまだいません：承認すると住民を登録し部屋に紐づけます", existingFound: "この証明書番号は住民 {{name}}（{{mobile}}）のものです", existingBindUnchanged: "承認するとこの住民を紐づけます。住民台帳は変更しません", existingDiffers: "申請と台帳の相違：{{fields}}（反映しません。変更は住民管理で行ってください）", existingBound: "この住民は既にこの部屋に紐づいています：承認すると部屋との関係のみ更新します", existingNameMismatch: "氏名が住民台帳と一致しないため承認できません：確認のうえ却下するか、先に住民管理で台帳を訂正してください", existingElsewhere: "この証明書番号は他の団地の住民のものです：承認できません" } } };
