import type { ResultAsync } from 'neverthrow';
import type { Language } from '../tenancy/Tenant.ts';
import type { ApplicationFailure } from './ApplicationFailure.ts';
import type { ApplicationStatus } from './ApplicationStatus.ts';
import type { ApplicationFields } from './apply/applicationRules.ts';

/** A file read from the applicant's device: its name and bytes (the UI reads them before calling). */
export interface FileUpload {
  readonly name: string;
  readonly bytes: Uint8Array;
}

/** The CV an application carries: a new file, or one of the logged-in candidate's documents. */
export type ApplicationCv = { readonly kind: 'file'; readonly file: FileUpload } | { readonly kind: 'profile'; readonly documentId: string };

export interface ApplicationRequest {
  readonly offerSlug: string;
  readonly fields: ApplicationFields;
  readonly cv: ApplicationCv;
  /** The language of the applicant's e-mails. */
  readonly language: Language;
}

export interface ApplicationReceipt {
  readonly id: string;
  readonly status: ApplicationStatus;
  /** A guest's application waits for the link in the e-mail. */
  readonly emailConfirmationRequired: boolean;
  /** The candidate's history item; null for a guest. */
  readonly redirectId: string | null;
}

export interface ConfirmedApplication {
  readonly offerSlug: string;
  readonly offerTitle: string;
}

/** Applying on the board, by a guest or a logged-in candidate (the bearer decides which). */
export interface Applications {
  /**
   * POST /job-advertisements/{slug}/applications (multipart). Fails with invalid-application,
   * file-not-accepted, already-applied, applies-elsewhere, not-found, too-many-requests,
   * unauthorized (a profile document without a session), network-failure, http-failure, bad-gateway-payload.
   */
  apply(request: ApplicationRequest): ResultAsync<ApplicationReceipt, ApplicationFailure>;
  /** PATCH /applications/confirm-email {token}. Fails with not-found (unknown or used), link-expired, invalid-input, network-failure, http-failure, bad-gateway-payload. */
  confirmEmail(token: string): ResultAsync<ConfirmedApplication, ApplicationFailure>;
  /** POST /v1/offers/{slug}/apply-clicks, for the employer's statistics. Fails with not-found, too-many-requests, network-failure, http-failure. */
  recordApplyClick(offerSlug: string): ResultAsync<void, ApplicationFailure>;
}
