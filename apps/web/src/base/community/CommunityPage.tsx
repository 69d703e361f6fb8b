import { Community } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 小区管理: the framework's page; the code is shown as code, the address is cut with the whole on hover. */
export function CommunityPage() {
  return <ResourcePage entity={Community} nameField="areaName" hideColumns={['district', 'contact']} />;
}
