import { randomUUID } from 'node:crypto';
import { ALERT_CONFLICT_MESSAGES, JOB_ALERTS_MAX, JOB_FILTERS_MAX, type FiltersDto } from '../../../contract/alerts.ts';
import { findById } from '../../session/candidates.ts';
import { searchLink, writeAlertMail } from '../alertMails.ts';
import { nextDigestAt } from '../alertSchedule.ts';
import { confirmationMail } from '../mail/composeMail.ts';
import type { MailLanguage } from '../mail/mailText.ts';
import { findFilter, findFilterByUrl, insertFilter, lockOwner, ownerTotals, type FilterRow } from '../savedFilters.ts';
import type { AlertFrequency } from '../tables.ts';
import { alertTarget, conflict, limitReached, notFound, type AlertsDeps, type Conflict, type LimitReached, type NotFound } from './alertOutcomes.ts';

/** The logged-in candidate's saved filters and the alerts on them. */

export interface NewFilterInput {
  readonly searchUrl: string;
  readonly name: string;
  readonly filters: FiltersDto;
}

/** POST /job-filters: 409 for a searchUrl the candidate already saved, 422 past the limit. */
export async function createFilter(
  deps: AlertsDeps,
  tenantId: string,
  candidateId: string,
  input: NewFilterInput,
  now: Date,
): Promise<{ kind: 'created'; filter: FilterRow } | Conflict | LimitReached> {
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
export async function enableAlert(
  deps: AlertsDeps,
  tenantId: string,
  candidateId: string,
  input: EnableInput,
  now: Date,
): Promise<{ kind: 'enabled'; filter: FilterRow } | Conflict | LimitReached | NotFound> {
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
    await writeAlertMail(trx, deps.settings, alertTarget(filter, alert, input.name), now, (context) =>
      confirmationMail(context, searchLink(deps.settings, tenantId, filter.search_url)),
    );
    const updated = await findFilter(trx, tenantId, owner, filter.id);
    if (!updated) throw new Error('the filter vanished inside its own transaction');
    return { kind: 'enabled' as const, filter: updated };
  });
}

/** DELETE /job-filters/{id}/job-alert: the filter stays; disabling a filter without an alert is fine. */
export async function disableAlert(
  deps: AlertsDeps,
  tenantId: string,
  candidateId: string,
  jobFilterId: string,
): Promise<{ kind: 'disabled' } | NotFound> {
  const filter = await findFilter(deps.db, tenantId, { candidateId }, jobFilterId);
  if (!filter) return notFound;
  await deps.db.deleteFrom('job_alerts').where('job_filter_id', '=', filter.id).execute();
  return { kind: 'disabled' };
}

/** PATCH /job-filters/{id}/job-alert/frequency: an active alert's next digest moves to the new rhythm. */
export async function changeFrequency(
  deps: AlertsDeps,
  tenantId: string,
  candidateId: string,
  jobFilterId: string,
  frequency: AlertFrequency,
  now: Date,
): Promise<{ kind: 'changed' } | NotFound> {
  return deps.db.transaction().execute(async (trx) => {
    const filter = await findFilter(trx, tenantId, { candidateId }, jobFilterId);
    if (!filter || filter.alert_id === null || (filter.alert_status !== 'active' && filter.alert_status !== 'inactive')) return notFound;
    const alert = await trx
      .selectFrom('job_alerts')
      .select(['status', 'last_digest_at', 'activated_at'])
      .where('id', '=', filter.alert_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const next = alert.status === 'active' ? nextDigestAt(alert.last_digest_at ?? alert.activated_at, frequency, now) : null;
    await trx.updateTable('job_alerts').set({ frequency, next_digest_at: next }).where('id', '=', filter.alert_id).execute();
    return { kind: 'changed' as const };
  });
}

/** DELETE /job-filters/{id}: the filter, its alert and its codes. */
export async function deleteFilter(
  deps: AlertsDeps,
  tenantId: string,
  candidateId: string,
  jobFilterId: string,
): Promise<{ kind: 'deleted' } | NotFound> {
  const deleted = await deps.db
    .deleteFrom('job_filters')
    .where('id', '=', jobFilterId)
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) > 0 ? { kind: 'deleted' } : notFound;
}

/** POST /job-filters/{id}/read-filtered-offers: what was published until now counts as seen. */
export async function markFilterRead(
  deps: AlertsDeps,
  tenantId: string,
  candidateId: string,
  jobFilterId: string,
  now: Date,
): Promise<{ kind: 'read' } | NotFound> {
  const updated = await deps.db
    .updateTable('job_filters')
    .set({ last_read_at: now })
    .where('id', '=', jobFilterId)
    .where('tenant_id', '=', tenantId)
    .where('candidate_id', '=', candidateId)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0 ? { kind: 'read' } : notFound;
}
