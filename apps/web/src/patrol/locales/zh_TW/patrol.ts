import type { PATROL_DICTIONARIES, PatrolJob, PatrolJobLog, PatrolLine, PatrolLinePoint, PatrolPoint, PatrolTask, PatrolType } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 巡更巡檢。 */
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
  patrolType: { title: "巡檢類型", fields: {"areaId": "所屬社區", "typeName": "類型名稱", "sort": "排序", "remark": "備註", "createTime": "建立時間"} },
  patrolPoint: { title: "巡檢點", fields: {"areaId": "所屬社區", "pointName": "巡檢點名稱", "typeId": "巡檢類型", "location": "位置", "pointCode": "二維碼編號", "state": "狀態", "remark": "備註", "createTime": "建立時間"} },
  patrolLine: { title: "巡檢路線", fields: {"areaId": "所屬社區", "lineName": "路線名稱", "ordered": "巡檢順序", "remark": "備註", "createTime": "建立時間"}, children: { points: "巡檢點（依順序）" } },
  patrolLinePoint: { title: "路線巡檢點", fields: {"lineId": "巡檢路線", "pointId": "巡檢點", "checkItem": "巡檢內容", "sort": "順序"} },
  patrolJob: { title: "巡檢計劃", fields: {"areaId": "所屬社區", "jobName": "計劃名稱", "lineId": "巡檢路線", "userId": "巡檢人員", "workGroupId": "工作組", "weekDays": "巡檢日（週）", "windows": "時間段", "graceMinutes": "遲到寬限（分鐘）", "startDate": "開始日期", "endDate": "結束日期", "state": "狀態", "remark": "備註", "createTime": "建立時間"} },
  patrolTask: { title: "巡檢任務", fields: {"areaId": "所屬社區", "taskName": "任務名稱", "jobId": "巡檢計劃", "lineId": "巡檢路線", "userId": "巡檢人員", "workGroupId": "工作組", "taskDate": "任務日期", "windowStart": "開始時間", "windowEnd": "結束時間", "pointCount": "巡檢點數", "checkedCount": "已巡點數", "state": "狀態", "pointIds": "巡檢點"} },
  patrolJobLog: { title: "巡檢記錄", fields: {"areaId": "所屬社區", "taskId": "巡檢任務", "jobId": "巡檢計劃", "pointId": "巡檢點", "userId": "巡檢人員", "checkTime": "巡檢時間", "timing": "時效", "inOrder": "依順序", "problem": "問題描述", "photos": "問題照片", "handleState": "處理狀態", "handleResult": "處理說明", "handleTime": "處理時間"}, transitions: { handle: { handleResult: "處理說明" } }, calls: { handle: "處理" } },
  dictValues: {"patrol_state": {"1": "啟用", "0": "停用"}, "patrol_order": {"1": "依順序", "0": "不限順序"}, "patrol_task_state": {"0": "待巡檢", "1": "巡檢中", "2": "已完成", "3": "有漏檢"}, "patrol_timing": {"0": "正常", "1": "遲到"}, "patrol_yes_no": {"1": "是", "0": "否"}, "patrol_handle_state": {"0": "無問題", "1": "待處理", "2": "已處理"}},
  weekDays: {"1": "週一", "2": "週二", "3": "週三", "4": "週四", "5": "週五", "6": "週六", "7": "週日"},
  qr: {"button": "二維碼", "title": "巡檢點二維碼：{{name}}", "download": "下載圖片", "print": "列印"},
  points: {"button": "巡檢點", "title": "任務巡檢點", "sort": "順序", "point": "巡檢點", "status": "狀態", "checkTime": "巡檢時間", "user": "巡檢人員", "inOrder": "依順序", "problem": "問題", "checked": "已巡", "late": "遲到", "pending": "待巡", "missed": "漏檢"},
};
