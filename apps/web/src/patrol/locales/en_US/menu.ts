/** Patrol inspection. */
export const menu = {
  "patrol": "Patrol",
  "patrol-type": "Patrol types",
  "patrol-point": "Patrol points",
  "patrol-line": "Patrol lines",
  "patrol-job": "Patrol plans",
  "patrol-task": "Patrol tasks",
  "patrol-log": "Patrol records",
};
