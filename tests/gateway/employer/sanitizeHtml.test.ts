import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../gateway/http/sanitizeHtml.ts';

/** Classic vectors (OWASP XSS filter evasion cheat sheet): none may keep a way to run script. */
const CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<body onload=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="https://evil.example"><button>go</button></form>',
  '<object data="javascript:alert(1)"></object>',
  '"><script>alert(1)</script>',
  '<div onmouseover="alert(1)">hover</div>',
  '<a href="//evil.example">x</a>',
];

describe('offer descriptions, sanitised on the server', () => {
  it.each(CORPUS)('keeps nothing that runs script from %s', (html) => {
    const clean = sanitizeHtml(html);
    expect(clean).not.toMatch(/<script|<iframe|<object|<svg|<form|<style|\son\w+=|javascript:|data:text|style=/i);
    expect(clean).not.toMatch(/href="\/\//);
  });

  it('keeps the formatting an offer needs, and makes links open safely in a new tab', () => {
    const html = '<h2>Role</h2><p><strong>Build</strong> <em>things</em></p><ul><li>Go</li></ul><a href="https://example.com/job">apply</a>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Role</h2><p><strong>Build</strong> <em>things</em></p><ul><li>Go</li></ul><a href="https://example.com/job" rel="nofollow noopener noreferrer" target="_blank">apply</a>',
    );
  });
});
