import * as t from 'io-ts';
import { nullable } from './nullable.ts';

/**
 * Applications, the candidates' application history, documents and the employer's pipeline
 * (docs/applications.md). All under /api/{tenant}. The limits and the pipeline's rules are core's
 * (core/applications/), shared by the forms and the gateway.
 */

/** The pipeline (docs/applications.md): new → in-review → interview → offer → hired, or rejected. */
export const ApplicationStatusCodec = t.keyof({ new: null, 'in-review': null, interview: null, offer: null, hired: null, rejected: null });
export type ApplicationStatusDto = t.TypeOf<typeof ApplicationStatusCodec>;

/** Document visibility (platform.md 3): public = 0, private = 1. */
export const VisibilityCodec = t.union([t.literal(0), t.literal(1)]);

/** The status lookup of GET /candidates/application-history takes at most this many `jobAdvertisementsIds` (platform.md 9). */
export const HISTORY_IDS_MAX = 25;
export const HISTORY_PAGE_SIZE_MAX = 100;

/**
 * One offer in the candidate's history. `redirectId` names it in the by-core-id calls: a board
 * application's id, or the id the board gave a click to apply elsewhere. `status` is the
 * employer's pipeline status of a board application (null for one made elsewhere, or gone).
 */
export const HistoryItemCodec = t.type({
  redirectId: t.string,
  jobAdvertisementId: t.string,
  offerSlug: t.string,
  offerTitle: t.string,
  companyName: t.string,
  source: t.keyof({ board: null, external: null }),
  isConfirmed: t.boolean,
  status: nullable(ApplicationStatusCodec),
  appliedAt: t.string,
  confirmedAt: nullable(t.string),
  statusChangedAt: nullable(t.string),
  cvFileName: nullable(t.string),
});
export type HistoryItemDto = t.TypeOf<typeof HistoryItemCodec>;

/** GET /candidates/application-history?page&pageSize&isConfirmed&jobAdvertisementsIds: newest first, pages from 1. */
export const HistoryPageCodec = t.type({ items: t.array(HistoryItemCodec), pageNumber: t.number, hasNextPage: t.boolean, total: t.number });
export type HistoryPageDto = t.TypeOf<typeof HistoryPageCodec>;

/** GET /candidates/application-history/count[?isConfirmed]. */
export const HistoryCountCodec = t.type({ count: t.number });

/**
 * POST /candidates/application-history: a click to apply elsewhere, recorded unconfirmed (201, or 200
 * with the offer's item already there). Without `redirectId` the gateway gives one.
 */
export const ExternalApplyRequestCodec = t.intersection([t.type({ jobAdvertisementId: t.string }), t.partial({ redirectId: t.string })]);

/** POST /candidates/{id}/storage-token/{visibility}. For a download, `fileName` names the document by its id. */
export const StorageTokenRequestCodec = t.type({ tokenType: t.keyof({ upload: null, download: null }), fileName: t.string });
export type StorageTokenRequestDto = t.TypeOf<typeof StorageTokenRequestCodec>;
/** A signed address on this site that works for one file, one purpose and a few minutes (upload: PUT the bytes; download: GET). */
export const StorageTokenCodec = t.type({ presignedUrl: t.string, expiresAt: t.string });

/** A stored file of the candidate (a CV, a cover letter): what GET /candidates/{id}/documents lists and an upload answers. */
export const StoredDocumentCodec = t.type({
  id: t.string,
  fileName: t.string,
  visibility: VisibilityCodec,
  uploadedAt: t.string,
  contentType: t.string,
  size: t.number,
});
export type StoredDocumentDto = t.TypeOf<typeof StoredDocumentCodec>;
export const StoredDocumentListCodec = t.type({ items: t.array(StoredDocumentCodec) });

/**
 * POST /job-advertisements/{slug}/applications answers this (201). Multipart fields: name, email,
 * message, futureConsent and customConsent (1 or 0), language (pl or en), and the CV as a file part
 * `cv`, or (with a candidate's bearer) `documentId`, one of the candidate's documents.
 */
export const ApplicationReceiptCodec = t.type({
  id: t.string,
  status: ApplicationStatusCodec,
  /** A guest's application waits for the link in the e-mail sent to it. */
  emailConfirmationRequired: t.boolean,
  /** The candidate's history item (null for a guest). */
  redirectId: nullable(t.string),
});
export type ApplicationReceiptDto = t.TypeOf<typeof ApplicationReceiptCodec>;

/** PATCH /applications/confirm-email: the token from the e-mail's link. */
export const ConfirmEmailRequestCodec = t.type({ token: t.string });
export const ConfirmedApplicationCodec = t.type({ offerSlug: t.string, offerTitle: t.string });

/** An application as the employer panel lists it. */
export const EmployerApplicationCodec = t.type({
  id: t.string,
  offerSlug: t.string,
  offerTitle: t.string,
  name: t.string,
  email: t.string,
  message: t.string,
  status: ApplicationStatusCodec,
  cv: nullable(t.type({ fileName: t.string, contentType: t.string, size: t.number })),
  futureConsent: t.boolean,
  customConsent: t.boolean,
  appliedAt: t.string,
  statusChangedAt: nullable(t.string),
});
export type EmployerApplicationDto = t.TypeOf<typeof EmployerApplicationCodec>;

export const StatusCountsCodec = t.type({
  new: t.number,
  'in-review': t.number,
  interview: t.number,
  offer: t.number,
  hired: t.number,
  rejected: t.number,
});

/**
 * GET /v2/employer-panel/applications?page&pageSize&status&slug and GET /v1/offers/{slug}/applications:
 * newest first; `counts` per status over the same offers, whatever the status filter.
 */
export const EmployerApplicationPageCodec = t.type({
  items: t.array(EmployerApplicationCodec),
  page: t.number,
  pageSize: t.number,
  total: t.number,
  counts: StatusCountsCodec,
});
export type EmployerApplicationPageDto = t.TypeOf<typeof EmployerApplicationPageCodec>;

/** PATCH /v2/employer-panel/applications/{id}. */
export const StatusChangeRequestCodec = t.type({ status: t.string });

/**
 * The error bodies of this context, by `error`: invalid-application (with `fields`, a problem key
 * per field, as core/applications/apply/applicationRules.ts names them), file-type-not-allowed (415), file-too-large (413), file-name-not-allowed, file-empty,
 * already-applied (409), applies-elsewhere (409), status-not-allowed (409, with `allowed`),
 * link-expired (410), bad-request, not-found, unauthorized, too-many-requests.
 */
export const ApplicationRefusalCodec = t.intersection([
  t.type({ error: t.string, message: t.string }),
  t.partial({ fields: t.record(t.string, t.string), allowed: t.array(ApplicationStatusCodec) }),
]);
