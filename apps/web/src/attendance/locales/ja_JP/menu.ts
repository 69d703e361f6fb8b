/** 考勤 menu titles (ja_JP). */
export const menu = {
  "operations": "運営管理",
  "operations-attendance-rule": "勤怠ルール",
  "operations-attendance-record": "勤怠記録",
  "operations-attendance-sheet": "勤怠月報"
};
