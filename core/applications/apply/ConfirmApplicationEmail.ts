import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import { invalidApplicationInput, type ApplicationFailure } from '../ApplicationFailure.ts';
import type { Applications, ConfirmedApplication } from '../Applications.ts';

/** The longest token a confirmation link carries. */
export const CONFIRMATION_TOKEN_MAX_LENGTH = 200;

/**
 * A guest's application confirmed through the e-mail's link: from then on the employer sees it.
 * A missing or overlong token fails with invalid-input without a call. Fails with not-found,
 * link-expired, network-failure, http-failure, bad-gateway-payload.
 */
export class ConfirmApplicationEmail implements UseCase<string, ConfirmedApplication, ApplicationFailure> {
  constructor(private readonly applications: Applications) {}

  execute(token: string): ResultAsync<ConfirmedApplication, ApplicationFailure> {
    const trimmed = token.trim();
    if (trimmed === '' || trimmed.length > CONFIRMATION_TOKEN_MAX_LENGTH) return errAsync(invalidApplicationInput);
    return this.applications.confirmEmail(trimmed);
  }
}
