/** 순찰 점검. */
export const menu = {
  "patrol": "순찰 점검",
  "patrol-type": "점검 유형",
  "patrol-point": "순찰 지점",
  "patrol-line": "순찰 경로",
  "patrol-job": "순찰 계획",
  "patrol-task": "순찰 작업",
  "patrol-log": "순찰 기록",
};
