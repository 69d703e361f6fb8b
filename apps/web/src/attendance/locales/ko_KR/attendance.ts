import type { AttendanceTexts } from '../../texts.ts';

/** 考勤 (ko_KR). */
export const attendance: AttendanceTexts = {
  attendanceRule: { title: "근태 규칙", fields: {
  "ruleName": "규칙 이름",
  "departmentIds": "적용 부서",
  "workDays": "근무일",
  "startTime": "출근 시간",
  "endTime": "퇴근 시간",
  "lateMinutes": "지각 기준(분)",
  "earlyMinutes": "조퇴 기준(분)",
  "address": "출퇴근 장소",
  "longitude": "경도",
  "latitude": "위도",
  "radius": "출퇴근 반경(m)",
  "state": "상태",
  "remark": "비고",
  "createTime": "생성 시간"
} },
  attendanceRecord: { title: "근태 기록", fields: {
  "userId": "직원",
  "staffName": "직원 이름",
  "departmentId": "부서",
  "ruleId": "근태 규칙",
  "attendDate": "근태 날짜",
  "clockType": "체크 유형",
  "clockTime": "체크 시간",
  "status": "근태 상태",
  "inRange": "체크 범위",
  "distance": "거리(m)",
  "longitude": "경도",
  "latitude": "위도"
} },
  dictValues: {
  "attendance_rule_state": {
    "1": "사용",
    "0": "중지"
  },
  "attendance_clock_type": {
    "1": "출근",
    "2": "퇴근"
  },
  "attendance_status": {
    "1": "정상",
    "2": "지각",
    "3": "조퇴",
    "4": "비근무일"
  },
  "attendance_range": {
    "1": "범위 내",
    "0": "범위 밖"
  }
},
  weekdays: {
  "1": "월",
  "2": "화",
  "3": "수",
  "4": "목",
  "5": "금",
  "6": "토",
  "7": "일"
},
  sheet: {
  "department": "부서",
  "pickDepartment": "부서를 선택하세요",
  "month": "월",
  "search": "조회",
  "export": "내보내기",
  "staffName": "직원 이름",
  "workDays": "근무일수",
  "normalDays": "정상",
  "lateDays": "지각",
  "earlyDays": "조퇴",
  "absentDays": "결근",
  "outOfRange": "범위 밖 체크",
  "hint": "부서의 사용 중인 근태 규칙으로 오늘까지의 근무일(규칙 생성일과 계정 생성일 이후)을 집계합니다. 출근 체크가 없으면 결근(오늘 제외), 지난 날의 퇴근 체크 누락은 조퇴로 셉니다. 이름은 마스킹됩니다."
},
};
