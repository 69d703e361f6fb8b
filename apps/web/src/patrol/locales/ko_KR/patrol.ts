import type { PATROL_DICTIONARIES, PatrolJob, PatrolJobLog, PatrolLine, PatrolLinePoint, PatrolPoint, PatrolTask, PatrolType } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 순찰 점검. */
export const patrol: {
  patrolType: EntityTexts<typeof PatrolType>;
  patrolPoint: EntityTexts<typeof PatrolPoint>;
  patrolLine: EntityTexts<typeof PatrolLine> & { children: { points: string } };
  patrolLinePoint: EntityTexts<typeof PatrolLinePoint>;
  patrolJob: EntityTexts<typeof PatrolJob>;
  patrolTask: EntityTexts<typeof PatrolTask>;
  patrolJobLog: EntityTexts<typeof PatrolJobLog> & { calls: { handle: string } };
  dictValues: DictTexts<(typeof PATROL_DICTIONARIES)[number]>;
  weekDays: Record<string, string>;
  qr: Record<string, string>;
  points: Record<string, string>;
} = {
  patrolType: { title: "점검 유형", fields: {"areaId": "소속 단지", "typeName": "유형 이름", "sort": "정렬", "remark": "비고", "createTime": "생성 시간"} },
  patrolPoint: { title: "순찰 지점", fields: {"areaId": "소속 단지", "pointName": "지점 이름", "typeId": "점검 유형", "location": "위치", "pointCode": "QR 코드 번호", "state": "상태", "remark": "비고", "createTime": "생성 시간"} },
  patrolLine: { title: "순찰 경로", fields: {"areaId": "소속 단지", "lineName": "경로 이름", "ordered": "순찰 순서", "remark": "비고", "createTime": "생성 시간"}, children: { points: "순찰 지점(순서대로)" } },
  patrolLinePoint: { title: "경로의 지점", fields: {"lineId": "순찰 경로", "pointId": "순찰 지점", "checkItem": "점검 내용", "sort": "순서"} },
  patrolJob: { title: "순찰 계획", fields: {"areaId": "소속 단지", "jobName": "계획 이름", "lineId": "순찰 경로", "userId": "담당자", "workGroupId": "작업 그룹", "weekDays": "순찰 요일", "windows": "시간대", "graceMinutes": "지각 유예(분)", "startDate": "시작일", "endDate": "종료일", "state": "상태", "remark": "비고", "createTime": "생성 시간"} },
  patrolTask: { title: "순찰 작업", fields: {"areaId": "소속 단지", "taskName": "작업 이름", "jobId": "순찰 계획", "lineId": "순찰 경로", "userId": "담당자", "workGroupId": "작업 그룹", "taskDate": "작업일", "windowStart": "시작 시간", "windowEnd": "종료 시간", "pointCount": "지점 수", "checkedCount": "점검 완료 수", "state": "상태", "pointIds": "순찰 지점"} },
  patrolJobLog: { title: "순찰 기록", fields: {"areaId": "소속 단지", "taskId": "순찰 작업", "jobId": "순찰 계획", "pointId": "순찰 지점", "userId": "담당자", "checkTime": "점검 시간", "timing": "시간 준수", "inOrder": "순서 준수", "problem": "문제 내용", "photos": "문제 사진", "handleState": "처리 상태", "handleResult": "처리 내용", "handleTime": "처리 시간"}, transitions: { handle: { handleResult: "처리 내용" } }, calls: { handle: "처리" } },
  dictValues: {"patrol_state": {"1": "사용", "0": "중지"}, "patrol_order": {"1": "순서대로", "0": "순서 무관"}, "patrol_task_state": {"0": "대기", "1": "진행 중", "2": "완료", "3": "누락 있음"}, "patrol_timing": {"0": "정상", "1": "지각"}, "patrol_yes_no": {"1": "예", "0": "아니요"}, "patrol_handle_state": {"0": "문제 없음", "1": "처리 대기", "2": "처리 완료"}},
  weekDays: {"1": "월", "2": "화", "3": "수", "4": "목", "5": "금", "6": "토", "7": "일"},
  qr: {"button": "QR 코드", "title": "{{name}} QR 코드", "download": "이미지 다운로드", "print": "인쇄"},
  points: {"button": "지점", "title": "작업의 지점", "sort": "순서", "point": "지점", "status": "상태", "checkTime": "점검 시간", "user": "담당자", "inOrder": "순서 준수", "problem": "문제", "checked": "점검함", "late": "지각", "pending": "대기", "missed": "누락"},
};
