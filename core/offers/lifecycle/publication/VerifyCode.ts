import { errAsync, type ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import { invalidLifecycleInput, type LifecycleFailure } from '../LifecycleFailure.ts';
import type { PrepaidCodes, VerifiedCode } from '../PrepaidCodes.ts';
import type { CodeInput } from './PublishOffer.ts';

/**
 * Whether a code can publish (or, with `extend`, extend) this offer now, and what it gives; nothing
 * is spent. A blank code fails with invalid-input without a call. Fails with code-not-found,
 * code-used, code-expired, wrong-offer-status, not-found, unauthorized, network-failure,
 * http-failure, bad-gateway-payload.
 */
export class VerifyCode implements UseCase<CodeInput & { readonly extend: boolean }, VerifiedCode, LifecycleFailure> {
  constructor(
    private readonly codes: PrepaidCodes,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute({ access, code, extend }: CodeInput & { readonly extend: boolean }): ResultAsync<VerifiedCode, LifecycleFailure> {
    const text = code.trim();
    if (text === '') return errAsync(invalidLifecycleInput);
    return this.coordinator.run(() => this.codes.verify(access, text, extend));
  }
}
