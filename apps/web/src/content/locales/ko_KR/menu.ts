/** Menu titles of the content module (`menu.<name>`). */
export const menu = {
  content: '콘텐츠 관리',
  'content-category': '분류 관리',
  'content-banner': '배너 관리',
  'content-article': '게시글 관리',
  'content-commercial-service': '생활 서비스 관리',
};
