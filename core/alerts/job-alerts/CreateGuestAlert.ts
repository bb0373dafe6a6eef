import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { toCreateAlertFailure, type CreateAlertFailure } from '../AlertFailure.ts';
import { validateGuestAlert, type AlertSearch, type GuestAlertForm } from '../alertRules.ts';
import type { JobAlerts } from './JobAlerts.ts';
import type { GuestAlertCreated } from '../JobFilter.ts';

export interface CreateGuestAlertInput extends AlertSearch {
  readonly form: GuestAlertForm;
}

/**
 * The register dialog's submit: name, e-mail, privacy checkbox, marketing and create-account
 * switches, frequency. Every rule of spec section 5 is checked before the call (invalid-name,
 * invalid-email, privacy-not-accepted, invalid-frequency, invalid-search-url); the gateway's
 * answers follow the error catalogue (the four named conflicts, account-exists, alert-limit-reached,
 * otherwise alert-failed). The alert is inactive until its e-mail link is opened (ActivateAlert).
 */
export class CreateGuestAlert implements UseCase<CreateGuestAlertInput, GuestAlertCreated, CreateAlertFailure> {
  constructor(private readonly jobAlerts: JobAlerts) {}

  execute(input: CreateGuestAlertInput): ResultAsync<GuestAlertCreated, CreateAlertFailure> {
    const payload = validateGuestAlert(input.form, input);
    if (payload.isErr()) return errAsync(payload.error);
    return this.jobAlerts.createGuest(payload.value).mapErr(toCreateAlertFailure);
  }
}
