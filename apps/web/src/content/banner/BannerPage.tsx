import { Banner } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 轮播图管理: the framework's page, with the picture as a thumbnail and the communities it is shown in by name. */
export function BannerPage() {
  return <ResourcePage entity={Banner} nameField="title" showColumns={['picture', 'community']} />;
}
