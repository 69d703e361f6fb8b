import { FeeItem } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 收费项设置: a community's fee items (the framework's page; the server checks the method's price or amount). */
export function FeeItemPage() {
  return <ResourcePage entity={FeeItem} nameField="itemName" />;
}
