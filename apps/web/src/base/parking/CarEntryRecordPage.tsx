import { CarEntryRecord } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 车辆进出记录: read only (the gates write it); plates masked by the server; filters plate, direction, time range, lot. */
export function CarEntryRecordPage() {
  return <ResourcePage entity={CarEntryRecord} nameField="plateNo" />;
}
