import { ATTENDANCE_DICTIONARIES, AttendanceRecord, AttendanceRule } from '@zhwy/contracts';

/** The attendance module's entities and dictionaries as the web knows them (pages, label checks). */
export { ATTENDANCE_DICTIONARIES, AttendanceRecord, AttendanceRule };
export const ATTENDANCE_ENTITIES = [AttendanceRule, AttendanceRecord] as const;
