import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { JOB_ALERTS_MAX, JOB_FILTERS_MAX } from '../../../contract/alerts.ts';
import type { ActivationConflict, AlertConflict, AlertLimitReached } from '../../../core/alerts/AlertFailure.ts';
import type { JobAlerts } from '../../../core/alerts/job-alerts/JobAlerts.ts';
import type { EnableAlertPayload, Frequency, GuestAlertCreated, GuestAlertPayload, JobFilter } from '../../../core/alerts/JobFilter.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { JobFiltersInMemory } from './JobFiltersInMemory.ts';

/** A guest alert as the in-memory gateway keeps it, with the codes its e-mail would carry. */
export interface GuestAlertRecord {
  readonly jobFilterId: string;
  /** The unsubscribe link's owner: the account made for the e-mail, or for a plain guest the filter. */
  readonly candidateId: string;
  readonly payload: GuestAlertPayload;
  readonly status: 'active' | 'inactive';
  readonly activationCode: string;
  readonly unsubscribeCode: string;
  readonly activationUsed: boolean;
}

/** A guest filter: its alert live, or unsubscribed (the filter stays, and counts toward the filter limit). */
type GuestFilter = Omit<GuestAlertRecord, 'status'> & { readonly status: GuestAlertRecord['status'] | 'unsubscribed'; readonly owner: string };

export interface JobAlertsInMemoryOptions {
  /** E-mails of accounts with a password: a guest alert for one is account-exists, or candidate-exists with createCandidate. */
  readonly accounts?: readonly string[];
  /** E-mails of accounts a guest form made (no password yet): createCandidate for one is candidate-exists. */
  readonly candidateProfiles?: readonly string[];
  /** Live alerts (active or waiting) one e-mail may have; the gateway's JOB_ALERTS_MAX unless a test sets another. */
  readonly guestLimit?: number;
  /** Filters one e-mail may have, unsubscribed ones included; the gateway's JOB_FILTERS_MAX unless set. */
  readonly guestFilterLimit?: number;
  /** Live alerts one candidate may have; the gateway's JOB_ALERTS_MAX unless set. */
  readonly candidateLimit?: number;
}

/**
 * Alerts in memory with the gateway's rules (core/alerts/README.md, proven against it by
 * tests/contracts/alerts/jobAlerts.contract.ts): enabling acts on the candidate's filters in
 * `filters`; guest alerts are inactive until activated with their code (single use); an owner's
 * (e-mail, searchUrl) pair has one alert; unsubscribing leaves the filter, which counts toward the
 * filter limit until the same search is created again. "Create account" makes an account for the
 * e-mail (a second one is candidate-exists). Codes are deterministic so tests can play the e-mail
 * links (`guestAlerts`).
 */
export class JobAlertsInMemory implements JobAlerts {
  private guests: GuestFilter[] = [];
  private readonly accounts: ReadonlySet<string>;
  private readonly candidateProfiles: Set<string>;
  private nextId = 1;

  constructor(
    readonly filters: JobFiltersInMemory = new JobFiltersInMemory(),
    private readonly options: JobAlertsInMemoryOptions = {},
  ) {
    this.accounts = new Set((options.accounts ?? []).map((email) => email.toLowerCase()));
    this.candidateProfiles = new Set((options.candidateProfiles ?? []).map((email) => email.toLowerCase()));
  }

  /** Every live guest alert (active or waiting), oldest first (the "mailbox" of tests). */
  get guestAlerts(): readonly GuestAlertRecord[] {
    return this.guests.flatMap(({ owner: _owner, status, ...record }) => (status === 'unsubscribed' ? [] : [{ ...record, status }]));
  }

  enable(payload: EnableAlertPayload): ResultAsync<JobFilter, AlertConflict | AlertLimitReached | GatewayFailure> {
    return this.filters.guard<JobFilter, AlertConflict | AlertLimitReached | GatewayFailure>(() => {
      const filter = this.filters.find(payload.jobFilterId);
      if (filter === undefined) return errAsync({ kind: 'not-found' });
      if (filter.jobAlert?.status === 'active') return errAsync({ kind: 'active-alert-exists' });
      // A waiting alert of this filter is replaced, so it does not count against the limit.
      const others = this.filters.all.filter((candidate) => candidate.id !== filter.id && candidate.jobAlert !== null).length;
      if (others >= (this.options.candidateLimit ?? JOB_ALERTS_MAX)) return errAsync({ kind: 'alert-limit-reached' });
      this.filters.update(filter.id, (current) => ({
        ...current,
        filterName: payload.name,
        jobAlert: { status: 'active', frequency: payload.frequency },
      }));
      return okAsync(this.filters.find(filter.id) ?? filter);
    });
  }

