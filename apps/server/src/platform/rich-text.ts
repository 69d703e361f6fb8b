import { RICH_TEXT_XSS_OPTIONS } from '@zhwy/contracts';
import xss from 'xss';

/**
 * Rich text (articles) as the server keeps it: the shared allow list of tags and attributes (what the web editor
 * writes; packages/contracts/src/platform/rich-text.ts), no `on*` handler, no `style`, no `javascript:` URL;
 * `<script>` and `<style>` go with their content, any other tag outside the list is dropped and its text kept.
 * A `<script>` sent in an article can therefore never run when the article is shown.
 */
// The package's default export; CommonJS, so Node's ESM loader sees only that export.
export const sanitizeRichText = (html: string): string => xss(html, RICH_TEXT_XSS_OPTIONS);
