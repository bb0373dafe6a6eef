import type { ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { SearchableOffer } from './CandidateCard.ts';
import type { EmployerCandidates } from './EmployerCandidates.ts';

/** The company's published offers: what a candidate search is for. */
export class LoadSearchableOffers implements UseCase<void, readonly SearchableOffer[], GatewayFailure> {
  constructor(
    private readonly candidates: EmployerCandidates,
    private readonly calls: AuthenticatedCalls,
  ) {}

  execute(): ResultAsync<readonly SearchableOffer[], GatewayFailure> {
    return this.calls.run(() => this.candidates.offers());
  }
}
