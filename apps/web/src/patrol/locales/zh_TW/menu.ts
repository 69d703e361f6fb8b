/** 巡更巡檢。 */
export const menu = {
  "patrol": "巡更巡檢",
  "patrol-type": "巡檢類型",
  "patrol-point": "巡檢點",
  "patrol-line": "巡檢路線",
  "patrol-job": "巡檢計劃",
  "patrol-task": "巡檢任務",
  "patrol-log": "巡檢記錄",
};
