import type { ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { CandidateSearchPage } from './CandidateCard.ts';
import type { EmployerCandidates } from './EmployerCandidates.ts';

export const CANDIDATE_PAGE_SIZE = 20;

export interface SearchCandidatesInput {
  readonly offerId: string;
  readonly page: number;
}

/** Candidates for one of the company's offers, best match first; hidden ones are placeholders (platform.md 6). */
export class SearchCandidates implements UseCase<SearchCandidatesInput, CandidateSearchPage, GatewayFailure> {
  constructor(
    private readonly candidates: EmployerCandidates,
    private readonly calls: AuthenticatedCalls,
  ) {}

  execute(input: SearchCandidatesInput): ResultAsync<CandidateSearchPage, GatewayFailure> {
    return this.calls.run(() => this.candidates.search(input.offerId, input.page, CANDIDATE_PAGE_SIZE));
  }
}
