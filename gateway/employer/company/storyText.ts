import sanitize from 'sanitize-html';
import { stripHtml } from '../../http/stripHtml.ts';

const escapes: readonly (readonly [RegExp, string])[] = [
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/&nbsp;/g, ' '],
  [/&amp;/g, '&'],
];

/**
 * A story section's body as the company page shows it: plain text, a blank line between
 * paragraphs. Pasted HTML is sanitised by the maintained sanitiser first (scripts, styles and
 * every attribute gone); its paragraphs and line breaks become blank lines and line breaks, every
 * other tag is dropped and its text kept. Nothing of it is ever shown as markup.
 */
export function storyBody(text: string): string {
  const kept = sanitize(text, { allowedTags: ['p', 'br', 'div', 'li'], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  const plain = kept
    .replace(/<br \/>/g, '\n')
    .replace(/<\/(p|div|li)>/g, '\n\n')
    .replace(/<(p|div|li)>/g, '');
  return escapes
    .reduce((result, [pattern, character]) => result.replace(pattern, character), plain)
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A one-line text of the story (headline, section title, benefit, technology): HTML stripped, whitespace collapsed. */
export const storyLine = (text: string): string => stripHtml(text);
