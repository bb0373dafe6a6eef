import type { Kysely } from 'kysely';
import type { ApplicationStatusDto } from '../../contract/applications.ts';
import { buildOfferPath } from '../../core/listing/url/routeWords.ts';
import { tenantLink, type ResolvedAlertSettings } from '../alerts/AlertSettings.ts';
import type { ComposedMail } from '../alerts/mail/composeMail.ts';
import { fill } from '../alerts/mail/mailText.ts';
import { enqueueTenantMail, singleActionMail } from '../alerts/mail/outbox.ts';
import type { Schema } from '../db/Schema.ts';
import { applicationMailText } from './applicationMailText.ts';

/** The board page a guest's confirmation link opens (it sends the token to PATCH /applications/confirm-email). */
export const CONFIRMATION_PATH = '/applications/confirm';

export type ApplicationMail =
  | { readonly kind: 'confirm-email'; readonly token: string }
  | { readonly kind: 'status-changed'; readonly status: ApplicationStatusDto; readonly candidate: boolean };

export interface ApplicationMailFacts {
  readonly tenantId: string;
  readonly to: string;
  readonly name: string;
  readonly language: 'pl' | 'en';
  readonly offerSlug: string;
  readonly offerTitle: string;
  readonly company: string;
}

/** Where the e-mail's button leads, on the tenant's site. */
export function mailLink(settings: ResolvedAlertSettings, facts: ApplicationMailFacts, mail: ApplicationMail): string {
  if (mail.kind === 'confirm-email')
    return tenantLink(settings, facts.tenantId, `${CONFIRMATION_PATH}?token=${encodeURIComponent(mail.token)}&lang=${facts.language}`);
  return tenantLink(settings, facts.tenantId, mail.candidate ? '/candidate/application-history' : buildOfferPath(facts.offerSlug, facts.language));
}

/** Subject, text and HTML of one applicant's e-mail. */
export function composeApplicationMail(facts: ApplicationMailFacts, mail: ApplicationMail, tenantName: string, link: string): ComposedMail {
  const words = applicationMailText[facts.language];
  const values = {
    tenant: tenantName,
    company: facts.company,
    name: facts.name,
    title: facts.offerTitle,
    status: mail.kind === 'status-changed' ? words.statuses[mail.status] : '',
  };
  const parts =
    mail.kind === 'confirm-email'
      ? { subject: words.confirmSubject, intro: words.confirmIntro, action: words.confirmAction, hint: words.confirmHint }
      : {
          subject: words.statusSubject,
          intro: words.statusIntro,
          action: mail.candidate ? words.statusActionCandidate : words.statusActionGuest,
          hint: '',
        };
  const subject = fill(parts.subject, values);
  const paragraphs = [fill(words.greeting, values), fill(parts.intro, values)];
  const footer = fill(words.footer, values);
  const after = parts.hint === '' ? [] : [fill(parts.hint, values)];
  const mailParts = { language: facts.language, heading: tenantName, subject, paragraphs, action: parts.action, link, after, footer };
  // A link to confirm is an activation, a status a confirmation.
  return singleActionMail(mail.kind === 'confirm-email' ? 'activation' : 'confirmation', mailParts);
}

/** Writes the e-mail to the outbox (in the caller's transaction): SMTP delivers it, or the local mailbox shows it. */
export async function sendApplicationMail(
  db: Kysely<Schema>,
  settings: ResolvedAlertSettings,
  facts: ApplicationMailFacts,
  mail: ApplicationMail,
  now: Date,
): Promise<void> {
  await enqueueTenantMail(db, settings.mailFrom, {
    tenantId: facts.tenantId,
    to: facts.to,
    compose: (tenantName) => composeApplicationMail(facts, mail, tenantName, mailLink(settings, facts, mail)),
    now,
  });
}
