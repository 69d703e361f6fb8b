import type { AttendanceTexts } from '../../texts.ts';

/** 考勤 (zh_TW). */
export const attendance: AttendanceTexts = {
  attendanceRule: { title: "考勤規則", fields: {
  "ruleName": "規則名稱",
  "departmentIds": "適用部門",
  "workDays": "工作日",
  "startTime": "上班時間",
  "endTime": "下班時間",
  "lateMinutes": "遲到閾值（分鐘）",
  "earlyMinutes": "早退閾值（分鐘）",
  "address": "打卡地點",
  "longitude": "經度",
  "latitude": "緯度",
  "radius": "打卡半徑（米）",
  "state": "狀態",
  "remark": "備註",
  "createTime": "建立時間"
} },
  attendanceRecord: { title: "考勤記錄", fields: {
  "userId": "員工",
  "staffName": "員工姓名",
  "departmentId": "部門",
  "ruleId": "考勤規則",
  "attendDate": "考勤日期",
  "clockType": "打卡類型",
  "clockTime": "打卡時間",
  "status": "考勤狀態",
  "inRange": "打卡範圍",
  "distance": "距離（米）",
  "longitude": "經度",
  "latitude": "緯度"
} },
  dictValues: {
  "attendance_rule_state": {
    "1": "啟用",
    "0": "停用"
  },
  "attendance_clock_type": {
    "1": "上班",
    "2": "下班"
  },
  "attendance_status": {
    "1": "正常",
    "2": "遲到",
    "3": "早退",
    "4": "非工作日"
  },
  "attendance_range": {
    "1": "範圍內",
    "0": "範圍外"
  }
},
  weekdays: {
  "1": "週一",
  "2": "週二",
  "3": "週三",
  "4": "週四",
  "5": "週五",
  "6": "週六",
  "7": "週日"
},
  sheet: {
  "department": "部門",
  "pickDepartment": "請選擇部門",
  "month": "月份",
  "search": "查詢",
  "export": "匯出",
  "staffName": "員工姓名",
  "workDays": "應出勤天數",
  "normalDays": "正常",
  "lateDays": "遲到",
  "earlyDays": "早退",
  "absentDays": "缺勤",
  "outOfRange": "範圍外打卡",
  "hint": "按部門啟用的考勤規則統計至今天的工作日（自規則建立及帳號建立之日起）：未打上班卡為缺勤（今天除外），往日未打下班卡計為早退；姓名已脫敏。"
},
};
