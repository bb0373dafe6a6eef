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
  const kept = sanitize(text, { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' });
  return escapes
    .reduce((plain, [pattern, character]) => plain.replace(pattern, character), kept)
    .replace(/\s+/g, ' ')
    .trim();
}
