import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting, drops scripts, handlers and javascript: links', () => {
    expect(sanitizeRichText('<p><b>通知</b> <a href="https://example.com/x">链接</a></p>')).toBe('<p><b>通知</b> <a href="https://example.com/x">链接</a></p>');
    expect(sanitizeRichText('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<img src="/api/ctyun/files/x.png" onerror="alert(1)">')).toBe('<img src="/api/ctyun/files/x.png">');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeRichText('<iframe src="https://evil"></iframe>文字')).toBe('文字');
  });
});
