/** The attendance refusals, five translations side by side (merged in contracts/src/messages.ts). */
import { defineMessages } from '../platform/message-catalogue.ts';

export const ATTENDANCE_MESSAGES = defineMessages({
  attendanceClockTime: {
    zh_CN: '请输入 00:00 至 23:59 之间的时间',
    zh_TW: '請輸入 00:00 至 23:59 之間的時間',
    en_US: 'Enter a time between 00:00 and 23:59',
    ja_JP: '00:00 から 23:59 の時刻を入力してください',
    ko_KR: '00:00부터 23:59 사이의 시간을 입력하세요',
  },
  attendanceEndBeforeStart: {
    zh_CN: '下班时间必须晚于上班时间',
    zh_TW: '下班時間必須晚於上班時間',
    en_US: 'The end of work must be after its start',
    ja_JP: '退勤時刻は出勤時刻より後にしてください',
    ko_KR: '퇴근 시간은 출근 시간보다 늦어야 합니다',
  },
  attendanceWorkDays: {
    zh_CN: '请至少选择一个工作日',
    zh_TW: '請至少選擇一個工作日',
    en_US: 'Choose at least one working day',
    ja_JP: '勤務日を 1 日以上選択してください',
    ko_KR: '근무일을 하나 이상 선택하세요',
  },
  attendanceDepartmentTaken: {
    zh_CN: '所选部门已在启用的考勤规则“{rule}”中',
    zh_TW: '所選部門已在啟用的考勤規則「{rule}」中',
    en_US: 'A chosen department is already in the enabled rule "{rule}"',
    ja_JP: '選択した部署はすでに有効な勤怠ルール「{rule}」に含まれています',
    ko_KR: '선택한 부서가 이미 사용 중인 근태 규칙 "{rule}"에 포함되어 있습니다',
  },
  attendanceNoRule: {
    zh_CN: '您所在的部门没有启用的考勤规则',
    zh_TW: '您所在的部門沒有啟用的考勤規則',
    en_US: 'Your department has no enabled attendance rule',
    ja_JP: 'あなたの部署には有効な勤怠ルールがありません',
    ko_KR: '소속 부서에 사용 중인 근태 규칙이 없습니다',
  },
});
