/** 内容管理的菜单标题（`menu.<name>`）。 */
export const menu = {
  content: '内容管理',
  'content-category': '分类管理',
  'content-banner': '轮播图管理',
  'content-article': '文章管理',
  'content-commercial-service': '便民服务管理',
};
