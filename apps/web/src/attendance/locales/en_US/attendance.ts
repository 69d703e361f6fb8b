import type { AttendanceTexts } from '../../texts.ts';

/** 考勤 (en_US). */
export const attendance: AttendanceTexts = {
  attendanceRule: { title: "Attendance rule", fields: {
  "ruleName": "Rule name",
  "departmentIds": "Departments",
  "workDays": "Working days",
  "startTime": "Start of work",
  "endTime": "End of work",
  "lateMinutes": "Late after (minutes)",
  "earlyMinutes": "Early before (minutes)",
  "address": "Clock-in place",
  "longitude": "Longitude",
  "latitude": "Latitude",
  "radius": "Radius (m)",
  "state": "Status",
  "remark": "Remark",
  "createTime": "Created"
} },
  attendanceRecord: { title: "Attendance record", fields: {
  "userId": "Staff",
  "staffName": "Staff name",
  "departmentId": "Department",
  "ruleId": "Attendance rule",
  "attendDate": "Date",
  "clockType": "Clock type",
  "clockTime": "Clock time",
  "status": "Status",
  "inRange": "Range",
  "distance": "Distance (m)",
  "longitude": "Longitude",
  "latitude": "Latitude"
} },
  dictValues: {
  "attendance_rule_state": {
    "1": "Enabled",
    "0": "Disabled"
  },
  "attendance_clock_type": {
    "1": "Clock in",
    "2": "Clock out"
  },
  "attendance_status": {
    "1": "On time",
    "2": "Late",
    "3": "Early leave",
    "4": "Non-working day"
  },
  "attendance_range": {
    "1": "In range",
    "0": "Out of range"
  }
},
  weekdays: {
  "1": "Mon",
  "2": "Tue",
  "3": "Wed",
  "4": "Thu",
  "5": "Fri",
  "6": "Sat",
  "7": "Sun"
},
  sheet: {
  "department": "Department",
  "pickDepartment": "Choose a department",
  "month": "Month",
  "search": "Search",
  "export": "Export",
  "staffName": "Staff name",
  "workDays": "Working days",
  "normalDays": "On time",
  "lateDays": "Late",
  "earlyDays": "Early leave",
  "absentDays": "Absent",
  "outOfRange": "Out-of-range clocks",
  "hint": "Working days up to today by the department's enabled rule, from the day the rule and the account were created: no clock-in is absent (except today); no clock-out on a past day counts as early leave. Names are masked."
},
};
