import { errAsync, type ResultAsync } from 'neverthrow';
import { nameProblem } from '../../session/credentials.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import { cleanedPhone, phoneProblem } from '../accountRules.ts';
import { invalidInput, type EmployerFailure } from '../EmployerFailure.ts';
import type { EmployerProfile, EmployerProfileChanges } from '../EmployerProfile.ts';
import type { EmployerProfiles } from '../EmployerProfiles.ts';
import type { EmployerSessionCoordinator } from '../session/EmployerSessionCoordinator.ts';
import { authenticatedEmployer } from '../session/EmployerSessionState.ts';
import type { EmployerSessionStore } from '../session/EmployerSessionStore.ts';

/**
 * Changes the user's own name, phone or language; the session store gets the profile the gateway
 * answers. A change the rules refuse fails with invalid-input without a call (an empty phone clears
 * it). Fails with invalid-input, unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class UpdateEmployerProfile implements UseCase<EmployerProfileChanges, EmployerProfile, EmployerFailure> {
  constructor(
    private readonly profiles: EmployerProfiles,
    private readonly coordinator: EmployerSessionCoordinator,
    private readonly session: EmployerSessionStore,
  ) {}

  execute(changes: EmployerProfileChanges): ResultAsync<EmployerProfile, EmployerFailure> {
    if (changes.name !== undefined && nameProblem(changes.name) !== undefined) return errAsync(invalidInput);
    if (typeof changes.phone === 'string' && phoneProblem(changes.phone) !== undefined) return errAsync(invalidInput);
    const phone = cleanedPhone(changes.phone);
    const cleaned: EmployerProfileChanges = {
      ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
      ...(phone !== undefined ? { phone } : {}),
      ...(changes.language !== undefined ? { language: changes.language } : {}),
    };
    return this.coordinator
      .run(() => this.profiles.update(cleaned))
      .map((profile) => {
        this.session.set(authenticatedEmployer(profile));
        return profile;
      });
  }
}
