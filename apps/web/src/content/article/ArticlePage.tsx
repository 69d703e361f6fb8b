import { Article } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 文章管理: the framework's page, with the cover as a thumbnail; the body (HTML) is edited in a drawer. */
export function ArticlePage() {
  return <ResourcePage entity={Article} nameField="name" showColumns={['articleCovers']} formContainer="drawer" />;
}
