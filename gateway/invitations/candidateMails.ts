import type { Kysely } from 'kysely';
import { tenantLink, type ResolvedAlertSettings } from '../alerts/AlertSettings.ts';
import type { ComposedMail } from '../alerts/mail/composeMail.ts';
import { fill } from '../alerts/mail/mailText.ts';
import { enqueueMail, senderOf } from '../alerts/mail/outbox.ts';
import type { Schema } from '../db/Schema.ts';
import { findTenant } from '../http/tenantScope.ts';
import { candidateMailText } from './candidateMailText.ts';

/** Where the e-mails' button leads: the candidate portal's chats page, where invitations and conversations are. */
export const CHATS_PATH = '/candidate/chats';

export type CandidateMail =
  { readonly kind: 'invitation'; readonly company: string; readonly offer: string } | { readonly kind: 'unread-messages'; readonly count: number };

export interface CandidateMailTo {
  readonly tenantId: string;
  readonly email: string;
  readonly name: string;
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Subject, text and HTML, in the tenant's language (a candidate account has no language of its own). */
export function composeCandidateMail(to: CandidateMailTo, mail: CandidateMail, link: string): ComposedMail {
  const tenant = findTenant(to.tenantId);
  const words = candidateMailText[tenant?.defaultLanguage ?? 'en'];
  const tenantName = tenant?.name ?? to.tenantId;
  const values =
    mail.kind === 'invitation'
      ? { tenant: tenantName, name: to.name, company: mail.company, offer: mail.offer }
      : { tenant: tenantName, name: to.name, count: String(mail.count) };
  const parts =
    mail.kind === 'invitation'
      ? { subject: words.invitationSubject, intro: words.invitationIntro, action: words.invitationAction, hint: words.invitationHint }
      : { subject: words.unreadSubject, intro: words.unreadIntro, action: words.unreadAction, hint: words.unreadHint };
  const subject = fill(parts.subject, values);
  const paragraphs = [fill(words.greeting, values), fill(parts.intro, values), fill(parts.hint, values)];
  const footer = fill(words.footer, values);
  const text = [...paragraphs.flatMap((p) => [p, '']), `${parts.action}: ${link}`, '', '-- ', footer, ''].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${tenant?.defaultLanguage ?? 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f7f9;font-family:Arial,Helvetica,sans-serif;color:#1c1c24;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d6d6e0;border-radius:8px;padding:24px">',
    ...paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`),
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#b3124a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(parts.action)}</a></p>`,
    `<p style="margin:0;font-size:12px;color:#55556a">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  // The outbox knows three kinds; like the account e-mails, these are sent as `activation`.
  return { kind: 'activation', subject, text, html, headers: { 'Auto-Submitted': 'auto-generated' } };
}

/** Writes the e-mail to the outbox (in the caller's transaction). `dedupeKey`: a second one with the same key is not written. */
export async function sendCandidateMail(
  db: Kysely<Schema>,
  settings: ResolvedAlertSettings,
  to: CandidateMailTo,
  mail: CandidateMail,
  now: Date,
  dedupeKey?: string,
): Promise<void> {
  const tenantName = findTenant(to.tenantId)?.name ?? to.tenantId;
  await enqueueMail(db, {
    tenantId: to.tenantId,
    jobAlertId: null,
    from: senderOf(tenantName, settings.mailFrom),
    to: to.email,
    mail: composeCandidateMail(to, mail, tenantLink(settings, to.tenantId, CHATS_PATH)),
    now,
    ...(dedupeKey === undefined ? {} : { dedupeKey }),
  });
}
