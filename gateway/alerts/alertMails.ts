import type { Kysely } from 'kysely';
import { activationLink, unsubscribeLink } from '../../core/alerts/job-alerts/alertLinks.ts';
import type { Schema } from '../db/Schema.ts';
import { findTenant } from '../http/tenantScope.ts';
import { issueCode } from './alertCodes.ts';
import { tenantLink, tenantOrigin, type ResolvedAlertSettings } from './AlertSettings.ts';
import type { AlertMailContext, ComposedMail } from './mail/composeMail.ts';
import type { MailLanguage } from './mail/mailText.ts';
import { enqueueMail, senderOf, type OutgoingMail } from './mail/outbox.ts';
import type { AlertFrequency } from './tables.ts';

type Db = Kysely<Schema>;

/** One alert as its e-mails need it. */
export interface AlertMailTarget {
  readonly alertId: string;
  readonly jobFilterId: string;
  readonly tenantId: string;
  /** The first id of the unsubscribe link: the candidate's id, or for a guest the filter's id. */
  readonly ownerId: string;
  readonly email: string;
  readonly language: MailLanguage;
  readonly alertName: string;
  readonly frequency: AlertFrequency;
  readonly searchUrl: string;
}

/** The saved search on the tenant's site: its path and query (an absolute URL is cut to those). */
export function searchLink(settings: ResolvedAlertSettings, tenantId: string, searchUrl: string): string {
  let path = searchUrl;
  if (!searchUrl.startsWith('/')) {
    try {
      const url = new URL(searchUrl);
      path = `${url.pathname}${url.search}`;
    } catch {
      path = '/';
    }
  }
  return tenantLink(settings, tenantId, path);
}

/** The set-password page of the candidate portal this app serves (`/candidate`), with the account's single-use code. */
export function setPasswordLink(settings: ResolvedAlertSettings, tenantId: string, candidateId: string, code: string): string {
  return tenantLink(settings, tenantId, `/candidate/set-password?candidate-id=${encodeURIComponent(candidateId)}&code=${encodeURIComponent(code)}`);
}

export function activationUrl(settings: ResolvedAlertSettings, tenantId: string, code: string, jobFilterId: string): string {
  return tenantLink(settings, tenantId, activationLink(code, jobFilterId));
}

/**
 * One alert e-mail as an outbox row, around its unsubscribe code: the code's link in the body and
 * its RFC 8058 target in List-Unsubscribe.
 */
export function composeAlertMail(
  settings: ResolvedAlertSettings,
  target: AlertMailTarget,
  unsubscribeCode: string,
  now: Date,
  compose: (context: AlertMailContext) => ComposedMail,
  dedupeKey?: string,
): OutgoingMail {
  const tenantName = findTenant(target.tenantId)?.name ?? target.tenantId;
  const context: AlertMailContext = {
    tenantName,
    language: target.language,
    alertName: target.alertName,
    frequency: target.frequency,
    unsubscribeUrl: tenantLink(settings, target.tenantId, unsubscribeLink(target.ownerId, unsubscribeCode)),
    oneClickUrl: `${tenantOrigin(settings, target.tenantId)}/api/${encodeURIComponent(target.tenantId)}/guests/job-alerts/one-click/${encodeURIComponent(target.ownerId)}/${unsubscribeCode}`,
  };
  return {
    tenantId: target.tenantId,
    jobAlertId: target.alertId,
    from: senderOf(tenantName, settings.mailFrom),
    to: target.email,
    mail: compose(context),
    ...(dedupeKey === undefined ? {} : { dedupeKey }),
    now,
  };
}

/** Writes one alert e-mail with a fresh unsubscribe code to the outbox, in the caller's transaction. */
export async function writeAlertMail(
  db: Db,
  settings: ResolvedAlertSettings,
  target: AlertMailTarget,
  now: Date,
  compose: (context: AlertMailContext) => ComposedMail,
): Promise<string | null> {
  const code = await issueCode(db, target.alertId, 'unsubscribe', now);
  return enqueueMail(db, composeAlertMail(settings, target, code, now, compose));
}
