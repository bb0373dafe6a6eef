import { errAsync, type ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import { publicationProblem } from '../editing/publicationProblem.ts';
import { invalidLifecycleInput, type LifecycleFailure } from '../LifecycleFailure.ts';
import type { OfferAccess, OfferPublication } from '../OfferDraft.ts';
import type { OfferDrafts } from '../OfferDrafts.ts';
import type { PrepaidCodes } from '../PrepaidCodes.ts';

export interface CodeInput {
  readonly access: OfferAccess;
  readonly code: string;
}

/**
 * Publishes a draft with a prepaid code: it is in search at once, for the code's days. The draft
 * is checked first (complete; pay transparency: a salary range for every contract), so that a
 * refusal says why without spending the code. A blank code fails with invalid-input without a call.
 * Fails with offer-incomplete, salary-range-required, code-not-found, code-used, code-expired,
 * wrong-offer-status, not-found, unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class PublishOffer implements UseCase<CodeInput, OfferPublication, LifecycleFailure> {
  constructor(
    private readonly drafts: OfferDrafts,
    private readonly codes: PrepaidCodes,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute({ access, code }: CodeInput): ResultAsync<OfferPublication, LifecycleFailure> {
    const text = code.trim();
    if (text === '') return errAsync(invalidLifecycleInput);
    return this.coordinator
      .run(() => this.drafts.load(access))
      .andThen((draft) => {
        const problem = publicationProblem(draft);
        return problem ? errAsync(problem) : this.coordinator.run(() => this.codes.publish(access, text));
      });
  }
}
