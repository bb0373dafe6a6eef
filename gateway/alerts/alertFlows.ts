import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { ALERT_CONFLICT_MESSAGES, JOB_ALERTS_MAX, JOB_FILTERS_MAX, type FiltersDto } from '../../contract/alerts.ts';
import type { Schema } from '../db/Schema.ts';
import { findByEmail, findById, insertCandidate, NO_PASSWORD } from '../session/candidates.ts';
import { findCode, markUsed } from './alertCodes.ts';
import { activationUrl, searchLink, setPasswordLink, writeAlertMail, type AlertMailTarget } from './alertMails.ts';
import { nextDigestAt } from './alertSchedule.ts';
import type { ResolvedAlertSettings } from './AlertSettings.ts';
import { activationMail, confirmationMail } from './mail/composeMail.ts';
import type { MailLanguage } from './mail/mailText.ts';
import { findFilter, findFilterByUrl, insertFilter, lockOwner, ownerTotals, type FilterOwner, type FilterRow } from './savedFilters.ts';
import { issueCode } from './alertCodes.ts';
import type { AlertFrequency } from './tables.ts';
import { issuePasswordCode } from '../session/passwordCodes.ts';

type Db = Kysely<Schema>;

/**
 * The alert lifecycle as transactions: each flow checks and writes under a per-owner advisory lock,
 * and writes its e-mail to the outbox in the same transaction, so a change and its e-mail exist
 * together or not at all. Outcomes are values; only bugs and database failures throw.
 */

export type Conflict = { readonly kind: 'conflict'; readonly message: string | null };
export type LimitReached = { readonly kind: 'limit' };
export type NotFound = { readonly kind: 'not-found' };

const conflict = (message: string | null): Conflict => ({ kind: 'conflict', message });
const limitReached: LimitReached = { kind: 'limit' };
const notFound: NotFound = { kind: 'not-found' };

/**
 * The password hash of an account made by a guest alert with "create account": no password
 * matches it (it is not a scrypt hash), so nobody can sign in to it until a password is set.
 */
export { NO_PASSWORD };

export interface AlertsDeps {
  readonly db: Db;
  readonly settings: ResolvedAlertSettings;
}

