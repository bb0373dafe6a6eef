import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import type { FileUpload } from '../../../core/applications/Applications.ts';
import type { CandidateDocuments, StoredDocument, Visibility } from '../../../core/applications/CandidateDocuments.ts';
import { fileNameProblem } from '../../../core/applications/documentRules.ts';
import type { ApplicationLedgerInMemory } from './ApplicationLedgerInMemory.ts';
import type { CandidateCaller } from './ApplicationHistoryInMemory.ts';
import { checkFileInMemory } from './sniffFile.ts';

/** The most documents a profile keeps, as the gateway says. */
const MAX_DOCUMENTS = 20;

/** The candidate's documents over the shared ledger; a "signed address" is a fake one naming the file. */
export class CandidateDocumentsInMemory implements CandidateDocuments {
  constructor(
    private readonly ledger: ApplicationLedgerInMemory,
    private readonly caller: CandidateCaller,
  ) {}

  list(candidateId: string): ResultAsync<readonly StoredDocument[], ApplicationFailure> {
    return this.own(candidateId).map((documents) => documents.map(({ bytes: _bytes, ...document }) => document));
  }

  upload(candidateId: string, visibility: Visibility, file: FileUpload): ResultAsync<StoredDocument, ApplicationFailure> {
    return this.own(candidateId).andThen((documents) => {
      const nameProblem = fileNameProblem(file.name);
      if (nameProblem !== null) return errAsync({ kind: 'file-not-accepted' as const, problem: nameProblem });
      const checked = checkFileInMemory(file.name, file.bytes);
      if (!checked.ok) return errAsync({ kind: 'file-not-accepted' as const, problem: checked.problem });
      if (documents.length >= MAX_DOCUMENTS)
        return errAsync({ kind: 'http-failure' as const, status: 409, message: `A profile keeps at most ${MAX_DOCUMENTS} documents.` });
      const document = {
        id: this.ledger.nextId(),
        fileName: file.name.trim(),
        visibility,
        uploadedAt: this.ledger.now().toISOString(),
        contentType: checked.contentType,
        size: file.bytes.byteLength,
      };
      documents.unshift({ ...document, bytes: file.bytes });
      return okAsync(document);
    });
  }

  downloadUrl(candidateId: string, document: Pick<StoredDocument, 'id' | 'visibility'>): ResultAsync<string, ApplicationFailure> {
    return this.own(candidateId).andThen((documents) => {
      const found = documents.find((candidate) => candidate.id === document.id && candidate.visibility === document.visibility);
      return found ? okAsync(`/documents/${found.id}?purpose=download`) : errAsync({ kind: 'not-found' as const });
    });
  }

  remove(candidateId: string, documentId: string): ResultAsync<void, ApplicationFailure> {
    return this.own(candidateId).map((documents) => {
      const index = documents.findIndex((document) => document.id === documentId);
      if (index >= 0) documents.splice(index, 1);
    });
  }

  /** The caller's own documents: no session is unauthorized, another candidate's id is not found. */
  private own(candidateId: string): ResultAsync<Array<StoredDocument & { bytes: Uint8Array }>, ApplicationFailure> {
    const caller = this.caller();
    if (caller === null || caller === 'invalid') return errAsync({ kind: 'unauthorized' });
    if (caller !== candidateId) return errAsync({ kind: 'not-found' });
    return okAsync(this.ledger.documentsOf(caller));
  }
}
