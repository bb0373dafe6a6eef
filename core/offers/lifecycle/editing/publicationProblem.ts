import type { OfferIncomplete, SalaryRangeRequired } from '../LifecycleFailure.ts';
import type { OfferFields } from '../OfferDraft.ts';
import { payTransparencyProblem } from './payTransparency.ts';

/** Fields an offer must have before it goes live (as the gateway's completeness check names them). */
export const REQUIRED_FOR_PUBLICATION = ['title', 'body', 'category_id', 'city', 'experience_level', 'workplace_type', 'working_time', 'company_name'] as const;
/** Either address for applications does. */
export const APPLY_CHANNEL = 'apply_url or apply_email';

/**
 * Why these fields cannot go live yet, or null: first what is missing (at least one contract and a
 * way to apply included), then pay transparency.
 */
export function publicationProblem(fields: OfferFields): OfferIncomplete | SalaryRangeRequired | null {
  const missing: string[] = REQUIRED_FOR_PUBLICATION.filter((key) => fields[key] === null || fields[key] === '');
  if (fields.employment_types.length === 0) missing.push('employment_types');
  if (fields.apply_url === null && fields.apply_email === null) missing.push(APPLY_CHANNEL);
  if (missing.length > 0) return { kind: 'offer-incomplete', missing };
  return payTransparencyProblem(fields.employment_types);
}
