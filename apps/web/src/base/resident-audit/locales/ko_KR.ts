import type { ResidentAudit } from '@zhwy/contracts';
import type { EntityTexts } from '../../../platform/resource/labels.ts';

const residentAudit: EntityTexts<typeof ResidentAudit> = { title: "입주민 심사", fields: { areaId: "소속 단지", name: "이름", sex: "성별", idCardType: "신분증 유형", idCardNo: "신분증 번호", mobile: "휴대전화", roomId: "신청 호실", roomName: "호실", relation: "호실과의 관계", photo: "사진", applyRemark: "신청 설명", auditStatus: "심사 상태", auditRemark: "심사 의견", auditTime: "심사 시간", residentId: "입주민 기록", createTime: "신청 시간" } };

/** Residents' self-registrations and their review. */
export const residentAuditTexts = { residentAudit: { ...residentAudit, messages: { action: "심사", title: "입주민 등록 심사", submit: "제출", outcome: "심사 결과", approve: "승인", reject: "반려", done: "심사를 저장했습니다", reasonRequired: "반려 사유를 입력하세요", reasonHint: "반려 사유(입주민에게 표시됩니다)", remarkHint: "선택 사항", existingNone: "이 신분증 번호의 주민이 아직 없습니다: 승인하면 주민을 등록하고 호실에 연결합니다", existingFound: "이 신분증 번호는 주민 {{name}}({{mobile}})의 것입니다", existingBindUnchanged: "승인하면 이 주민을 연결하며 주민 기록은 변경하지 않습니다", existingDiffers: "신청과 기록이 다른 항목: {{fields}} (반영하지 않습니다. 필요하면 주민 관리에서 수정하세요)", existingBound: "이 주민은 이미 이 호실에 연결되어 있습니다: 승인하면 호실과의 관계만 갱신합니다", existingNameMismatch: "이름이 주민 기록과 달라 승인할 수 없습니다: 확인 후 반려하거나 먼저 주민 관리에서 기록을 수정하세요", existingElsewhere: "이 신분증 번호는 다른 단지 주민의 것입니다: 승인할 수 없습니다" } } };
