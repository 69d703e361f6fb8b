/** 考勤 menu titles (zh_TW). */
export const menu = {
  "operations": "運營管理",
  "operations-attendance-rule": "考勤規則",
  "operations-attendance-record": "考勤記錄",
  "operations-attendance-sheet": "考勤月報"
};
