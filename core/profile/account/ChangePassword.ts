import { errAsync, type ResultAsync } from 'neverthrow';
import { newPasswordProblem } from '../../session/credentials.ts';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { forLoggedInCandidate } from '../loggedInCandidate.ts';
import { invalidInput, type LoginRequired, type PasswordFailure } from '../ProfileFailure.ts';
import type { CandidateAccount } from './CandidateAccount.ts';

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/**
 * Changes the password (the registration's rules for the new one); the candidate's other logins
 * end, this one stays. Fails with login-required, invalid-input, wrong-password, unauthorized,
 * not-found, network-failure, http-failure.
 */
export class ChangePassword implements UseCase<PasswordChange, void, PasswordFailure | LoginRequired> {
  constructor(
    private readonly account: CandidateAccount,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
  ) {}

  execute(change: PasswordChange): ResultAsync<void, PasswordFailure | LoginRequired> {
    return forLoggedInCandidate(this.session, (candidateId) => {
      if (change.currentPassword === '') return errAsync(invalidInput('currentPassword is required.'));
      const problem = newPasswordProblem(change.newPassword);
      if (problem !== undefined) return errAsync(invalidInput(`newPassword: ${problem}.`));
      return this.calls.run(() => this.account.changePassword(candidateId, change.currentPassword, change.newPassword));
    });
  }
}
