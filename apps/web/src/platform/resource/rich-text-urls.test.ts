import { describe, expect, it } from 'vitest';
import { safeLinkUrl, siteImagePath } from './rich-text-urls.ts';

describe('safeLinkUrl', () => {
  it('keeps http, https and mailto; gives a bare host https', () => {
    expect(safeLinkUrl(' https://example.com/a?b=1 ')).toBe('https://example.com/a?b=1');
    expect(safeLinkUrl('http://wy.example.cn')).toBe('http://wy.example.cn/');
    expect(safeLinkUrl('mailto:wy@example.com')).toBe('mailto:wy@example.com');
    expect(safeLinkUrl('example.com/notice')).toBe('https://example.com/notice');
    expect(safeLinkUrl('example.com:8080/notice')).toBe('https://example.com:8080/notice');
  });

  it('refuses every other scheme, relative paths, blanks and typos', () => {
    for (const typed of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>x</script>', 'file:///etc/passwd', 'ftp://example.com', 'vbscript:x', '/a/b', '', '   ', 'https://abc', 'a b.com', 'mailto:nobody']) {
      expect(safeLinkUrl(typed), typed).toBeNull();
    }
  });
});

describe('siteImagePath', () => {
  const origin = 'http://demo.localhost:8080';
  it('takes a path or a full URL of this site, as its path', () => {
    expect(siteImagePath('/api/ctyun/files/a.png', origin)).toBe('/api/ctyun/files/a.png');
    expect(siteImagePath('http://demo.localhost:8080/api/ctyun/files/a.png?v=2', origin)).toBe('/api/ctyun/files/a.png?v=2');
  });

  it('refuses other sites, protocol-relative addresses and other schemes', () => {
    for (const typed of ['https://example.com/a.png', '//example.com/a.png', 'javascript:alert(1)', 'data:image/png;base64,AAAA', 'a.png', '']) {
      expect(siteImagePath(typed, origin), typed).toBeNull();
    }
  });
});
