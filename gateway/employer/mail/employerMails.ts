import type { Kysely } from 'kysely';
import { tenantLink, type ResolvedAlertSettings } from '../../alerts/AlertSettings.ts';
import type { ComposedMail } from '../../alerts/mail/composeMail.ts';
import { fill } from '../../alerts/mail/mailText.ts';
import { enqueueTenantMail, singleActionMail } from '../../alerts/mail/outbox.ts';
import type { Schema } from '../../db/Schema.ts';
import type { Language } from '../employerAccounts.ts';
import { employerMailText } from './employerMailText.ts';

export type EmployerMailKind = 'confirmation' | 'invitation' | 'password-reset';

export interface EmployerMail {
  readonly tenantId: string;
  readonly to: string;
  readonly name: string;
  readonly company: string;
  readonly language: Language;
  readonly kind: EmployerMailKind;
  readonly token: string;
}

/**
 * The employer panel page each e-mail's link opens on the tenant's site (the panel reads the token
 * from the query): `/employer/confirm?confirmation_token=…` (an invitation adds `set_password=1`),
 * `/employer/reset-password?reset_password_token=…`.
 */
export function employerLink(settings: ResolvedAlertSettings, mail: Pick<EmployerMail, 'tenantId' | 'kind' | 'token'>): string {
  const token = encodeURIComponent(mail.token);
  const path =
    mail.kind === 'password-reset'
      ? `/employer/reset-password?reset_password_token=${token}`
      : `/employer/confirm?confirmation_token=${token}${mail.kind === 'invitation' ? '&set_password=1' : ''}`;
  return tenantLink(settings, mail.tenantId, path);
}

/** Subject, text and HTML of one employer e-mail. */
export function composeEmployerMail(mail: EmployerMail, tenantName: string, link: string): ComposedMail {
  const words = employerMailText[mail.language];
  const values = { tenant: tenantName, company: mail.company, name: mail.name };
  const parts =
    mail.kind === 'confirmation'
      ? { subject: words.confirmationSubject, intro: words.confirmationIntro, action: words.confirmationAction, hint: words.confirmationHint }
      : mail.kind === 'invitation'
        ? { subject: words.invitationSubject, intro: words.invitationIntro, action: words.invitationAction, hint: words.invitationHint }
        : { subject: words.resetSubject, intro: words.resetIntro, action: words.resetAction, hint: words.resetHint };
  const subject = fill(parts.subject, values);
  const paragraphs = [fill(words.greeting, values), fill(parts.intro, values)];
  const hint = fill(parts.hint, values);
  const footer = fill(words.footer, values);
  const mailParts = { language: mail.language, heading: tenantName, subject, paragraphs, action: parts.action, link, after: [hint], footer };
  // An account link is an activation link.
  return singleActionMail('activation', mailParts);
}

/** Writes the e-mail to the outbox (in the caller's transaction): SMTP delivers it, or the local mailbox shows it. */
export async function sendEmployerMail(db: Kysely<Schema>, settings: ResolvedAlertSettings, mail: EmployerMail, now: Date): Promise<void> {
  await enqueueTenantMail(db, settings.mailFrom, {
    tenantId: mail.tenantId,
    to: mail.to,
    compose: (tenantName) => composeEmployerMail(mail, tenantName, employerLink(settings, mail)),
    now,
  });
}
