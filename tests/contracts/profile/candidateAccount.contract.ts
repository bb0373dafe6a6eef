import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { CandidateAccount } from '../../../core/profile/account/CandidateAccount.ts';

/**
 * What every CandidateAccount adapter promises. The world gives a fresh logged-in candidate with
 * its password, a way to try a password as a login would, and whether the account still exists.
 */
export interface CandidateAccountWorld {
  readonly fresh: () => Promise<{
    readonly account: CandidateAccount;
    readonly candidateId: string;
    readonly password: string;
    readonly canLogIn: (password: string) => Promise<boolean>;
    readonly exists: () => Promise<boolean>;
  }>;
  readonly withoutSession: () => Promise<CandidateAccount>;
}

const ok = async <T, E>(result: ResultAsync<T, E>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw new Error(`expected success, got ${JSON.stringify(settled.error)}`);
  return settled.value;
};
const failure = async <T, E>(result: ResultAsync<T, E>): Promise<E> => {
  const settled = await result;
  if (settled.isOk()) throw new Error('expected a failure');
  return settled.error;
};

export function candidateAccountContract(adapter: string, world: CandidateAccountWorld): void {
  describe(`CandidateAccount contract: ${adapter}`, () => {
    it('changes the password only with the current one and a valid new one', async () => {
      const { account, candidateId, password, canLogIn } = await world.fresh();
      expect(await failure(account.changePassword(candidateId, 'not the password', 'a new passphrase'))).toEqual({ kind: 'wrong-password' });
      expect(await failure(account.changePassword(candidateId, password, 'short'))).toEqual({
        kind: 'invalid-input',
        message: 'newPassword: at least 8 characters.',
      });
      await ok(account.changePassword(candidateId, password, 'a new passphrase'));
      expect(await canLogIn('a new passphrase')).toBe(true);
      expect(await canLogIn(password)).toBe(false);
    });

    it('exports the candidate’s data', async () => {
      const { account, candidateId } = await world.fresh();
      const data = await ok(account.exportData(candidateId));
      expect(data.format).toBe('jobboard-candidate-export/1');
      expect(Number.isNaN(Date.parse(data.exportedAt))).toBe(false);
      expect(data.candidate).toMatchObject({ account: { id: candidateId, passwordSet: true }, workHistory: [], favourites: [], savedSearches: [] });
    });

    it('deletes the account; the session then no longer works', async () => {
      const { account, candidateId, password, canLogIn, exists } = await world.fresh();
      await ok(account.deleteAccount(candidateId));
      expect(await exists()).toBe(false);
      expect(await canLogIn(password)).toBe(false);
      expect(await failure(account.exportData(candidateId))).toEqual({ kind: 'unauthorized' });
    });

    it('answers unauthorized without a session', async () => {
      const account = await world.withoutSession();
      const { candidateId, password } = await world.fresh();
      for (const call of [
        account.changePassword(candidateId, password, 'a new passphrase'),
        account.exportData(candidateId),
        account.deleteAccount(candidateId),
      ] as ResultAsync<unknown, unknown>[]) {
        expect(await failure(call)).toEqual({ kind: 'unauthorized' });
      }
    });
  });
}
