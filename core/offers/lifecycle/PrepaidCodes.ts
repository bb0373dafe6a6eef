import type { ResultAsync } from 'neverthrow';
import type { LifecycleFailure } from './LifecycleFailure.ts';
import type { OfferAccess, OfferPublication } from './OfferDraft.ts';

export type PrepaidCodeStatus = 'available' | 'used' | 'expired';

/** A company's prepaid code: it publishes or extends one offer, once. */
export interface PrepaidCode {
  readonly code: string;
  readonly pricingPlan: string;
  readonly days: number;
  readonly status: PrepaidCodeStatus;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
  readonly usedFor: string | null;
}

/** A code that can be used on this offer now, and what it gives. */
export interface VerifiedCode {
  readonly code: string;
  readonly pricingPlan: string;
  readonly days: number;
  readonly extend: boolean;
}

/** Prepaid codes: the company's list, and publishing or extending an offer with one. */
export interface PrepaidCodes {
  /** GET /v2/employer-panel/codes, newest first. Fails with unauthorized, network-failure, http-failure, bad-gateway-payload. */
  list(): ResultAsync<readonly PrepaidCode[], LifecycleFailure>;
  /**
   * GET /v1/offers/{slug}/verify-code/{code}?token&extend. Fails with code-not-found (404 for a
   * code that is not the company's too), code-used (409), code-expired (410), wrong-offer-status
   * (409), not-found, unauthorized, network-failure, http-failure, bad-gateway-payload.
   */
  verify(access: OfferAccess, code: string, extend: boolean): ResultAsync<VerifiedCode, LifecycleFailure>;
  /**
   * POST /v1/offers/{slug}/publish-with-code?code: the draft goes live at once. Fails as verify,
   * and with offer-incomplete or salary-range-required (422).
   */
  publish(access: OfferAccess, code: string): ResultAsync<OfferPublication, LifecycleFailure>;
  /** POST /v1/offers/{slug}/extend-with-code?code: the code's days added. Fails as verify. */
  extend(access: OfferAccess, code: string): ResultAsync<OfferPublication, LifecycleFailure>;
}
