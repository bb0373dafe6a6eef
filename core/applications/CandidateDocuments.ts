import type { ResultAsync } from 'neverthrow';
import type { ApplicationFailure } from './ApplicationFailure.ts';
import type { FileUpload } from './Applications.ts';

/** Document visibility (platform.md 3): public = 0, private = 1. */
export type Visibility = 0 | 1;
export const PUBLIC_DOCUMENT: Visibility = 0;
export const PRIVATE_DOCUMENT: Visibility = 1;

/** One of the candidate's stored files (structurally the contract's StoredDocumentDto). */
export interface StoredDocument {
  readonly id: string;
  readonly fileName: string;
  readonly visibility: Visibility;
  readonly uploadedAt: string;
  readonly contentType: string;
  readonly size: number;
}

/** The logged-in candidate's documents (CVs), behind the bearer token; each call names the candidate's own id. */
export interface CandidateDocuments {
  /** GET /candidates/{id}/documents, newest first. Fails with unauthorized, not-found (not the bearer's id), network-failure, http-failure, bad-gateway-payload. */
  list(candidateId: string): ResultAsync<readonly StoredDocument[], ApplicationFailure>;
  /**
   * POST /candidates/{id}/storage-token/{visibility} {tokenType: upload, fileName}, then PUT of the
   * bytes to the signed address. Fails with file-not-accepted, unauthorized, not-found,
   * network-failure, http-failure, bad-gateway-payload.
   */
  upload(candidateId: string, visibility: Visibility, file: FileUpload): ResultAsync<StoredDocument, ApplicationFailure>;
  /** POST /candidates/{id}/storage-token/{visibility} {tokenType: download, fileName: the id}: a signed address, valid a few minutes. Fails with not-found, unauthorized, network-failure, http-failure, bad-gateway-payload. */
  downloadUrl(candidateId: string, document: Pick<StoredDocument, 'id' | 'visibility'>): ResultAsync<string, ApplicationFailure>;
  /** DELETE /candidates/{id}/documents/{documentId}; a missing one is not an error. Fails with unauthorized, not-found, network-failure, http-failure. */
  remove(candidateId: string, documentId: string): ResultAsync<void, ApplicationFailure>;
}
