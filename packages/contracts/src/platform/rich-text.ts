/**
 * What rich text (articles) may keep: exactly what the web app's editor can write (TipTap's StarterKit without code
 * blocks, headings 1–3, links and images), so an article edited and saved comes back unchanged. No `style` or
 * `class` (the look is ours), no `on*` handler, no iframe, table or form.
 *
 * Options for js-xss (`xss(html, RICH_TEXT_XSS_OPTIONS)`), used twice: by the server on every write, and by the web
 * app before it shows stored HTML (defence in depth). js-xss itself empties `href`/`src` values that are not
 * http(s), mailto, tel, a path or a `data:image/` URL, so `javascript:` never survives.
 */
export const RICH_TEXT_ALLOW_LIST: Readonly<Record<string, string[]>> = {
  p: [],
  br: [],
  h1: [],
  h2: [],
  h3: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  ul: [],
  ol: ['start', 'type'],
  li: [],
  blockquote: [],
  hr: [],
  a: ['href', 'target', 'rel', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};

export const RICH_TEXT_XSS_OPTIONS = {
  whiteList: RICH_TEXT_ALLOW_LIST as Record<string, string[]>,
  // A tag outside the list goes and its text stays; <script> and <style> go with their content.
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style'],
};
