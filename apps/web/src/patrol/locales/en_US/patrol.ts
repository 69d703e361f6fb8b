import type { PATROL_DICTIONARIES, PatrolJob, PatrolJobLog, PatrolLine, PatrolLinePoint, PatrolPoint, PatrolTask, PatrolType } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** Patrol inspection. */
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
  patrolType: { title: "Patrol type", fields: {"areaId": "Community", "typeName": "Type name", "sort": "Order", "remark": "Remark", "createTime": "Created"} },
  patrolPoint: { title: "Patrol point", fields: {"areaId": "Community", "pointName": "Point name", "typeId": "Patrol type", "location": "Location", "pointCode": "QR code no.", "state": "Status", "remark": "Remark", "createTime": "Created"} },
  patrolLine: { title: "Patrol line", fields: {"areaId": "Community", "lineName": "Line name", "ordered": "Order of checks", "remark": "Remark", "createTime": "Created"}, children: { points: "Points (in order)" } },
  patrolLinePoint: { title: "Point of a line", fields: {"lineId": "Patrol line", "pointId": "Patrol point", "checkItem": "What to check", "sort": "Order"} },
  patrolJob: { title: "Patrol plan", fields: {"areaId": "Community", "jobName": "Plan name", "lineId": "Patrol line", "userId": "Staff member", "workGroupId": "Work group", "weekDays": "Weekdays", "windows": "Time windows", "graceMinutes": "Grace for late checks (minutes)", "startDate": "Start date", "endDate": "End date", "state": "Status", "remark": "Remark", "createTime": "Created"} },
  patrolTask: { title: "Patrol task", fields: {"areaId": "Community", "taskName": "Task", "jobId": "Patrol plan", "lineId": "Patrol line", "userId": "Staff member", "workGroupId": "Work group", "taskDate": "Date", "windowStart": "Starts", "windowEnd": "Ends", "pointCount": "Points", "checkedCount": "Checked", "state": "Status", "pointIds": "Points"} },
  patrolJobLog: { title: "Patrol record", fields: {"areaId": "Community", "taskId": "Patrol task", "jobId": "Patrol plan", "pointId": "Patrol point", "userId": "Staff member", "checkTime": "Checked at", "timing": "Timing", "inOrder": "In order", "problem": "Problem", "photos": "Photos", "handleState": "Handling", "handleResult": "Handling notes", "handleTime": "Handled at"}, transitions: { handle: { handleResult: "Handling notes" } }, calls: { handle: "Handle" } },
  dictValues: {"patrol_state": {"1": "Enabled", "0": "Disabled"}, "patrol_order": {"1": "In order", "0": "Any order"}, "patrol_task_state": {"0": "To do", "1": "In progress", "2": "Completed", "3": "Points missed"}, "patrol_timing": {"0": "On time", "1": "Late"}, "patrol_yes_no": {"1": "Yes", "0": "No"}, "patrol_handle_state": {"0": "No problem", "1": "To handle", "2": "Handled"}},
  weekDays: {"1": "Mon", "2": "Tue", "3": "Wed", "4": "Thu", "5": "Fri", "6": "Sat", "7": "Sun"},
  qr: {"button": "QR code", "title": "QR code of {{name}}", "download": "Download image", "print": "Print"},
  points: {"button": "Points", "title": "Task's points", "sort": "Order", "point": "Point", "status": "Status", "checkTime": "Checked at", "user": "Staff member", "inOrder": "In order", "problem": "Problem", "checked": "Checked", "late": "Late", "pending": "Pending", "missed": "Missed"},
};
