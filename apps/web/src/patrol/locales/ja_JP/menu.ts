/** 巡回点検。 */
export const menu = {
  "patrol": "巡回点検",
  "patrol-type": "点検種別",
  "patrol-point": "巡回ポイント",
  "patrol-line": "巡回ルート",
  "patrol-job": "巡回計画",
  "patrol-task": "巡回タスク",
  "patrol-log": "巡回記録",
};
