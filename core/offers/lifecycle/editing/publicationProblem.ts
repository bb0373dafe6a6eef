import type { OfferIncomplete, SalaryRangeRequired } from '../LifecycleFailure.ts';
import type { OfferFields } from '../OfferDraft.ts';
import { payTransparencyProblem } from './payTransparency.ts';

/** Fields an offer must have before it goes live: the editor, the use cases and the gateway check the same. */
export const REQUIRED_FOR_PUBLICATION = [
  'title',
  'body',
  'category_id',
  'city',
  'experience_level',
  'workplace_type',
  'working_time',
  'company_name',
] as const;
/**
 * Why these fields cannot go live yet, or null: first what is missing (at least one contract
 * included), then pay transparency. An offer without an apply address or e-mail takes its
 * applications on the board (docs/applications.md).
 */
export function publicationProblem(
  fields: Pick<OfferFields, (typeof REQUIRED_FOR_PUBLICATION)[number] | 'employment_types'>,
): OfferIncomplete | SalaryRangeRequired | null {
  const missing: string[] = REQUIRED_FOR_PUBLICATION.filter((key) => fields[key] === null || fields[key] === '');
  if (fields.employment_types.length === 0) missing.push('employment_types');
  if (missing.length > 0) return { kind: 'offer-incomplete', missing };
  return payTransparencyProblem(fields.employment_types);
}