function target(filter: Pick<FilterRow, 'id' | 'tenant_id' | 'candidate_id' | 'search_url'>, alert: { id: string; email: string; language: MailLanguage; frequency: AlertFrequency }, name: string): AlertMailTarget {
  return {
    alertId: alert.id,
    jobFilterId: filter.id,
    tenantId: filter.tenant_id,
    ownerId: filter.candidate_id ?? filter.id,
    email: alert.email,
    language: alert.language,
    alertName: name,
    frequency: alert.frequency,
    searchUrl: filter.search_url,
  };
}

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
export async function createGuestAlert(deps: AlertsDeps, tenantId: string, input: GuestAlertInput, now: Date): Promise<{ kind: 'created'; jobFilterId: string } | Conflict | LimitReached> {
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
      const filter = { id: jobFilterId, tenant_id: tenantId, candidate_id: 'candidateId' in owner ? owner.candidateId : null, search_url: input.searchUrl };
      await writeAlertMail(trx, deps.settings, target(filter, alert, input.name), now, (context) =>
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
    .select(['a.id as alert_id', 'a.status', 'a.email', 'a.language', 'a.frequency', 'a.job_filter_id', 'f.tenant_id', 'f.candidate_id', 'f.search_url', 'f.name'])
    .where('a.id', '=', alertId)
    .forUpdate(['a'])
    .executeTakeFirst();
}

/**
 * PUT /guests/job-alerts/activation: the code must be the alert's unused, unexpired activation code
 * and the alert still waiting; anything else is a conflict (409). Then the alert is active from now
 * (its first digest covers offers published after this moment) and a confirmation goes out.
 */
export async function activateAlert(deps: AlertsDeps, tenantId: string, code: string, jobFilterId: string, now: Date): Promise<{ kind: 'activated' } | Conflict> {
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
    await writeAlertMail(trx, deps.settings, target(filter, { ...alert, id: alert.alert_id }, alert.name), now, (context) =>
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
export async function unsubscribeAlert(deps: AlertsDeps, tenantId: string, ownerId: string, code: string, now: Date): Promise<{ kind: 'unsubscribed' | 'already' } | NotFound> {
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

export interface NewFilterInput {
  readonly searchUrl: string;
  readonly name: string;
  readonly filters: FiltersDto;
}

/** POST /job-filters: 409 for a searchUrl the candidate already saved, 422 past the limit. */
export async function createFilter(deps: AlertsDeps, tenantId: string, candidateId: string, input: NewFilterInput, now: Date): Promise<{ kind: 'created'; filter: FilterRow } | Conflict | LimitReached> {
  const owner = { candidateId };
  return deps.db.transaction().execute(async (trx) => {
    await lockOwner(trx, tenantId, owner);
    if (await findFilterByUrl(trx, tenantId, owner, input.searchUrl)) return conflict(ALERT_CONFLICT_MESSAGES.filterExists);
    if ((await ownerTotals(trx, tenantId, owner)).filters >= JOB_FILTERS_MAX) return limitReached;
    const id = await insertFilter(trx, { tenantId, owner, ...input, now });
    const filter = await findFilter(trx, tenantId, owner, id);
    if (!filter) throw new Error('the new filter vanished inside its own transaction');
    return { kind: 'created' as const, filter };
  });
}

export interface EnableInput {
  readonly jobFilterId: string;
  readonly frequency: AlertFrequency;
  readonly name: string;
  readonly language: MailLanguage;
}

/**
 * POST /job-alerts: the candidate's filter gets an active alert (the filter takes the name). 404
 * for a filter that is not theirs, 409 when its alert is already active, 422 past the limit. A
 * waiting or unsubscribed alert of the filter is replaced; its old codes die with it.
 */
export async function enableAlert(deps: AlertsDeps, tenantId: string, candidateId: string, input: EnableInput, now: Date): Promise<{ kind: 'enabled'; filter: FilterRow } | Conflict | LimitReached | NotFound> {
  const owner = { candidateId };
  return deps.db.transaction().execute(async (trx) => {
    await lockOwner(trx, tenantId, owner);
    const filter = await findFilter(trx, tenantId, owner, input.jobFilterId);
    if (!filter) return notFound;
    if (filter.alert_status === 'active') return conflict(ALERT_CONFLICT_MESSAGES.activeAlertExists);
    const totals = await ownerTotals(trx, tenantId, owner);
    const ownLive = filter.alert_status === 'inactive' ? 1 : 0;
    if (totals.alerts - ownLive >= JOB_ALERTS_MAX) return limitReached;
    const candidate = await findById(trx, tenantId, candidateId);
    if (!candidate) return notFound;
    if (filter.alert_id !== null) await trx.deleteFrom('job_alerts').where('id', '=', filter.alert_id).execute();
    await trx.updateTable('job_filters').set({ name: input.name }).where('id', '=', filter.id).execute();
    const alert = { id: randomUUID(), email: candidate.email, language: input.language, frequency: input.frequency };
    await trx
      .insertInto('job_alerts')
      .values({
        id: alert.id,
        job_filter_id: filter.id,
        tenant_id: tenantId,
        email: candidate.email,
        language: input.language,
        status: 'active',
        frequency: input.frequency,
        marketing_agreement: false,
        activated_at: now,
        high_water_mark: now,
        next_digest_at: nextDigestAt(null, input.frequency, now),
        last_error: null,
        created_at: now,
      })
      .execute();
    await writeAlertMail(trx, deps.settings, target(filter, alert, input.name), now, (context) =>
      confirmationMail(context, searchLink(deps.settings, tenantId, filter.search_url)),
    );
    const updated = await findFilter(trx, tenantId, owner, filter.id);
    if (!updated) throw new Error('the filter vanished inside its own transaction');
    return { kind: 'enabled' as const, filter: updated };
  });
}

/** DELETE /job-filters/{id}/job-alert: the filter stays; disabling a filter without an alert is fine. */
export async function disableAlert(deps: AlertsDeps, tenantId: string, candidateId: string, jobFilterId: string): Promise<{ kind: 'disabled' } | NotFound> {
  const filter = await findFilter(deps.db, tenantId, { candidateId }, jobFilterId);
  if (!filter) return notFound;
  await deps.db.deleteFrom('job_alerts').where('job_filter_id', '=', filter.id).execute();
  return { kind: 'disabled' };
}

/** PATCH /job-filters/{id}/job-alert/frequency: an active alert's next digest moves to the new rhythm. */
export async function changeFrequency(deps: AlertsDeps, tenantId: string, candidateId: string, jobFilterId: string, frequency: AlertFrequency, now: Date): Promise<{ kind: 'changed' } | NotFound> {
  return deps.db.transaction().execute(async (trx) => {
    const filter = await findFilter(trx, tenantId, { candidateId }, jobFilterId);
    if (!filter || filter.alert_id === null || (filter.alert_status !== 'active' && filter.alert_status !== 'inactive')) return notFound;
    const alert = await trx.selectFrom('job_alerts').select(['status', 'last_digest_at', 'activated_at']).where('id', '=', filter.alert_id).forUpdate().executeTakeFirstOrThrow();
    const next = alert.status === 'active' ? nextDigestAt(alert.last_digest_at ?? alert.activated_at, frequency, now) : null;
    await trx.updateTable('job_alerts').set({ frequency, next_digest_at: next }).where('id', '=', filter.alert_id).execute();
    return { kind: 'changed' as const };
  });
}

/** DELETE /job-filters/{id}: the filter, its alert and its codes. */
export async function deleteFilter(deps: AlertsDeps, tenantId: string, candidateId: string, jobFilterId: string): Promise<{ kind: 'deleted' } | NotFound> {
  const deleted = await deps.db
    .deleteFrom('job_filters')
    .where('id', '=', jobFilterId)
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0 ? { kind: 'deleted' } : notFound;
}

/** POST /job-filters/{id}/read-filtered-offers: what was published until now counts as seen. */
export async function markFilterRead(deps: AlertsDeps, tenantId: string, candidateId: string, jobFilterId: string, now: Date): Promise<{ kind: 'read' } | NotFound> {
  const updated = await deps.db
    .updateTable('job_filters')
    .set({ last_read_at: now })
    .where('id', '=', jobFilterId)
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? { kind: 'read' } : notFound;
}
