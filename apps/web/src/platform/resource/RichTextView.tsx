import { RICH_TEXT_XSS_OPTIONS } from '@zhwy/contracts';
import xss from 'xss';
import './rich-text.css';

/**
 * Stored rich text shown formatted. The server keeps only its allow list at every write; the same list is applied
 * here again before the HTML reaches the page (defence in depth: rows written before the list, or by a fault).
 */
export function RichTextView({ html }: { html: string }) {
  return <div className="zh-rich-text zh-rich-text-view" dangerouslySetInnerHTML={{ __html: xss(html, RICH_TEXT_XSS_OPTIONS) }} />;
}
