import type { GatewayFailure, InvalidInput, TooManyRequests } from '../../shared/Failure.ts';
import type { OfferStatus } from './OfferDraft.ts';

/** The gateway refused the form: a sentence per field, by the field's wire name. */
export type InvalidOffer = { readonly kind: 'invalid-offer'; readonly fields: Readonly<Record<string, string>> };
/** Publication needs these fields first. */
export type OfferIncomplete = { readonly kind: 'offer-incomplete'; readonly missing: readonly string[] };
/** Pay transparency (EU directive 2023/970): these contracts have no salary range yet. */
export type SalaryRangeRequired = { readonly kind: 'salary-range-required'; readonly employmentTypes: readonly string[] };
export type UnknownPlan = { readonly kind: 'unknown-plan' };
/** The offer is not in a state this step accepts (publish a draft, extend a published one, finish a published one, delete one that is not published). */
export type WrongOfferStatus = { readonly kind: 'wrong-offer-status'; readonly status: OfferStatus | null };
export type CodeNotFound = { readonly kind: 'code-not-found' };
export type CodeUsed = { readonly kind: 'code-used' };
export type CodeExpired = { readonly kind: 'code-expired' };
export type PaymentProviderUnavailable = { readonly kind: 'payment-provider-unavailable' };

/** Every failure of the offer lifecycle's calls. */
export type LifecycleFailure =
  | InvalidOffer
  | OfferIncomplete
  | SalaryRangeRequired
  | UnknownPlan
  | WrongOfferStatus
  | CodeNotFound
  | CodeUsed
  | CodeExpired
  | InvalidInput
  | PaymentProviderUnavailable
  | TooManyRequests
  | GatewayFailure;

export const invalidLifecycleInput: InvalidInput = { kind: 'invalid-input' };
