import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../gateway/http/sanitizeHtml.ts';
import { XSS_CORPUS } from '../../support/xssCorpus.ts';

describe('offer descriptions, sanitised on the server', () => {
  // Classic vectors (OWASP XSS filter evasion cheat sheet): none may keep a way to run script.
  it.each(XSS_CORPUS)('keeps nothing that runs script from %s', (html) => {
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
