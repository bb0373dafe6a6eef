import { errAsync, type ResultAsync } from 'neverthrow';
import type { SessionCoordinator } from '../../session/SessionCoordinator.ts';
import { loggedInCandidateId, type SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { ApplicationFailure } from '../ApplicationFailure.ts';
import type { FileUpload } from '../Applications.ts';
import type { CandidateDocuments, StoredDocument, Visibility } from '../CandidateDocuments.ts';
import { fileNameProblem, sizeProblem } from '../documentRules.ts';

export interface DocumentUpload {
  readonly file: FileUpload;
  readonly visibility: Visibility;
}

/**
 * A new document in the candidate's profile, through a signed upload address. A name or size the
 * board refuses anyway fails with file-not-accepted without a call (the type is read from the
 * bytes by the gateway). Guests fail with unauthorized. Fails with file-not-accepted, unauthorized,
 * network-failure, http-failure, bad-gateway-payload.
 */
export class UploadCandidateDocument implements UseCase<DocumentUpload, StoredDocument, ApplicationFailure> {
  constructor(
    private readonly documents: CandidateDocuments,
    private readonly coordinator: SessionCoordinator,
    private readonly session: SessionStore,
  ) {}

  execute({ file, visibility }: DocumentUpload): ResultAsync<StoredDocument, ApplicationFailure> {
    const candidateId = loggedInCandidateId(this.session);
    if (candidateId === null) return errAsync({ kind: 'unauthorized' });
    const problem = fileNameProblem(file.name) ?? sizeProblem(file.bytes.byteLength);
    if (problem !== null) return errAsync({ kind: 'file-not-accepted', problem });
    return this.coordinator.run(() => this.documents.upload(candidateId, visibility, file));
  }
}
