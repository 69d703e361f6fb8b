import { ATTENDANCE_DICTIONARIES, AttendanceRecord, AttendanceRule } from '@zhwy/contracts';
import { dictTexts, entityTexts } from '../../../platform/resource/labels.ts';
import type { AttendanceTexts } from '../../texts.ts';

/** 考勤：字段与字典的中文取自实体定义，与服务端一致；另有星期和考勤月报的文案。 */
export const attendance: AttendanceTexts = {
  attendanceRule: entityTexts(AttendanceRule),
  attendanceRecord: entityTexts(AttendanceRecord),
  dictValues: dictTexts(ATTENDANCE_DICTIONARIES),
  weekdays: { '1': '周一', '2': '周二', '3': '周三', '4': '周四', '5': '周五', '6': '周六', '7': '周日' },
  sheet: {
    department: '部门',
    pickDepartment: '请选择部门',
    month: '月份',
    search: '查询',
    export: '导出',
    staffName: '员工姓名',
    workDays: '应出勤天数',
    normalDays: '正常',
    lateDays: '迟到',
    earlyDays: '早退',
    absentDays: '缺勤',
    outOfRange: '范围外打卡',
    hint: '按部门启用的考勤规则统计至今天的工作日（自规则建立及账号创建之日起）：未打上班卡为缺勤（今天除外），往日未打下班卡计为早退；姓名已脱敏。',
  },
};
