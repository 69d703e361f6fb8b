import type { ResidentAudit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const residentAudit: EntityTexts<typeof ResidentAudit> = { title: "입주민 심사", fields: { areaId: "소속 단지", name: "이름", sex: "성별", idCardType: "신분증 유형", idCardNo: "신분증 번호", mobile: "휴대전화", roomId: "신청 호실", roomName: "호실", relation: "호실과의 관계", photo: "사진", applyRemark: "신청 설명", auditStatus: "심사 상태", auditRemark: "심사 의견", auditTime: "심사 시간", residentId: "입주민 기록", createTime: "신청 시간" } };

/** Residents' self-registrations and their review. */
export const residentAuditTexts = { residentAudit: { ...residentAudit, messages: { action: "심사", title: "입주민 등록 심사", submit: "제출", outcome: "심사 결과", approve: "승인", reject: "반려", done: "심사를 저장했습니다", reasonRequired: "반려 사유를 입력하세요", reasonHint: "반려 사유(입주민에게 표시됩니다)", remarkHint: "선택 사항" } } };
