/** 考勤 menu titles (en_US). */
export const menu = {
  "operations": "Operations",
  "operations-attendance-rule": "Attendance rules",
  "operations-attendance-record": "Attendance records",
  "operations-attendance-sheet": "Monthly attendance"
};
