import sanitize from 'sanitize-html';

/**
 * Employer-written HTML (offer descriptions) made safe to show: the maintained sanitiser with an
 * allow-list of text formatting, lists, headings and links. No scripts, event handlers, styles,
 * iframes or forms survive; links keep only http(s) and mailto targets and open safely.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'code', 'pre', 'a', 'hr'],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: sanitize.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }, true) },
  });
}
