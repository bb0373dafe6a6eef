import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { readOfferFormData } from '../../../core/offers/lifecycle/editing/readOfferFormData.ts';
import type { LifecycleFailure } from '../../../core/offers/lifecycle/LifecycleFailure.ts';
import {
  emptyOfferFields,
  type InitiatedOffer,
  type OfferAccess,
  type OfferDraft,
  type OfferSaved,
} from '../../../core/offers/lifecycle/OfferDraft.ts';
import type { OfferDrafts, OfferFormData } from '../../../core/offers/lifecycle/OfferDrafts.ts';
import { publicationProblem } from '../../../core/offers/lifecycle/editing/publicationProblem.ts';
import type { Caller, OfferLedgerInMemory } from './OfferLedgerInMemory.ts';

/** Drafts in memory: the form read back from its fields as the gateway reads them, checked against the dictionaries. */
export class OfferDraftsInMemory implements OfferDrafts {
  /** Every form saved, in order (the shaped fields as sent). */
  readonly saved: OfferFormData[] = [];

  constructor(
    private readonly ledger: OfferLedgerInMemory,
    /** Who calls: read at each call, as the gateway reads the bearer. */
    private readonly caller: () => Caller,
  ) {}

  initiate(pricingPlan: string): ResultAsync<InitiatedOffer, LifecycleFailure> {
    const caller = this.caller();
    if (caller === 'invalid') return errAsync({ kind: 'unauthorized' });
    if (!this.ledger.options.plans.some((plan) => plan.slug === pricingPlan && plan.active)) return errAsync({ kind: 'unknown-plan' });
    const slug = this.ledger.next('offer');
    const token = this.ledger.next('token').padEnd(43, 'x');
    const now = this.ledger.iso();
    const draft: OfferDraft = {
      ...emptyOfferFields(),
      id: slug,
      slug,
      status: 'draft',
      pricing_plan: pricingPlan,
      company_logo: null,
      created_at: now,
      updated_at: now,
      published_at: null,
      expires_at: null,
      finished_at: null,
    };
    this.ledger.offers.set(slug, { draft, companyId: caller?.companyId ?? null, token, deleted: false });
    return okAsync({ slug, token });
  }

  load(access: OfferAccess): ResultAsync<OfferDraft, LifecycleFailure> {
    if (this.caller() === 'invalid') return errAsync({ kind: 'unauthorized' });
    const offer = this.ledger.open(access, this.caller());
    return offer ? okAsync(offer.draft) : errAsync({ kind: 'not-found' });
  }

  save(access: OfferAccess, form: OfferFormData): ResultAsync<OfferSaved, LifecycleFailure> {
    const caller = this.caller();
    if (caller === null || caller === 'invalid') return errAsync({ kind: 'unauthorized' });
    const offer = this.ledger.open(access, this.caller());
    if (!offer) return errAsync({ kind: 'not-found' });
    const fields = readOfferFormData(form.fields);
    const problems = this.problems(fields);
    if (Object.keys(problems).length > 0) return errAsync({ kind: 'invalid-offer', fields: problems });
    const problem = offer.draft.status === 'published' ? publicationProblem(fields) : null;
    if (problem) return errAsync(problem);
    this.saved.push(form);
    offer.draft = { ...offer.draft, ...fields, updated_at: this.ledger.iso(), ...(form.logo ? { company_logo: `/logos/${offer.draft.slug}` } : {}) };
    return okAsync({ id: offer.draft.id, slug: offer.draft.slug, status: offer.draft.status });
  }

  private problems(fields: ReturnType<typeof readOfferFormData>): Record<string, string> {
    const { dictionaries } = this.ledger.options;
    const problems: Record<string, string> = {};
    const categories = dictionaries.categories.flatMap((category) => [category.value, ...category.children.map((child) => child.value)]);
    if (fields.city !== null && !dictionaries.cities.some((city) => city.value === fields.city))
      problems['city'] = `city: ${fields.city} is not a city slug.`;
    if (fields.category_id !== null && !categories.includes(fields.category_id))
      problems['category_id'] = `category_id: ${fields.category_id} is not a category.`;
    return problems;
  }
}
