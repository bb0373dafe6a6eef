import type { Kysely } from 'kysely';
import { tenantLink, type ResolvedAlertSettings } from '../alerts/AlertSettings.ts';
import type { ComposedMail } from '../alerts/mail/composeMail.ts';
import { fill } from '../alerts/mail/mailText.ts';
import { enqueueTenantMail, singleActionMail } from '../alerts/mail/outbox.ts';
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
  const paragraphs = [fill(words.greeting, values), fill(parts.intro, values)];
  const footer = fill(words.footer, values);
  const language = tenant?.defaultLanguage ?? 'en';
  const mailParts = { language, heading: tenantName, subject, paragraphs, action: parts.action, link, after: [fill(parts.hint, values)], footer };
  // Like the account e-mails, these are sent as `activation`.
  return singleActionMail('activation', mailParts);
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
  await enqueueTenantMail(db, settings.mailFrom, {
    tenantId: to.tenantId,
    to: to.email,
    compose: () => composeCandidateMail(to, mail, tenantLink(settings, to.tenantId, CHATS_PATH)),
    now,
    ...(dedupeKey === undefined ? {} : { dedupeKey }),
  });
}
