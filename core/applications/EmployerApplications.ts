import type { ResultAsync } from 'neverthrow';
import type { ApplicationFailure } from './ApplicationFailure.ts';
import type { ApplicationStatus } from './ApplicationStatus.ts';

/** An application as the employer panel shows it (structurally the contract's EmployerApplicationDto). */
export interface EmployerApplication {
  readonly id: string;
  readonly offerSlug: string;
  readonly offerTitle: string;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly status: ApplicationStatus;
  readonly cv: { readonly fileName: string; readonly contentType: string; readonly size: number } | null;
  readonly futureConsent: boolean;
  readonly customConsent: boolean;
  readonly appliedAt: string;
  readonly statusChangedAt: string | null;
}

export type StatusCounts = Readonly<Record<ApplicationStatus, number>>;

export interface EmployerApplicationQuery {
  readonly page: number;
  readonly pageSize: number;
  /** One offer's applications; all of the company's when absent. */
  readonly offerSlug?: string;
  readonly status?: ApplicationStatus;
}

export interface EmployerApplicationPage {
  readonly items: readonly EmployerApplication[];
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** Per status over the same offers, whatever the status filter. */
  readonly counts: StatusCounts;
}

/** A downloaded file: the name, the stored type and the bytes. */
export interface DownloadedFile {
  readonly fileName: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

/** The company's applications (employer bearer token): only its own offers' applications exist for it. */
export interface EmployerApplications {
  /**
   * GET /v1/offers/{slug}/applications (one offer) or /v2/employer-panel/applications (all), newest
   * first. Fails with invalid-input, not-found (an offer not the company's), unauthorized,
   * network-failure, http-failure, bad-gateway-payload.
   */
  list(query: EmployerApplicationQuery): ResultAsync<EmployerApplicationPage, ApplicationFailure>;
  /** PATCH /v2/employer-panel/applications/{id} {status}. Fails with status-not-allowed, invalid-input, not-found, unauthorized, network-failure, http-failure, bad-gateway-payload. */
  changeStatus(id: string, status: ApplicationStatus): ResultAsync<EmployerApplication, ApplicationFailure>;
  /** DELETE /v2/employer-panel/applications/{id}, with its CV. Fails with not-found, unauthorized, network-failure, http-failure. */
  remove(id: string): ResultAsync<void, ApplicationFailure>;
  /** GET /v1/offers/{slug}/applications/{id}/download. Fails with not-found (no such application or no CV), unauthorized, network-failure, http-failure. */
  downloadCv(offerSlug: string, id: string): ResultAsync<DownloadedFile, ApplicationFailure>;
}
