import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { PHONE_PATTERN } from '../../../core/employer/accountRules.ts';
import type { EmployerFailure } from '../../../core/employer/EmployerFailure.ts';
import type { EmployerProfile, EmployerProfileChanges } from '../../../core/employer/EmployerProfile.ts';
import type { EmployerProfiles } from '../../../core/employer/EmployerProfiles.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { EmployerAccountsInMemory } from './EmployerAccountsInMemory.ts';

/** The panel user's profile in memory, behind the same bearer check as the gateway (a live access token). */
export class EmployerProfilesInMemory implements EmployerProfiles {
  constructor(
    private readonly world: EmployerAccountsInMemory,
    private readonly bearer: () => string | null,
  ) {}

  me(): ResultAsync<EmployerProfile, GatewayFailure> {
    const account = this.world.accountOf(this.bearer());
    return account ? okAsync(account.profile) : errAsync({ kind: 'unauthorized' });
  }

  update(changes: EmployerProfileChanges): ResultAsync<EmployerProfile, EmployerFailure> {
    const account = this.world.accountOf(this.bearer());
    if (!account) return errAsync({ kind: 'unauthorized' });
    if (typeof changes.phone === 'string' && changes.phone.trim() !== '' && !PHONE_PATTERN.test(changes.phone.trim()))
      return errAsync({ kind: 'invalid-input', message: 'phone: not a phone number.' });
    if (changes.name !== undefined && changes.name.trim() === '') return errAsync({ kind: 'invalid-input', message: 'name: required.' });
    account.profile = {
      ...account.profile,
      ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
      ...(changes.phone !== undefined ? { phone: changes.phone === null || changes.phone.trim() === '' ? null : changes.phone.trim() } : {}),
      ...(changes.language !== undefined ? { language: changes.language } : {}),
    };
    return okAsync(account.profile);
  }
}
