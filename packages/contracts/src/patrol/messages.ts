/** The patrol module's refusal messages, five translations side by side (merged in contracts/src/messages.ts). */
import { defineMessages } from '../platform/message-catalogue.ts';

export const PATROL_MESSAGES = defineMessages({
  patrolWindows: {
    zh_CN: '时间段格式为 08:00-10:00，开始早于结束，最多 6 段，用逗号分隔',
    zh_TW: '時間段格式為 08:00-10:00，開始早於結束，最多 6 段，用逗號分隔',
    en_US: 'Time windows read 08:00-10:00, start before end, at most 6, separated by commas',
    ja_JP: '時間帯は 08:00-10:00 の形式で、開始は終了より前、最大 6 つをカンマ区切りで入力してください',
    ko_KR: '시간대는 08:00-10:00 형식이며 시작이 종료보다 빨라야 하고 최대 6개를 쉼표로 구분합니다',
  },
  patrolWeekDays: {
    zh_CN: '请选择巡检日（周一至周日，1-7）',
    zh_TW: '請選擇巡檢日（週一至週日，1-7）',
    en_US: 'Choose the weekdays (Monday to Sunday, 1-7)',
    ja_JP: '巡回する曜日（月曜〜日曜、1-7）を選択してください',
    ko_KR: '순찰 요일(월요일~일요일, 1-7)을 선택하세요',
  },
  patrolAssignee: {
    zh_CN: '请选择巡检人员或工作组',
    zh_TW: '請選擇巡檢人員或工作組',
    en_US: 'Choose a staff member or a work group',
    ja_JP: '巡回担当者または作業グループを選択してください',
    ko_KR: '순찰 담당자 또는 작업 그룹을 선택하세요',
  },
  patrolEndBeforeStart: {
    zh_CN: '结束日期不能早于开始日期',
    zh_TW: '結束日期不能早於開始日期',
    en_US: 'The end date cannot be before the start date',
    ja_JP: '終了日は開始日より前にできません',
    ko_KR: '종료일은 시작일보다 빠를 수 없습니다',
  },
  patrolNotInCommunity: {
    zh_CN: '请选择本小区的数据',
    zh_TW: '請選擇本社區的資料',
    en_US: 'Choose one of this community’s records',
    ja_JP: 'この団地のデータを選択してください',
    ko_KR: '이 단지의 데이터를 선택하세요',
  },
  patrolUnknownCode: {
    zh_CN: '未识别的巡检点二维码',
    zh_TW: '未識別的巡檢點二維碼',
    en_US: 'Unknown patrol point code',
    ja_JP: '認識できない巡回ポイントのQRコードです',
    ko_KR: '알 수 없는 순찰 지점 QR 코드입니다',
  },
  patrolPointNotOnLine: {
    zh_CN: '该巡检点不在本任务的路线上',
    zh_TW: '該巡檢點不在本任務的路線上',
    en_US: 'This point is not on the task’s line',
    ja_JP: 'このポイントはタスクのルート上にありません',
    ko_KR: '이 지점은 작업의 경로에 없습니다',
  },
  patrolNotYet: {
    zh_CN: '任务尚未开始（{start} 开始）',
    zh_TW: '任務尚未開始（{start} 開始）',
    en_US: 'The task has not started yet (starts at {start})',
    ja_JP: 'タスクはまだ開始していません（{start} 開始）',
    ko_KR: '작업이 아직 시작되지 않았습니다({start} 시작)',
  },
  patrolClosed: {
    zh_CN: '任务已结束（{end} 截止），不能再巡检',
    zh_TW: '任務已結束（{end} 截止），不能再巡檢',
    en_US: 'The task is over (closed at {end}); no more checks',
    ja_JP: 'タスクは終了しました（{end} 締切）。巡回できません',
    ko_KR: '작업이 종료되었습니다({end} 마감). 더 이상 점검할 수 없습니다',
  },
  patrolChecked: {
    zh_CN: '该巡检点在本任务中已巡检',
    zh_TW: '該巡檢點在本任務中已巡檢',
    en_US: 'This point is already checked in this task',
    ja_JP: 'このポイントはこのタスクで巡回済みです',
    ko_KR: '이 지점은 이 작업에서 이미 점검되었습니다',
  },
  patrolNoTask: {
    zh_CN: '今天没有需要巡检该点的任务',
    zh_TW: '今天沒有需要巡檢該點的任務',
    en_US: 'No task of yours today includes this point',
    ja_JP: '本日このポイントを含むタスクはありません',
    ko_KR: '오늘 이 지점을 포함하는 작업이 없습니다',
  },
});
