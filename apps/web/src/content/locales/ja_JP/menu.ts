/** Menu titles of the content module (`menu.<name>`). */
export const menu = {
  content: 'コンテンツ管理',
  'content-category': 'カテゴリ管理',
  'content-banner': 'バナー管理',
  'content-article': '記事管理',
  'content-commercial-service': '生活サービス管理',
};
