/** Menu titles of the content module (`menu.<name>`). */
export const menu = {
  content: 'Content',
  'content-category': 'Categories',
  'content-banner': 'Banners',
  'content-article': 'Articles',
  'content-commercial-service': 'Convenience services',
};
