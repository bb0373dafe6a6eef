import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ALERT_CONFLICT_MESSAGES, JOB_ALERTS_MAX, JOB_FILTERS_MAX, type FiltersDto } from '../../../contract/alerts.ts';
import type { Schema } from '../../db/Schema.ts';
import { findByEmail, insertCandidate, NO_PASSWORD } from '../../session/candidates.ts';
import { issuePasswordCode } from '../../session/passwordCodes.ts';
import { findCode, issueCode, markUsed } from '../alertCodes.ts';
import { activationUrl, searchLink, setPasswordLink, writeAlertMail } from '../alertMails.ts';
import { nextDigestAt } from '../alertSchedule.ts';
import { activationMail, confirmationMail } from '../mail/composeMail.ts';
import type { MailLanguage } from '../mail/mailText.ts';
import { findFilterByUrl, insertFilter, lockOwner, ownerTotals, type FilterOwner } from '../savedFilters.ts';
import type { AlertFrequency } from '../tables.ts';
import { alertTarget, conflict, limitReached, notFound, type AlertsDeps, type Conflict, type LimitReached, type NotFound } from './alertOutcomes.ts';

/** The guest's side of an alert: created from the form, activated and unsubscribed from its e-mails. */

type Db = Kysely<Schema>;

class CandidateRace extends Error {}

export interface GuestAlertInput {
  /** Lower-cased and trimmed. */
  readonly email: string;
  readonly frequency: AlertFrequency;
  readonly name: string;
  readonly filters: FiltersDto;
  readonly createCandidate: boolean;
  readonly marketingAgreement: boolean;
  readonly searchUrl: string;
  readonly language: MailLanguage;
}

/**
 * POST /guests/job-alerts. An e-mail with a real account: 409 (its message says whether the guest
 * asked for an account). An account this flow created (no password yet) keeps collecting the
 * guest's alerts. Same (e-mail, searchUrl) again: 409 by the alert's state. Then the limits (422),
 * then the filter, an inactive alert, the activation code and its e-mail.
 */
export async function createGuestAlert(
  deps: AlertsDeps,
  tenantId: string,
  input: GuestAlertInput,
  now: Date,
): Promise<{ kind: 'created'; jobFilterId: string } | Conflict | LimitReached> {
  try {
    return await deps.db.transaction().execute(async (trx) => {
      await lockOwner(trx, tenantId, { guestEmail: input.email });
      const account = await findByEmail(trx, tenantId, input.email);
      if (account && account.password_hash !== NO_PASSWORD) return conflict(input.createCandidate ? ALERT_CONFLICT_MESSAGES.candidateExists : null);
      if (account && input.createCandidate) return conflict(ALERT_CONFLICT_MESSAGES.candidateExists);
      let owner: FilterOwner = account ? { candidateId: account.id } : { guestEmail: input.email };
      if ('candidateId' in owner) await lockOwner(trx, tenantId, owner);

      const existing = await findFilterByUrl(trx, tenantId, owner, input.searchUrl);
      if (existing?.alert_status === 'active') return conflict(ALERT_CONFLICT_MESSAGES.activeAlertExists);
      if (existing?.alert_status === 'inactive') return conflict(ALERT_CONFLICT_MESSAGES.alertExists);
      // A filter whose alert was unsubscribed (or never had one): the guest starts over.
      if (existing) await trx.deleteFrom('job_filters').where('id', '=', existing.id).execute();
      const totals = await ownerTotals(trx, tenantId, owner);
      if (totals.alerts >= JOB_ALERTS_MAX || totals.filters >= JOB_FILTERS_MAX) return limitReached;

      let setPasswordUrl: string | null = null;
      if (input.createCandidate) {
        const candidate = await insertCandidate(trx, { tenantId, email: input.email, passwordHash: NO_PASSWORD, firstName: '', lastName: '', now });
        if (!candidate) throw new CandidateRace();
        owner = { candidateId: candidate.id };
        setPasswordUrl = setPasswordLink(deps.settings, tenantId, candidate.id, await issuePasswordCode(trx, candidate.id, tenantId, now));
      }
      const jobFilterId = await insertFilter(trx, { tenantId, owner, searchUrl: input.searchUrl, name: input.name, filters: input.filters, now });
      const alert = { id: randomUUID(), email: input.email, language: input.language, frequency: input.frequency };
      await trx
        .insertInto('job_alerts')
        .values({
          id: alert.id,
          job_filter_id: jobFilterId,
          tenant_id: tenantId,
          email: input.email,
          language: input.language,
          status: 'inactive',
          frequency: input.frequency,
          marketing_agreement: input.marketingAgreement,
          last_error: null,
          created_at: now,
        })
        .execute();
      const code = await issueCode(trx, alert.id, 'activation', now);
      const filter = {
        id: jobFilterId,
        tenant_id: tenantId,
        candidate_id: 'candidateId' in owner ? owner.candidateId : null,
        search_url: input.searchUrl,
      };
      await writeAlertMail(trx, deps.settings, alertTarget(filter, alert, input.name), now, (context) =>
        activationMail(context, activationUrl(deps.settings, tenantId, code, jobFilterId), setPasswordUrl),
      );
      return { kind: 'created' as const, jobFilterId };
    });
  } catch (error) {
    // Someone registered this e-mail between our check and our insert.
    if (error instanceof CandidateRace) return conflict(ALERT_CONFLICT_MESSAGES.candidateExists);
    throw error;
  }
}

