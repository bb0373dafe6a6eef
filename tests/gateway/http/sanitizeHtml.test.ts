import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../gateway/http/sanitizeHtml.ts';

/** The one HTML sanitiser of the gateway (sanitize-html with an allow-list), for what employers write. */
describe('sanitizeHtml', () => {
  it('removes script and style elements with their content', () => {
    expect(sanitizeHtml('<p>Hello</p><script>alert(1)</script><style>p{color:red}</style>')).toBe('<p>Hello</p>');
    expect(sanitizeHtml('<p>a<SCRIPT src="https://evil.test/x.js"></SCRIPT>b</p>')).toBe('<p>ab</p>');
  });

  it('removes event handlers and styles, keeping the element', () => {
    expect(sanitizeHtml('<p onclick="steal()" style="position:fixed" onmouseover="x()">Text</p>')).toBe('<p>Text</p>');
    expect(sanitizeHtml('<strong onfocus=alert(1) autofocus tabindex=1>Bold</strong>')).toBe('<strong>Bold</strong>');
  });

  it('removes javascript:, data: and protocol-relative link targets however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.test/',
    ]) {
      const clean = sanitizeHtml(`<a href="${href}">link</a>`);
      expect(clean).not.toMatch(/href/i);
      expect(clean).toContain('>link</a>');
    }
  });

  it('drops elements outside the allow-list but keeps their text, and drops embedded content whole', () => {
    expect(sanitizeHtml('<div><span>Kept text</span></div>')).toBe('Kept text');
    expect(sanitizeHtml('<iframe src="https://evil.test"></iframe><img src=x onerror=alert(1)><form action="/x"><input name="a"></form>')).toBe('');
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>')).not.toContain('script');
  });

  it('keeps the allowed formatting as written', () => {
    const formatted =
      '<h3>About the role</h3><p>We <strong>build</strong> and <em>ship</em>.<br />Daily.</p><ul><li>TypeScript</li><li><b>React</b></li></ul><ol><li>First</li></ol><blockquote>Quote</blockquote>';
    expect(sanitizeHtml(formatted)).toBe(formatted);
  });

  it('keeps http(s) and mailto links, opening them safely', () => {
    expect(sanitizeHtml('<a href="https://example.com/jobs?a=1&amp;b=2" rel="opener" target="_self">Jobs</a>')).toBe(
      '<a href="https://example.com/jobs?a=1&amp;b=2" rel="nofollow noopener noreferrer" target="_blank">Jobs</a>',
    );
    expect(sanitizeHtml('<a href="mailto:jobs@example.com">Write</a>')).toBe(
      '<a href="mailto:jobs@example.com" rel="nofollow noopener noreferrer" target="_blank">Write</a>',
    );
  });

  it('leaves plain text alone, escaping only what would be markup', () => {
    expect(sanitizeHtml('Salary 10 000 – 15 000 PLN, B2B & permanent')).toBe('Salary 10 000 – 15 000 PLN, B2B &amp; permanent');
    expect(sanitizeHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
  });
});
