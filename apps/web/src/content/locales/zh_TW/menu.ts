/** Menu titles of the content module (`menu.<name>`). */
export const menu = {
  content: '內容管理',
  'content-category': '分類管理',
  'content-banner': '輪播圖管理',
  'content-article': '文章管理',
  'content-commercial-service': '便民服務管理',
};
