import { describe, expect, it } from 'vitest';
import { htmlToParagraphs, stripHtml } from '../../../gateway/http/stripHtml.ts';

describe('stripHtml: rich text as one line of plain text', () => {
  it('drops every tag, scripts with their content, reads entities once and collapses whitespace', () => {
    expect(stripHtml('<p><b>Acme</b> &amp; sons</p>\n<script>alert(1)</script><p>build&nbsp;things</p>')).toBe('Acme & sons build things');
    expect(stripHtml('&amp;lt;b&amp;gt;')).toBe('&lt;b&gt;');
  });
});

describe('htmlToParagraphs: an offer body as the plain text the offer page shows with its line breaks', () => {
  it('ends paragraphs, headings and lists with a blank line, and puts list items on lines of their own with a bullet', () => {
    const body = '<h2>About</h2><p>We build <strong>things</strong>.</p><ul><li>TypeScript</li><li>PostgreSQL</li></ul><p>Line<br>break</p>';
    expect(htmlToParagraphs(body)).toBe('About\n\nWe build things.\n\n• TypeScript\n• PostgreSQL\n\nLine\nbreak');
  });

  it('leaves no markup, keeps at most one blank line, and passes plain text through', () => {
    expect(htmlToParagraphs('<p>a</p><p></p><p></p><p></p><p>b</p><img src=x onerror=alert(1)><script>x()</script>')).toBe('a\n\nb');
    expect(htmlToParagraphs('Plain text\nwith a line')).toBe('Plain text\nwith a line');
    expect(htmlToParagraphs('5 &lt; 6 &amp; <i>7</i>')).toBe('5 < 6 & 7');
  });
});