interface AlertWithFilter {
  alert_id: string;
  status: 'inactive' | 'active' | 'unsubscribed';
  email: string;
  language: MailLanguage;
  frequency: AlertFrequency;
  job_filter_id: string;
  tenant_id: string;
  candidate_id: string | null;
  search_url: string;
  name: string;
}

function alertWithFilter(db: Db, alertId: string): Promise<AlertWithFilter | undefined> {
  return db
    .selectFrom('job_alerts as a')
    .innerJoin('job_filters as f', 'f.id', 'a.job_filter_id')
    .select([
      'a.id as alert_id',
      'a.status',
      'a.email',
      'a.language',
      'a.frequency',
      'a.job_filter_id',
      'f.tenant_id',
      'f.candidate_id',
      'f.search_url',
      'f.name',
    ])
    .where('a.id', '=', alertId)
    .forUpdate(['a'])
    .executeTakeFirst();
}

/**
 * PUT /guests/job-alerts/activation: the code must be the alert's unused, unexpired activation code
 * and the alert still waiting; anything else is a conflict (409). Then the alert is active from now
 * (its first digest covers offers published after this moment) and a confirmation goes out.
 */
export async function activateAlert(
  deps: AlertsDeps,
  tenantId: string,
  code: string,
  jobFilterId: string,
  now: Date,
): Promise<{ kind: 'activated' } | Conflict> {
  return deps.db.transaction().execute(async (trx) => {
    const wrong = conflict('The activation link is wrong, expired or already used.');
    const found = await findCode(trx, code, 'activation');
    if (!found || found.usedAt !== null || (found.expiresAt !== null && found.expiresAt <= now)) return wrong;
    const alert = await alertWithFilter(trx, found.jobAlertId);
    if (!alert || alert.job_filter_id !== jobFilterId || alert.tenant_id !== tenantId || alert.status !== 'inactive') return wrong;
    await markUsed(trx, code, now);
    await trx
      .updateTable('job_alerts')
      .set({ status: 'active', activated_at: now, high_water_mark: now, next_digest_at: nextDigestAt(null, alert.frequency, now), last_error: null })
      .where('id', '=', alert.alert_id)
      .execute();
    const filter = { id: alert.job_filter_id, tenant_id: alert.tenant_id, candidate_id: alert.candidate_id, search_url: alert.search_url };
    await writeAlertMail(trx, deps.settings, alertTarget(filter, { ...alert, id: alert.alert_id }, alert.name), now, (context) =>
      confirmationMail(context, searchLink(deps.settings, alert.tenant_id, alert.search_url)),
    );
    return { kind: 'activated' as const };
  });
}

/**
 * DELETE /guests/job-alerts/{candidateId}/{code} and the one-click POST: the code must be one of
 * the alert's unsubscribe codes and `ownerId` its owner (the candidate, or for a guest the filter).
 * `already`: that code was used or the alert is already unsubscribed.
 */
export async function unsubscribeAlert(
  deps: AlertsDeps,
  tenantId: string,
  ownerId: string,
  code: string,
  now: Date,
): Promise<{ kind: 'unsubscribed' | 'already' } | NotFound> {
  return deps.db.transaction().execute(async (trx) => {
    const found = await findCode(trx, code, 'unsubscribe');
    if (!found) return notFound;
    const alert = await alertWithFilter(trx, found.jobAlertId);
    const owner = alert ? (alert.candidate_id ?? alert.job_filter_id) : null;
    if (!alert || alert.tenant_id !== tenantId || owner?.toLowerCase() !== ownerId.toLowerCase()) return notFound;
    if (found.usedAt !== null || alert.status === 'unsubscribed') return { kind: 'already' as const };
    await markUsed(trx, code, now);
    await trx
      .updateTable('job_alerts')
      .set({ status: 'unsubscribed', unsubscribed_at: now, next_digest_at: null })
      .where('id', '=', alert.alert_id)
      .execute();
    return { kind: 'unsubscribed' as const };
  });
}
