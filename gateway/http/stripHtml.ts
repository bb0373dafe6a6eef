import sanitize from 'sanitize-html';

/** sanitize-html escapes these in the text it keeps; the answer is plain text, which the page escapes itself. */
const escapes: readonly (readonly [RegExp, string])[] = [
  [/&lt;/g, '<'],
  [/&gt;/g, '>'],
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  [/&nbsp;/g, ' '],
  [/&amp;/g, '&'],
];

/**
 * Company names and descriptions as plain text (engagement.md 5: HTML stripped before display):
 * every tag dropped by the maintained sanitiser (scripts and styles with their content), entities
 * read once, whitespace collapsed. An employer's `<b>Acme</b>` shows as Acme, never as markup.
 */
export function stripHtml(text: string): string {
  return textOf(text).replace(/\s+/g, ' ').trim();
}

/** Every tag dropped (scripts and styles with their content), entities read once. */
function textOf(html: string): string {
  const kept = sanitize(html, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return escapes.reduce((plain, [pattern, character]) => plain.replace(pattern, character), kept);
}

/** Where a block of HTML ends (a blank line after it), a line breaks, and a list item starts a line with a bullet. */
const BLOCK_ENDS = /<\/(p|div|h[1-6]|ul|ol|blockquote)\s*>/gi;
const LINE_BREAKS = /<br\s*\/?>/gi;
const LIST_ITEMS = /<li(\s[^>]*)?>/gi;

/**
 * An employer's rich text (an offer's body) as the plain text the offer page shows with its line
 * breaks (`white-space: pre-line`): a blank line after each paragraph, heading or list, list items on
 * lines of their own with a bullet, blank lines kept to one, every tag and its markup gone.
 */
export function htmlToParagraphs(html: string): string {
  const marked = html.replace(LIST_ITEMS, '\n• ').replace(BLOCK_ENDS, '\n\n').replace(LINE_BREAKS, '\n');
  return textOf(marked)
    .split('\n')
    .map((line) => line.replace(/[ \t\f\v\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
