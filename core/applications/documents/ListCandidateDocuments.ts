import { okAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { loggedInCandidateId, type SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import type { CandidateDocuments, StoredDocument } from '../CandidateDocuments.ts';

/** The candidate's documents (CVs), newest first; a guest has none (no call). Fails with unauthorized, network-failure, http-failure, bad-gateway-payload. */
export class ListCandidateDocuments implements UseCase<void, readonly StoredDocument[], ApplicationFailure> {
  constructor(
    private readonly documents: CandidateDocuments,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
  ) {}

  execute(): ResultAsync<readonly StoredDocument[], ApplicationFailure> {
    const candidateId = loggedInCandidateId(this.session);
    if (candidateId === null) return okAsync([]);
    return this.coordinator.run(() => this.documents.list(candidateId));
  }
}
