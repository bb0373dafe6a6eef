import { errAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { loggedInCandidateId, type SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import type { CandidateDocuments } from '../CandidateDocuments.ts';

/** Deletes one of the candidate's documents (the copies sent with applications stay with them). Fails with unauthorized, network-failure, http-failure. */
export class RemoveCandidateDocument implements UseCase<string, void, ApplicationFailure> {
  constructor(
    private readonly documents: CandidateDocuments,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
  ) {}

  execute(documentId: string): ResultAsync<void, ApplicationFailure> {
    const candidateId = loggedInCandidateId(this.session);
    if (candidateId === null) return errAsync({ kind: 'unauthorized' });
    return this.coordinator.run(() => this.documents.remove(candidateId, documentId));
  }
}
