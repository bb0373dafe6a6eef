import type { Kysely } from 'kysely';
import { setPasswordLink } from '../../alerts/alertMails.ts';
import type { ResolvedAlertSettings } from '../../alerts/AlertSettings.ts';
import type { ComposedMail } from '../../alerts/mail/composeMail.ts';
import { fill } from '../../alerts/mail/mailText.ts';
import { enqueueTenantMail, singleActionMail } from '../../alerts/mail/outbox.ts';
import type { Schema } from '../../db/Schema.ts';
import { issuePasswordCode, PASSWORD_CODE_DAYS, RESET_CODE_MS } from '../passwordCodes.ts';
import { passwordMailText } from './passwordMailText.ts';

/** `claim`: the first password of an account a job-alert form made; `reset`: a forgotten one. */
export type PasswordMailKind = 'claim' | 'reset';

export interface PasswordMail {
  readonly tenantId: string;
  readonly candidateId: string;
  readonly to: string;
  readonly language: 'pl' | 'en';
  readonly kind: PasswordMailKind;
}

/** Subject, text and HTML of one password e-mail with its single-use link. */
export function composePasswordMail(mail: PasswordMail, tenantName: string, link: string): ComposedMail {
  const words = passwordMailText[mail.language];
  const values = { tenant: tenantName };
  const claim = mail.kind === 'claim';
  const subject = fill(claim ? words.claimSubject : words.resetSubject, values);
  const paragraphs = [words.greeting, fill(claim ? words.claimIntro : words.resetIntro, values)];
  const hint = claim ? words.claimHint : words.resetHint;
  const footer = fill(words.footer, values);
  const mailParts = { language: mail.language, heading: tenantName, subject, paragraphs, action: words.action, link, after: [hint], footer };
  // An account link is an activation link.
  return singleActionMail('activation', mailParts);
}

/**
 * Issues a single-use code (30 days for a claim, an hour for a reset) and writes its e-mail to the
 * outbox in one transaction: SMTP delivers it, or the local mailbox shows it.
 */
export async function sendPasswordMail(db: Kysely<Schema>, settings: ResolvedAlertSettings, mail: PasswordMail, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const code = await issuePasswordCode(
      trx,
      mail.candidateId,
      mail.tenantId,
      now,
      mail.kind === 'claim' ? PASSWORD_CODE_DAYS * 86_400_000 : RESET_CODE_MS,
    );
    const link = setPasswordLink(settings, mail.tenantId, mail.candidateId, code);
    await enqueueTenantMail(trx, settings.mailFrom, {
      tenantId: mail.tenantId,
      to: mail.to,
      compose: (tenantName) => composePasswordMail(mail, tenantName, link),
      now,
    });
  });
}
