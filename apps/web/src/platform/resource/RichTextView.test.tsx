import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RichTextView } from './RichTextView.tsx';

const shown = (html: string) => renderToStaticMarkup(<RichTextView html={html} />);

describe('RichTextView', () => {
  it('shows the formatting the editor writes', () => {
    const html = '<h2>停水</h2><p><strong>提前</strong>储水</p><ul><li><p>东区</p></li></ul><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/">详情</a></p>';
    expect(shown(html)).toBe(`<div class="zh-rich-text zh-rich-text-view">${html}</div>`);
  });

  it('applies the allow list again: no script, handler, style or javascript: URL reaches the page', () => {
    const out = shown('<p onclick="x()" style="position:fixed">a<script>alert(1)</script><img src="/x.png" onerror="alert(2)"><a href="javascript:alert(3)">b</a></p><iframe src="https://evil"></iframe>');
    expect(out).toBe('<div class="zh-rich-text zh-rich-text-view"><p>a<img src="/x.png"><a href>b</a></p></div>');
  });
});
