import { Category } from '@zhwy/contracts';
import { ResourcePage } from '../../platform/resource/index.ts';

/** 分类管理: the framework's page; a category is known by its name, its explanation cut with the whole on hover. */
export function CategoryPage() {
  return <ResourcePage entity={Category} nameField="categoryName" />;
}
