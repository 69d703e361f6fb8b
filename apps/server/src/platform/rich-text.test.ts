import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

/** What the web editor (TipTap) writes with every toolbar button used once: it must come back unchanged. */
const EDITOR_HTML = [
  '<h1>停水通知</h1><h2>时间</h2><h3>范围</h3>',
  '<p>请<strong>提前</strong><em>储水</em>，<u>勿用</u><s>明火</s><br>谢谢</p>',
  '<ul><li><p>东区</p></li></ul><ol start="3"><li><p>西区</p></li></ol>',
  '<blockquote><p>物业服务中心</p></blockquote><hr>',
  '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/a?b=1&amp;c=2">详情</a> <a target="_blank" rel="noopener noreferrer nofollow" href="mailto:wy@example.com">邮件</a></p>',
  '<img src="/api/ctyun/files/abcdefghijklmnopqrstuv.png" alt="示意图">',
].join('');

describe('sanitizeRichText', () => {
  it('keeps everything the editor writes, unchanged', () => {
    expect(sanitizeRichText(EDITOR_HTML)).toBe(EDITOR_HTML);
    // Older markup for bold and italic stays too.
    expect(sanitizeRichText('<p><b>通知</b> <i>说明</i></p>')).toBe('<p><b>通知</b> <i>说明</i></p>');
  });

  it('drops scripts and styles with their content, other tags outside the list with their text kept', () => {
    expect(sanitizeRichText('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<style>p{display:none}</style><p>看得见</p>')).toBe('<p>看得见</p>');
    expect(sanitizeRichText('<iframe src="https://evil"></iframe>文字')).toBe('文字');
    expect(sanitizeRichText('<table><tr><td>格</td></tr></table><h4>小标题</h4><div>段</div>')).toBe('格小标题段');
    expect(sanitizeRichText('<form action="https://evil"><input name="x">提交</form>')).toBe('提交');
  });

  it('drops handlers, style and class attributes, and javascript: URLs', () => {
    expect(sanitizeRichText('<img src="/api/ctyun/files/x.png" onerror="alert(1)">')).toBe('<img src="/api/ctyun/files/x.png">');
    expect(sanitizeRichText('<p onclick="x()" style="color:red" class="big">正文</p>')).toBe('<p>正文</p>');
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeRichText('<img src="javascript:alert(1)">')).toBe('<img src>');
    expect(sanitizeRichText('<strong data-x="1" id="y">粗</strong>')).toBe('<strong>粗</strong>');
  });

  it('keeps an attribute from breaking out, and escaped text as text', () => {
    // The quotes stay escaped inside the value: no onmouseover attribute comes out.
    const quoted = '<a href="https://example.com/x" title="a&quot; onmouseover=&quot;alert(1)">x</a>';
    expect(sanitizeRichText(quoted)).toBe(quoted);
    expect(sanitizeRichText('<img src="/x.png" alt="1"><svg onload=alert(1)>">')).toBe('<img src="/x.png" alt="1">"&gt;');
    // Text that looks like a tag, as the editor writes it (escaped), stays text.
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
  });
});
