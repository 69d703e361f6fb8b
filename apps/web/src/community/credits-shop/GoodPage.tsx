import { CreditsShopGood } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 商品管理: the framework's page, with the good's picture as a thumbnail column. */
export function GoodPage() {
  return <ResourcePage entity={CreditsShopGood} showColumns={['imageUrl']} />;
}
