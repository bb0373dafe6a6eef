import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { CandidateAccount, DataExport } from '../../../core/profile/account/CandidateAccount.ts';
import { invalidInput, type PasswordFailure } from '../../../core/profile/ProfileFailure.ts';
import { newPasswordProblem } from '../../../core/session/credentials.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { ProfilesInMemory } from './ProfilesInMemory.ts';

/** The account calls over ProfilesInMemory's candidates, by the gateway's rules. */
export class CandidateAccountInMemory implements CandidateAccount {
  constructor(private readonly profiles: ProfilesInMemory) {}

  changePassword(candidateId: string, currentPassword: string, newPassword: string): ResultAsync<void, PasswordFailure> {
    return this.profiles.with<void, PasswordFailure>(candidateId, (stored) => {
      const problem = newPasswordProblem(newPassword);
      if (problem !== undefined) return errAsync(invalidInput(`newPassword: ${problem === 'too-short' ? 'at least 8 characters' : problem}.`));
      if (stored.password !== currentPassword) return errAsync({ kind: 'wrong-password' });
      stored.password = newPassword;
      return okAsync(undefined);
    });
  }

  exportData(candidateId: string): ResultAsync<DataExport, GatewayFailure> {
    return this.profiles.with<DataExport, GatewayFailure>(candidateId, (stored) => {
      const { preferences, workHistory, consents, profile, ...account } = this.profiles.documentOf(stored);
      return okAsync({
        format: 'jobboard-candidate-export/1',
        exportedAt: this.profiles.now().toISOString(),
        candidate: {
          account: { id: account.id, email: account.email, passwordSet: true },
          profile,
          preferences,
          workHistory,
          consents,
          favourites: [],
          savedSearches: [],
          logins: [],
          emails: [],
        },
      });
    }) as ResultAsync<DataExport, GatewayFailure>;
  }

  deleteAccount(candidateId: string): ResultAsync<void, GatewayFailure> {
    return this.profiles.with<void, GatewayFailure>(candidateId, (stored) => okAsync(this.profiles.remove(stored.document.id))) as ResultAsync<
      void,
      GatewayFailure
    >;
  }
}
