/**
 * The one layout of every e-mail that leads to a single action (set a password, confirm an account,
 * accept an invitation, read an application's news): the tenant's name, paragraphs, one button,
 * what follows it, a footer. Plain text and HTML say the same; the HTML is inline-styled, one column
 * of at most 560 px, for mail clients on phones.
 */

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface LinkMailParts {
  readonly language: string;
  /** Shown bold at the top: the tenant's name. */
  readonly heading: string;
  readonly subject: string;
  /** Before the button. */
  readonly paragraphs: readonly string[];
  /** The button's words. */
  readonly action: string;
  readonly link: string;
  /** After the button: a hint such as how long the link lasts. */
  readonly after: readonly string[];
  /** Small print under a rule: why the reader got this e-mail. */
  readonly footer: string;
}

/** Subject, plain text and HTML of one single-action e-mail. */
export function linkMail(parts: LinkMailParts): { readonly subject: string; readonly text: string; readonly html: string } {
  const lines = (paragraphs: readonly string[]) => paragraphs.flatMap((p) => [p, '']);
  const text = [...lines(parts.paragraphs), `${parts.action}: ${parts.link}`, '', ...lines(parts.after), '-- ', parts.footer, ''].join('\n');
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(parts.language)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f7f9;font-family:Arial,Helvetica,sans-serif;color:#1c1c24;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d6d6e0;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(parts.heading)}</p>`,
    ...parts.paragraphs.map(paragraph),
    `<p style="margin:24px 0"><a href="${escapeHtml(parts.link)}" style="display:inline-block;background:#b3124a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(parts.action)}</a></p>`,
    ...parts.after.map(paragraph),
    `<hr style="border:none;border-top:1px solid #d6d6e0;margin:24px 0 12px">`,
    `<p style="margin:0;font-size:12px;color:#55556a">${escapeHtml(parts.footer)}</p>`,
    '</div></body></html>',
  ].join('');
  return { subject: parts.subject, text, html };
}
