import { OfferRefusalCodec } from '../../../contract/offerLifecycle.ts';
import type { LifecycleFailure } from '../../../core/offers/lifecycle/LifecycleFailure.ts';
import type { OfferStatus } from '../../../core/offers/lifecycle/OfferDraft.ts';
import { errorBody, plainRefusal } from '../answers.ts';
import type { GatewayAnswer } from '../GatewayHttpClient.ts';

const STATUSES: readonly string[] = ['draft', 'paid', 'published', 'finished', 'expired'];
const statusOf = (value: unknown): OfferStatus | null => (typeof value === 'string' && STATUSES.includes(value) ? (value as OfferStatus) : null);
const list = (fields: unknown): string[] => (Array.isArray(fields) ? fields.filter((field): field is string => typeof field === 'string') : []);

/**
 * The lifecycle's refusals as the port's failure kinds, by the body's `error` code (the HTTP
 * status alone cannot tell "code used" from "wrong status", both 409): statuses and codes are read
 * here, never in core.
 */
export function lifecycleRefusal(answer: GatewayAnswer): LifecycleFailure {
  const body = errorBody(answer, OfferRefusalCodec);
  if (answer.status === 429) return { kind: 'too-many-requests' };
  switch (body?.error) {
    case 'invalid-offer':
      return { kind: 'invalid-offer', fields: body.fields !== undefined && !Array.isArray(body.fields) ? body.fields : {} };
    case 'offer-incomplete':
      return { kind: 'offer-incomplete', missing: list(body.fields) };
    case 'salary-range-required':
      return { kind: 'salary-range-required', employmentTypes: list(body.fields).map((field) => field.replace(/^employment_types\./, '')) };
    case 'unknown-plan':
      return { kind: 'unknown-plan' };
    case 'wrong-offer-status':
    case 'not-published':
    case 'offer-active':
      return { kind: 'wrong-offer-status', status: statusOf(body.status) };
    case 'code-not-found':
      return { kind: 'code-not-found' };
    case 'code-used':
      return { kind: 'code-used' };
    case 'code-expired':
      return { kind: 'code-expired' };
    case 'payment-provider-unavailable':
      return { kind: 'payment-provider-unavailable' };
    default:
      if (answer.status === 400) return body ? { kind: 'invalid-input', message: body.message } : { kind: 'invalid-input' };
      return plainRefusal(answer);
  }
}
