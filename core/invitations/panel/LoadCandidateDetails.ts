import type { ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { CandidatePanel } from './CandidateCard.ts';
import type { EmployerCandidates } from './EmployerCandidates.ts';

export interface LoadCandidateDetailsInput {
  readonly candidateId: string;
  readonly offerId: string;
  readonly language: 'pl' | 'en';
}

/** The candidate details side panel's data, or the placeholder of a hidden candidate. */
export class LoadCandidateDetails implements UseCase<LoadCandidateDetailsInput, CandidatePanel, GatewayFailure> {
  constructor(
    private readonly candidates: EmployerCandidates,
    private readonly calls: AuthenticatedCalls,
  ) {}

  execute(input: LoadCandidateDetailsInput): ResultAsync<CandidatePanel, GatewayFailure> {
    return this.calls.run(() => this.candidates.details(input.candidateId, input.offerId, input.language));
  }
}
