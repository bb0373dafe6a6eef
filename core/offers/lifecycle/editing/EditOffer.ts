import { errAsync, type ResultAsync } from 'neverthrow';
import type { EmployerSessionCoordinator } from '../../../employer/session/EmployerSessionCoordinator.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { LifecycleFailure } from '../LifecycleFailure.ts';
import type { OfferAccess, OfferSaved } from '../OfferDraft.ts';
import type { OfferDrafts } from '../OfferDrafts.ts';
import { formatProblems, hasEditorProblems } from './offerEditorRules.ts';
import type { OfferEditorValues } from './OfferEditorValues.ts';
import { offerFormData } from './offerFormData.ts';

export interface EditOfferInput {
  readonly access: OfferAccess;
  readonly values: OfferEditorValues;
}

/**
 * Saves the editor's form, shaped as form fields (platform.md 5, `offerFormData`) with the logo
 * when a new one was chosen. A form with format problems (formatProblems) fails with invalid-input
 * without a call; an incomplete one is saved (a draft may be anything until publication). Fails
 * with invalid-input, invalid-offer, offer-incomplete or salary-range-required (a published offer
 * must stay complete), not-found, unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class EditOffer implements UseCase<EditOfferInput, OfferSaved, LifecycleFailure> {
  constructor(
    private readonly drafts: OfferDrafts,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute({ access, values }: EditOfferInput): ResultAsync<OfferSaved, LifecycleFailure> {
    const problems = formatProblems(values);
    if (hasEditorProblems(problems)) return errAsync({ kind: 'invalid-input', message: Object.keys(problems).join(', ') });
    const form = offerFormData(values);
    return this.coordinator.run(() => this.drafts.save(access, form));
  }
}
