import { errAsync, type ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import { invalidLifecycleInput, type LifecycleFailure } from '../LifecycleFailure.ts';
import type { OfferPublication } from '../OfferDraft.ts';
import type { PrepaidCodes } from '../PrepaidCodes.ts';
import type { CodeInput } from './PublishOffer.ts';

/**
 * Adds a prepaid code's days to a published (or expired: it comes back) offer. A blank code fails
 * with invalid-input without a call. Fails with code-not-found, code-used, code-expired,
 * wrong-offer-status, not-found, unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class ExtendOffer implements UseCase<CodeInput, OfferPublication, LifecycleFailure> {
  constructor(
    private readonly codes: PrepaidCodes,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute({ access, code }: CodeInput): ResultAsync<OfferPublication, LifecycleFailure> {
    const text = code.trim();
    if (text === '') return errAsync(invalidLifecycleInput);
    return this.coordinator.run(() => this.codes.extend(access, text));
  }
}
