import { MeterInfo } from '@zhwy/contracts';
import { ResourcePage } from '../platform/resource/index.ts';

/** 仪表管理: a community's meters (the framework's page; the server checks the room's community and the fee item's method). */
export function MeterPage() {
  return <ResourcePage entity={MeterInfo} nameField="meterNo" />;
}
