import { CreditsShopPickUpAddress } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 自提点管理: the framework's page; the community is chosen by its name. */
export function PickUpAddressPage() {
  return <ResourcePage entity={CreditsShopPickUpAddress} nameField="address" />;
}
