/**
 * Addresses the rich-text editor accepts from a person: links to web pages and mail only, images from this site
 * only (the Content-Security-Policy shows images from our own origin; an outside image would show broken).
 */

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A link as typed, made safe: http(s) and mailto kept, a bare host (`example.com/a`) given https, anything else
 * (javascript:, data:, file:, a relative path) refused as null.
 */
export const safeLinkUrl = (typed: string): string | null => {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  if (/^mailto:/i.test(text)) return /^mailto:[^@]+@[^@]+$/i.test(text) ? text : null;
  const withScheme = SCHEME.test(text) && !/^[^:/]+:\d/.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // A host needs a dot (example.com) or is localhost: `https://abc` from a typo is no link.
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return url.href;
  } catch {
    return null;
  }
};

/** An image address of this site as its path (`/api/ctyun/files/x.png`), from a path or a full URL of `origin`; else null. */
export const siteImagePath = (typed: string, origin: string): string | null => {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  try {
    const url = new URL(text, origin);
    if (url.origin !== origin) return null;
    // Only a path or our own full URL: `javascript:` or `data:` never resolves to our origin, but say so plainly.
    if (!text.startsWith('/') && !text.startsWith(`${origin}/`)) return null;
    return `${url.pathname}${url.search}`;
  } catch {
    return null;
  }
};
