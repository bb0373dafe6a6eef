import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childNamed, decodeEntities, parseXml, textOf, XmlError } from '../../../gateway/blog/feed/xml.ts';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('the feed XML reader', () => {
  it('reads elements, attributes in either quote, text, CDATA and self-closing elements', () => {
    const root = parseXml(
      `<?xml version="1.0"?><!-- hello --><a x="1" y='two &amp; three'>text <![CDATA[<b>raw</b>]]><b/><c>&#169;&#x1F600;</c></a>`,
    );
    expect(root).toMatchObject({ name: 'a', attributes: { x: '1', y: 'two & three' } });
    expect(root.children[0]).toBe('text ');
    expect(root.children[1]).toBe('<b>raw</b>');
    expect(textOf(childNamed(root, 'c'))).toBe('©😀');
    expect(childNamed(root, 'b')?.children).toEqual([]);
  });

  it('keeps namespace prefixes in names and skips a DOCTYPE without expanding its entities', () => {
    const root = parseXml('<!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;">]><x xmlns:media="m"><media:thumbnail url="u"/>&b;</x>');
    expect(childNamed(root, 'media:thumbnail')?.attributes['url']).toBe('u');
    expect(textOf(root)).toBe('&b;');
  });

  it('refuses malformed documents with the position', () => {
    for (const bad of ['', '<a>', '<a></b>', '<a><b></a>', '<a x=1/>', '<a/><b/>', '<a><![CDATA[x</a>', '<a><!-- x</a>', 'text']) {
      expect(() => parseXml(bad), bad).toThrow(XmlError);
    }
    expect(() => parseXml('<a></b>')).toThrow(/at character \d+/);
  });

  it('refuses a document nested deeper than a feed is', () => {
    expect(() => parseXml(`${'<a>'.repeat(100)}${'</a>'.repeat(100)}`)).toThrow(/deeply/);
  });

  it('reads back any text written escaped, and leaves unknown or out-of-range entities as written', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(textOf(parseXml(`<t>${escape(text)}</t>`))).toBe(text.trim());
      }),
    );
    expect(decodeEntities('&nbsp;&#xD800;&#0;&lt;')).toBe('&nbsp;&#xD800;&#0;<');
  });
});
