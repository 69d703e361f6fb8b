/** 考勤 menu titles (ko_KR). */
export const menu = {
  "operations": "운영 관리",
  "operations-attendance-rule": "근태 규칙",
  "operations-attendance-record": "근태 기록",
  "operations-attendance-sheet": "월간 근태"
};
