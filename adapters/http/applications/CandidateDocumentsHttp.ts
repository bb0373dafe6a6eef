import type { ResultAsync } from 'neverthrow';
import { StorageTokenCodec, StoredDocumentCodec, StoredDocumentListCodec } from '../../../contract/applications.ts';
import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import type { FileUpload } from '../../../core/applications/Applications.ts';
import type { CandidateDocuments, StoredDocument, Visibility } from '../../../core/applications/CandidateDocuments.ts';
import { acceptAnswer, decodeAnswer } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { applicationRefusal } from './applicationRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

/**
 * The candidate's documents: a signed address from POST /candidates/{id}/storage-token/{visibility},
 * then the file's bytes PUT to it (an address on this site, so the same client sends it); the list
 * and DELETE under /candidates/{id}/documents.
 */
export class CandidateDocumentsHttp implements CandidateDocuments {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  list(candidateId: string): ResultAsync<readonly StoredDocument[], ApplicationFailure> {
    return this.http
      .exchange('GET', `${this.candidate(candidateId)}/documents`)
      .andThen((answer) => decodeAnswer(answer, StoredDocumentListCodec, applicationRefusal))
      .map((body) => body.items);
  }

  upload(candidateId: string, visibility: Visibility, file: FileUpload): ResultAsync<StoredDocument, ApplicationFailure> {
    return this.token(candidateId, visibility, { tokenType: 'upload', fileName: file.name }).andThen((address) =>
      this.http
        .exchange('PUT', address, { form: new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: 'application/octet-stream' }) })
        .andThen((answer) => decodeAnswer(answer, StoredDocumentCodec, applicationRefusal)),
    );
  }

  downloadUrl(candidateId: string, document: Pick<StoredDocument, 'id' | 'visibility'>): ResultAsync<string, ApplicationFailure> {
    return this.token(candidateId, document.visibility, { tokenType: 'download', fileName: document.id });
  }

  remove(candidateId: string, documentId: string): ResultAsync<void, ApplicationFailure> {
    return this.http
      .exchange('DELETE', `${this.candidate(candidateId)}/documents/${encodeURIComponent(documentId)}`)
      .andThen((answer) => acceptAnswer(answer, applicationRefusal));
  }

  /** The signed address (a path on this site). */
  private token(
    candidateId: string,
    visibility: Visibility,
    body: { tokenType: 'upload' | 'download'; fileName: string },
  ): ResultAsync<string, ApplicationFailure> {
    return this.http
      .exchange('POST', `${this.candidate(candidateId)}/storage-token/${visibility}`, { body })
      .andThen((answer) => decodeAnswer(answer, StorageTokenCodec, applicationRefusal))
      .map((token) => token.presignedUrl);
  }

  private candidate(candidateId: string): string {
    return tenantApi(this.tenantId, `/candidates/${encodeURIComponent(candidateId)}`);
  }
}
