import { Parking } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 停车场管理: the framework's page (export, import template and import beside 新增). */
export function ParkingPage() {
  return <ResourcePage entity={Parking} nameField="parkingName" />;
}
