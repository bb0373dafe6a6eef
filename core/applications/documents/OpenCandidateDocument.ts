import { errAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { loggedInCandidateId, type SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import type { CandidateDocuments, StoredDocument } from '../CandidateDocuments.ts';

/** A signed address that downloads one of the candidate's documents for a few minutes. Fails with not-found, unauthorized, network-failure, http-failure, bad-gateway-payload. */
export class OpenCandidateDocument implements UseCase<Pick<StoredDocument, 'id' | 'visibility'>, string, ApplicationFailure> {
  constructor(
    private readonly documents: CandidateDocuments,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
  ) {}

  execute(document: Pick<StoredDocument, 'id' | 'visibility'>): ResultAsync<string, ApplicationFailure> {
    const candidateId = loggedInCandidateId(this.session);
    if (candidateId === null) return errAsync({ kind: 'unauthorized' });
    return this.coordinator.run(() => this.documents.downloadUrl(candidateId, document));
  }
}
