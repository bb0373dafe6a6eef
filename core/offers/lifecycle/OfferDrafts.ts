import type { ResultAsync } from 'neverthrow';
import type { LifecycleFailure } from './LifecycleFailure.ts';
import type { InitiatedOffer, OfferAccess, OfferDraft, OfferSaved } from './OfferDraft.ts';

/** A logo chosen in the editor: a browser File fits this shape. */
export interface LogoUpload {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

/** The editor's form as form fields (platform.md 5), built by `offerFormData`, and the logo file when one was chosen. */
export interface OfferFormData {
  readonly fields: ReadonlyArray<readonly [name: string, value: string]>;
  readonly logo: LogoUpload | null;
}

/** The offers an employer writes, from the first draft on. */
export interface OfferDrafts {
  /**
   * POST /v1/offers/initiate {pricing_plan} (anonymous or as an employer, whose company then owns
   * it). Fails with unknown-plan (400), too-many-requests (429), unauthorized (a stale employer
   * token), network-failure, http-failure, bad-gateway-payload.
   */
  initiate(pricingPlan: string): ResultAsync<InitiatedOffer, LifecycleFailure>;
  /** GET /v1/offers/{slug}[?token]. Fails with not-found (also: not yours), unauthorized, network-failure, http-failure, bad-gateway-payload. */
  load(access: OfferAccess): ResultAsync<OfferDraft, LifecycleFailure>;
  /**
   * PATCH /v1/offers/{slug} as multipart form fields (the logged-in employer's editor, with the
   * logo). Fails with invalid-offer (400, by field), offer-incomplete or salary-range-required (422:
   * a published offer must stay complete), not-found, unauthorized, network-failure, http-failure,
   * bad-gateway-payload.
   */
  save(access: OfferAccess, form: OfferFormData): ResultAsync<OfferSaved, LifecycleFailure>;
}
