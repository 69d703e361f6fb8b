import type { AttendanceTexts } from '../../texts.ts';

/** 考勤 (ja_JP). */
export const attendance: AttendanceTexts = {
  attendanceRule: { title: "勤怠ルール", fields: {
  "ruleName": "ルール名",
  "departmentIds": "対象部署",
  "workDays": "勤務日",
  "startTime": "出勤時刻",
  "endTime": "退勤時刻",
  "lateMinutes": "遅刻の猶予（分）",
  "earlyMinutes": "早退の猶予（分）",
  "address": "打刻場所",
  "longitude": "経度",
  "latitude": "緯度",
  "radius": "打刻半径（m）",
  "state": "状態",
  "remark": "備考",
  "createTime": "作成日時"
} },
  attendanceRecord: { title: "勤怠記録", fields: {
  "userId": "社員",
  "staffName": "社員名",
  "departmentId": "部署",
  "ruleId": "勤怠ルール",
  "attendDate": "勤怠日",
  "clockType": "打刻種別",
  "clockTime": "打刻時刻",
  "status": "勤怠状態",
  "inRange": "打刻範囲",
  "distance": "距離（m）",
  "longitude": "経度",
  "latitude": "緯度"
} },
  dictValues: {
  "attendance_rule_state": {
    "1": "有効",
    "0": "無効"
  },
  "attendance_clock_type": {
    "1": "出勤",
    "2": "退勤"
  },
  "attendance_status": {
    "1": "正常",
    "2": "遅刻",
    "3": "早退",
    "4": "勤務日外"
  },
  "attendance_range": {
    "1": "範囲内",
    "0": "範囲外"
  }
},
  weekdays: {
  "1": "月",
  "2": "火",
  "3": "水",
  "4": "木",
  "5": "金",
  "6": "土",
  "7": "日"
},
  sheet: {
  "department": "部署",
  "pickDepartment": "部署を選択してください",
  "month": "月",
  "search": "検索",
  "export": "エクスポート",
  "staffName": "社員名",
  "workDays": "所定勤務日数",
  "normalDays": "正常",
  "lateDays": "遅刻",
  "earlyDays": "早退",
  "absentDays": "欠勤",
  "outOfRange": "範囲外打刻",
  "hint": "部署の有効な勤怠ルールで今日までの勤務日（ルール作成日とアカウント作成日以降）を集計します。出勤打刻のない日は欠勤（今日を除く）、過去日の退勤打刻なしは早退として数えます。氏名はマスクされます。"
},
};
