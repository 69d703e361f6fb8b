/** The meters' and readings' refusal messages, five translations side by side (merged in contracts/src/messages.ts). */
import { defineMessages } from '../platform/message-catalogue.ts';

export const METER_MESSAGES = defineMessages({
  meterFeeItemMethod: {
    zh_CN: '请选择计费方式为“用量×单价”且已启用的收费项',
    zh_TW: '請選擇計費方式為「用量×單價」且已啟用的收費項',
    en_US: 'Choose an enabled fee item charged as usage × unit price',
    ja_JP: '計算方法が「使用量×単価」で有効な料金項目を選択してください',
    ko_KR: '부과 방식이 "사용량×단가"이고 사용 중인 부과 항목을 선택하세요',
  },
  meterHasReadings: {
    zh_CN: '该仪表已有抄表记录，不能修改',
    zh_TW: '該儀表已有抄表記錄，不能修改',
    en_US: 'The meter has readings; this cannot be changed',
    ja_JP: 'このメーターには検針記録があるため変更できません',
    ko_KR: '이 계량기에 검침 기록이 있어 변경할 수 없습니다',
  },
  meterNotInUse: {
    zh_CN: '该仪表已停用',
    zh_TW: '該儀表已停用',
    en_US: 'The meter is no longer in use',
    ja_JP: 'このメーターは使用停止です',
    ko_KR: '이 계량기는 사용 중지되었습니다',
  },
  readingBelowPrevious: {
    zh_CN: '本期读数不能小于上期读数 {previous}',
    zh_TW: '本期讀數不能小於上期讀數 {previous}',
    en_US: 'The reading cannot be below the previous reading {previous}',
    ja_JP: '今回の指示数は前回の指示数 {previous} を下回れません',
    ko_KR: '이번 검침값은 지난 검침값 {previous}보다 작을 수 없습니다',
  },
  readingDuplicate: {
    zh_CN: '该仪表本月已抄表',
    zh_TW: '該儀表本月已抄表',
    en_US: 'The meter has already been read for this month',
    ja_JP: 'このメーターは今月すでに検針済みです',
    ko_KR: '이 계량기는 이번 달 이미 검침되었습니다',
  },
  readingPeriodPast: {
    zh_CN: '该仪表已有 {period} 的读数，只能录入之后的月份',
    zh_TW: '該儀表已有 {period} 的讀數，只能錄入之後的月份',
    en_US: 'The meter has a reading for {period}; only later months can be entered',
    ja_JP: 'このメーターには {period} の検針値があるため、それ以降の月のみ入力できます',
    ko_KR: '이 계량기에 {period} 검침값이 있어 이후 월만 입력할 수 있습니다',
  },
  readingNotLatest: {
    zh_CN: '只能修改或删除该仪表最近一次的抄表记录',
    zh_TW: '只能修改或刪除該儀表最近一次的抄表記錄',
    en_US: "Only the meter's latest reading can be edited or deleted",
    ja_JP: 'メーターの最新の検針記録のみ変更・削除できます',
    ko_KR: '계량기의 최근 검침 기록만 수정하거나 삭제할 수 있습니다',
  },
  readingFixed: {
    zh_CN: '表号和抄表月份不能修改（删除后重新录入）',
    zh_TW: '表號和抄表月份不能修改（刪除後重新錄入）',
    en_US: 'The meter and month cannot be changed (delete and enter again)',
    ja_JP: 'メーターと検針月は変更できません（削除して再入力してください）',
    ko_KR: '계량기와 검침 월은 변경할 수 없습니다(삭제 후 다시 입력)',
  },
});
