import type { Kysely } from 'kysely';
import { setPasswordLink } from '../../alerts/alertMails.ts';
import type { ResolvedAlertSettings } from '../../alerts/AlertSettings.ts';
import type { ComposedMail } from '../../alerts/mail/composeMail.ts';
import { fill } from '../../alerts/mail/mailText.ts';
import { enqueueMail, senderOf } from '../../alerts/mail/outbox.ts';
import type { Schema } from '../../db/Schema.ts';
import { findTenant } from '../../http/tenantScope.ts';
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

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Subject, text and HTML of one password e-mail with its single-use link. */
export function composePasswordMail(mail: PasswordMail, tenantName: string, link: string): ComposedMail {
  const words = passwordMailText[mail.language];
  const values = { tenant: tenantName };
  const claim = mail.kind === 'claim';
  const subject = fill(claim ? words.claimSubject : words.resetSubject, values);
  const paragraphs = [words.greeting, fill(claim ? words.claimIntro : words.resetIntro, values)];
  const hint = claim ? words.claimHint : words.resetHint;
  const footer = fill(words.footer, values);
  const text = [...paragraphs.flatMap((p) => [p, '']), `${words.action}: ${link}`, '', hint, '', '-- ', footer, ''].join('\n');
  const paragraph = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${mail.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f7f7f9;font-family:Arial,Helvetica,sans-serif;color:#1c1c24;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #d6d6e0;border-radius:8px;padding:24px">',
    `<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(tenantName)}</p>`,
    ...paragraphs.map(paragraph),
    `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#b3124a;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(words.action)}</a></p>`,
    paragraph(hint),
    `<hr style="border:none;border-top:1px solid #d6d6e0;margin:24px 0 12px">`,
    `<p style="margin:0;font-size:12px;color:#55556a">${escapeHtml(footer)}</p>`,
    '</div></body></html>',
  ].join('');
  // The local mailbox knows three kinds (contract/alerts.ts); an account link is an activation link.
  return { kind: 'activation', subject, text, html, headers: { 'Auto-Submitted': 'auto-generated' } };
}

/**
 * Issues a single-use code (30 days for a claim, an hour for a reset) and writes its e-mail to the
 * outbox in one transaction: SMTP delivers it, or the local mailbox shows it.
 */
export async function sendPasswordMail(db: Kysely<Schema>, settings: ResolvedAlertSettings, mail: PasswordMail, now: Date): Promise<void> {
  const tenantName = findTenant(mail.tenantId)?.name ?? mail.tenantId;
  await db.transaction().execute(async (trx) => {
    const code = await issuePasswordCode(
      trx,
      mail.candidateId,
      mail.tenantId,
      now,
      mail.kind === 'claim' ? PASSWORD_CODE_DAYS * 86_400_000 : RESET_CODE_MS,
    );
    await enqueueMail(trx, {
      tenantId: mail.tenantId,
      jobAlertId: null,
      from: senderOf(tenantName, settings.mailFrom),
      to: mail.to,
      mail: composePasswordMail(mail, tenantName, setPasswordLink(settings, mail.tenantId, mail.candidateId, code)),
      now,
    });
  });
}
