import type { PATROL_DICTIONARIES, PatrolJob, PatrolJobLog, PatrolLine, PatrolLinePoint, PatrolPoint, PatrolTask, PatrolType } from '@zhwy/contracts';
import type { DictTexts, EntityTexts } from '../../../platform/resource/labels.ts';

/** 巡回点検。 */
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
  patrolType: { title: "点検種別", fields: {"areaId": "所属団地", "typeName": "種別名", "sort": "並び順", "remark": "備考", "createTime": "作成日時"} },
  patrolPoint: { title: "巡回ポイント", fields: {"areaId": "所属団地", "pointName": "ポイント名", "typeId": "点検種別", "location": "場所", "pointCode": "QRコード番号", "state": "状態", "remark": "備考", "createTime": "作成日時"} },
  patrolLine: { title: "巡回ルート", fields: {"areaId": "所属団地", "lineName": "ルート名", "ordered": "巡回順序", "remark": "備考", "createTime": "作成日時"}, children: { points: "巡回ポイント（順番）" } },
  patrolLinePoint: { title: "ルートのポイント", fields: {"lineId": "巡回ルート", "pointId": "巡回ポイント", "checkItem": "点検内容", "sort": "順番"} },
  patrolJob: { title: "巡回計画", fields: {"areaId": "所属団地", "jobName": "計画名", "lineId": "巡回ルート", "userId": "担当者", "workGroupId": "作業グループ", "weekDays": "巡回曜日", "windows": "時間帯", "graceMinutes": "遅刻猶予（分）", "startDate": "開始日", "endDate": "終了日", "state": "状態", "remark": "備考", "createTime": "作成日時"} },
  patrolTask: { title: "巡回タスク", fields: {"areaId": "所属団地", "taskName": "タスク名", "jobId": "巡回計画", "lineId": "巡回ルート", "userId": "担当者", "workGroupId": "作業グループ", "taskDate": "タスク日", "windowStart": "開始時刻", "windowEnd": "終了時刻", "pointCount": "ポイント数", "checkedCount": "巡回済み数", "state": "状態", "pointIds": "巡回ポイント"} },
  patrolJobLog: { title: "巡回記録", fields: {"areaId": "所属団地", "taskId": "巡回タスク", "jobId": "巡回計画", "pointId": "巡回ポイント", "userId": "担当者", "checkTime": "巡回日時", "timing": "時間どおり", "inOrder": "順番どおり", "problem": "問題の内容", "photos": "問題の写真", "handleState": "対応状況", "handleResult": "対応内容", "handleTime": "対応日時"}, transitions: { handle: { handleResult: "対応内容" } }, calls: { handle: "対応" } },
  dictValues: {"patrol_state": {"1": "有効", "0": "無効"}, "patrol_order": {"1": "順番どおり", "0": "順不同"}, "patrol_task_state": {"0": "未巡回", "1": "巡回中", "2": "完了", "3": "未巡回あり"}, "patrol_timing": {"0": "正常", "1": "遅刻"}, "patrol_yes_no": {"1": "はい", "0": "いいえ"}, "patrol_handle_state": {"0": "問題なし", "1": "対応待ち", "2": "対応済み"}},
  weekDays: {"1": "月", "2": "火", "3": "水", "4": "木", "5": "金", "6": "土", "7": "日"},
  qr: {"button": "QRコード", "title": "{{name}} のQRコード", "download": "画像をダウンロード", "print": "印刷"},
  points: {"button": "ポイント", "title": "タスクのポイント", "sort": "順番", "point": "ポイント", "status": "状態", "checkTime": "巡回日時", "user": "担当者", "inOrder": "順番どおり", "problem": "問題", "checked": "巡回済み", "late": "遅刻", "pending": "未巡回", "missed": "巡回漏れ"},
};