  disable(jobFilterId: string): ResultAsync<void, GatewayFailure> {
    return this.filters.guard(() => {
      if (!this.filters.has(jobFilterId)) return errAsync({ kind: 'not-found' });
      this.filters.update(jobFilterId, (filter) => ({ ...filter, jobAlert: null }));
      return okAsync(undefined);
    });
  }

  changeFrequency(jobFilterId: string, frequency: Frequency): ResultAsync<void, GatewayFailure> {
    return this.filters.guard(() => {
      const filter = this.filters.find(jobFilterId);
      if (filter === undefined || filter.jobAlert === null) return errAsync({ kind: 'not-found' });
      this.filters.update(jobFilterId, (current) => ({ ...current, jobAlert: current.jobAlert && { ...current.jobAlert, frequency } }));
      return okAsync(undefined);
    });
  }

  /** The gateway's order: the account, the same search again (by its alert's state), the limits. */
  createGuest(payload: GuestAlertPayload): ResultAsync<GuestAlertCreated, AlertConflict | AlertLimitReached | GatewayFailure> {
    const email = payload.email.trim().toLowerCase();
    if (this.accounts.has(email)) return errAsync({ kind: payload.createCandidate ? 'candidate-exists' : 'account-exists' });
    const hasAccount = this.candidateProfiles.has(email);
    if (hasAccount && payload.createCandidate) return errAsync({ kind: 'candidate-exists' });
    const owner = hasAccount ? `candidate:${email}` : `guest:${email}`;
    const existing = this.guests.find((filter) => filter.owner === owner && filter.payload.searchUrl === payload.searchUrl);
    if (existing?.status === 'active') return errAsync({ kind: 'active-alert-exists' });
    if (existing?.status === 'inactive') return errAsync({ kind: 'alert-exists' });
    // A filter whose alert was unsubscribed: the guest starts over.
    if (existing) this.guests = this.guests.filter((filter) => filter !== existing);
    const owned = this.guests.filter((filter) => filter.owner === owner);
    const live = owned.filter((filter) => filter.status !== 'unsubscribed').length;
    if (live >= (this.options.guestLimit ?? JOB_ALERTS_MAX) || owned.length >= (this.options.guestFilterLimit ?? JOB_FILTERS_MAX)) {
      return errAsync({ kind: 'alert-limit-reached' });
    }
    if (payload.createCandidate) this.candidateProfiles.add(email);
    const n = this.nextId++;
    const jobFilterId = `guest-${n}`;
    const byAccount = hasAccount || payload.createCandidate;
    this.guests.push({
      jobFilterId,
      candidateId: byAccount ? `candidate-${email}` : jobFilterId,
      owner: byAccount ? `candidate:${email}` : owner,
      payload,
      status: 'inactive',
      activationCode: `activate-${n}`,
      unsubscribeCode: `unsubscribe-${n}`,
      activationUsed: false,
    });
    return okAsync({ jobFilterId });
  }

  activate(code: string, jobFilterId: string): ResultAsync<void, ActivationConflict | GatewayFailure> {
    const record = this.guests.find((filter) => filter.jobFilterId === jobFilterId && filter.activationCode === code);
    if (record === undefined || record.activationUsed || record.status !== 'inactive') return errAsync({ kind: 'activation-conflict' });
    this.replace(record, { ...record, status: 'active', activationUsed: true });
    return okAsync(undefined);
  }

  unsubscribe(candidateId: string, code: string): ResultAsync<void, GatewayFailure> {
    const record = this.guests.find((filter) => filter.candidateId === candidateId && filter.unsubscribeCode === code);
    if (record === undefined || record.status === 'unsubscribed') return errAsync({ kind: 'not-found' });
    this.replace(record, { ...record, status: 'unsubscribed' });
    return okAsync(undefined);
  }

  private replace(record: GuestFilter, next: GuestFilter): void {
    this.guests = this.guests.map((filter) => (filter === record ? next : filter));
  }
}
