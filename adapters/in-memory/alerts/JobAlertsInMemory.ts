import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ActivationConflict, AlertConflict, AlertLimitReached } from '../../../core/alerts/AlertFailure.ts';
import type { JobAlerts } from '../../../core/alerts/job-alerts/JobAlerts.ts';
import type { EnableAlertPayload, Frequency, GuestAlertCreated, GuestAlertPayload, JobFilter } from '../../../core/alerts/JobFilter.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { JobFiltersInMemory } from './JobFiltersInMemory.ts';

/** A guest alert as the in-memory gateway keeps it, with the codes its e-mail would carry. */
export interface GuestAlertRecord {
  readonly jobFilterId: string;
  readonly candidateId: string;
  readonly payload: GuestAlertPayload;
  readonly status: 'active' | 'inactive';
  readonly activationCode: string;
  readonly unsubscribeCode: string;
  readonly activationUsed: boolean;
}

export interface JobAlertsInMemoryOptions {
  /** E-mails of registered accounts: a guest alert for one is account-exists (409 without a message). */
  readonly accounts?: readonly string[];
  /** E-mails with a candidate profile: createCandidate for one is candidate-exists. */
  readonly candidateProfiles?: readonly string[];
  /** Alerts one e-mail may have (422 past it). */
  readonly guestLimit?: number;
  /** Active alerts one candidate may have (422 past it). */
  readonly candidateLimit?: number;
}

/**
 * Alerts in memory with the gateway's rules (core/alerts/README.md): enabling acts on the
 * candidate's filters in `filters`; guest alerts are inactive until activated with their code
 * (single use), an (e-mail, searchUrl) pair has one alert, codes are deterministic per alert so
 * tests can play the e-mail links (`guestAlerts`).
 */
export class JobAlertsInMemory implements JobAlerts {
  private readonly guests: GuestAlertRecord[] = [];
  private readonly accounts: ReadonlySet<string>;
  private readonly candidateProfiles: ReadonlySet<string>;
  private nextId = 1;

  constructor(
    readonly filters: JobFiltersInMemory = new JobFiltersInMemory(),
    private readonly options: JobAlertsInMemoryOptions = {},
  ) {
    this.accounts = new Set((options.accounts ?? []).map((email) => email.toLowerCase()));
    this.candidateProfiles = new Set((options.candidateProfiles ?? []).map((email) => email.toLowerCase()));
  }

  /** Every guest alert, oldest first (the "mailbox" of tests). */
  get guestAlerts(): readonly GuestAlertRecord[] {
    return this.guests;
  }

  enable(payload: EnableAlertPayload): ResultAsync<JobFilter, AlertConflict | AlertLimitReached | GatewayFailure> {
    return this.filters.guard<JobFilter, AlertConflict | AlertLimitReached | GatewayFailure>(() => {
      const filter = this.filters.find(payload.jobFilterId);
      if (filter === undefined) return errAsync({ kind: 'not-found' });
      if (filter.jobAlert?.status === 'active') return errAsync({ kind: 'active-alert-exists' });
      const active = this.filters.all.filter((candidate) => candidate.jobAlert?.status === 'active').length;
      if (active >= (this.options.candidateLimit ?? 10)) return errAsync({ kind: 'alert-limit-reached' });
      this.filters.update(filter.id, (current) => ({ ...current, filterName: payload.name, jobAlert: { status: 'active', frequency: payload.frequency } }));
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

  createGuest(payload: GuestAlertPayload): ResultAsync<GuestAlertCreated, AlertConflict | AlertLimitReached | GatewayFailure> {
    const email = payload.email.toLowerCase();
    if (this.accounts.has(email)) return errAsync({ kind: 'account-exists' });
    if (payload.createCandidate && this.candidateProfiles.has(email)) return errAsync({ kind: 'candidate-exists' });
    const existing = this.guests.find((alert) => alert.payload.email.toLowerCase() === email && alert.payload.searchUrl === payload.searchUrl);
    if (existing) return errAsync({ kind: existing.status === 'active' ? 'active-alert-exists' : 'alert-exists' });
    if (this.guests.filter((alert) => alert.payload.email.toLowerCase() === email).length >= (this.options.guestLimit ?? 10)) {
      return errAsync({ kind: 'alert-limit-reached' });
    }
    const n = this.nextId++;
    const record: GuestAlertRecord = {
      jobFilterId: `guest-${n}`,
      candidateId: `candidate-${email}`,
      payload,
      status: 'inactive',
      activationCode: `activate-${n}`,
      unsubscribeCode: `unsubscribe-${n}`,
      activationUsed: false,
    };
    this.guests.push(record);
    return okAsync({ jobFilterId: record.jobFilterId });
  }

  activate(code: string, jobFilterId: string): ResultAsync<void, ActivationConflict | GatewayFailure> {
    const index = this.guests.findIndex((alert) => alert.jobFilterId === jobFilterId && alert.activationCode === code);
    const record = this.guests[index];
    if (record === undefined || record.activationUsed) return errAsync({ kind: 'activation-conflict' });
    this.guests[index] = { ...record, status: 'active', activationUsed: true };
    return okAsync(undefined);
  }

  unsubscribe(candidateId: string, code: string): ResultAsync<void, GatewayFailure> {
    const index = this.guests.findIndex((alert) => alert.candidateId === candidateId && alert.unsubscribeCode === code);
    if (index === -1) return errAsync({ kind: 'not-found' });
    this.guests.splice(index, 1);
    return okAsync(undefined);
  }
}
