import { AttendanceRecord } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 考勤记录: the clocks the staff app wrote (read, export, delete); names masked for every reader. */
export function RecordPage() {
  return <ResourcePage entity={AttendanceRecord} nameField="staffName" />;
}
