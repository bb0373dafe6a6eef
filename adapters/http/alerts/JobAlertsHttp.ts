import type { ResultAsync } from 'neverthrow';
import {
  GuestAlertCreatedCodec,
  JobFilterCodec,
  type ActivationRequestDto,
  type EnableAlertRequestDto,
  type GuestAlertRequestDto,
} from '../../../contract/alerts.ts';
import type { ActivationConflict, AlertConflict, AlertLimitReached } from '../../../core/alerts/AlertFailure.ts';
import type { JobAlerts } from '../../../core/alerts/job-alerts/JobAlerts.ts';
import type { EnableAlertPayload, Frequency, GuestAlertCreated, GuestAlertPayload, JobFilter } from '../../../core/alerts/JobFilter.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { activationFailure, alertPortFailure } from './alertHttpFailure.ts';
import { toFiltersDto, toJobFilter } from './jobFilterDto.ts';
import { tenantApi } from '../tenantApi.ts';

/**
 * E-mail alerts: the candidate's (bearer, /job-alerts and /job-filters/{id}/job-alert) and the
 * guest's (/guests/job-alerts, no session). Error bodies' `message` decides the 409 kinds
 * (`alertPortFailure`); activation's 409 is `activation-conflict`.
 */
export class JobAlertsHttp implements JobAlerts {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  enable(payload: EnableAlertPayload): ResultAsync<JobFilter, AlertConflict | AlertLimitReached | GatewayFailure> {
    const body: EnableAlertRequestDto = { jobFilterId: payload.jobFilterId, frequency: payload.frequency, name: payload.name };
    return this.http
      .request('POST', `${tenantApi(this.tenantId)}/job-alerts`, JobFilterCodec, { body, errorMessageFromBody: true })
      .map(toJobFilter)
      .mapErr(alertPortFailure);
  }

  disable(jobFilterId: string): ResultAsync<void, GatewayFailure> {
    return this.http.command('DELETE', `${this.filter(jobFilterId)}/job-alert`, { errorMessageFromBody: true });
  }

  changeFrequency(jobFilterId: string, frequency: Frequency): ResultAsync<void, GatewayFailure> {
    return this.http.command('PATCH', `${this.filter(jobFilterId)}/job-alert/frequency`, { body: { frequency }, errorMessageFromBody: true });
  }

  createGuest(payload: GuestAlertPayload): ResultAsync<GuestAlertCreated, AlertConflict | AlertLimitReached | GatewayFailure> {
    const body: GuestAlertRequestDto = {
      email: payload.email,
      frequency: payload.frequency,
      name: payload.name,
      filters: toFiltersDto(payload.filters),
      createCandidate: payload.createCandidate,
      marketingAgreement: payload.marketingAgreement,
      searchUrl: payload.searchUrl,
    };
    return this.http
      .request('POST', `${tenantApi(this.tenantId)}/guests/job-alerts`, GuestAlertCreatedCodec, { body, errorMessageFromBody: true })
      .map((created) => ({ jobFilterId: created.jobFilterId }))
      .mapErr(alertPortFailure);
  }

  activate(code: string, jobFilterId: string): ResultAsync<void, ActivationConflict | GatewayFailure> {
    const body: ActivationRequestDto = { code, jobFilterId };
    return this.http
      .command('PUT', `${tenantApi(this.tenantId)}/guests/job-alerts/activation`, { body, errorMessageFromBody: true })
      .mapErr(activationFailure);
  }

  unsubscribe(candidateId: string, code: string): ResultAsync<void, GatewayFailure> {
    return this.http.command(
      'DELETE',
      `${tenantApi(this.tenantId)}/guests/job-alerts/${encodeURIComponent(candidateId)}/${encodeURIComponent(code)}`,
      {
        errorMessageFromBody: true,
      },
    );
  }

  private filter(jobFilterId: string): string {
    return `${tenantApi(this.tenantId)}/job-filters/${encodeURIComponent(jobFilterId)}`;
  }
}
