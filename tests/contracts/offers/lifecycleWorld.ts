import type { ResultAsync } from 'neverthrow';
import { newEmploymentType, type OfferEditorValues } from '../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { offerFormData } from '../../../core/offers/lifecycle/editing/offerFormData.ts';
import type { EmployerOffers } from '../../../core/offers/lifecycle/EmployerOffers.ts';
import type { OfferDictionaries } from '../../../core/offers/lifecycle/OfferDictionaries.ts';
import type { OfferAccess } from '../../../core/offers/lifecycle/OfferDraft.ts';
import type { OfferDrafts } from '../../../core/offers/lifecycle/OfferDrafts.ts';
import type { Payments } from '../../../core/offers/lifecycle/Payments.ts';
import type { PrepaidCodes } from '../../../core/offers/lifecycle/PrepaidCodes.ts';
import type { PricingPlans } from '../../../core/offers/lifecycle/PricingPlans.ts';

/** The lifecycle ports as one caller sees them. */
export interface LifecyclePorts {
  readonly drafts: OfferDrafts;
  readonly offers: EmployerOffers;
  readonly codes: PrepaidCodes;
  readonly payments: Payments;
}

/** What the lifecycle contracts need of a world: employers of new companies, guests, the tenant's dictionaries, and the payment provider's buttons. */
export interface LifecycleWorld {
  /** A logged-in employer of a new company (with its welcome code). */
  readonly employer: () => Promise<LifecyclePorts>;
  /** The same ports without a login. */
  readonly guest: () => Promise<LifecyclePorts>;
  readonly pricing: () => PricingPlans;
  readonly dictionaries: () => OfferDictionaries;
  /** An active plan's slug. */
  readonly plan: string;
  /** What the provider's Pay or Decline does to a payment. */
  readonly settle: (paymentId: string, decision: 'paid' | 'declined') => Promise<void>;
}

export const ok = async <T, E>(result: ResultAsync<T, E>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw new Error(`expected success, got ${JSON.stringify(settled.error)}`);
  return settled.value;
};
export const failure = async <T, E>(result: ResultAsync<T, E>): Promise<E> => {
  const settled = await result;
  if (settled.isOk()) throw new Error(`expected a failure, got ${JSON.stringify(settled.value)}`);
  return settled.error;
};

/** A complete editor form in the tenant's own dictionaries, each contract with its salary range. */
export async function completeValues(
  dictionaries: OfferDictionaries,
  marker: string,
  overrides: Partial<OfferEditorValues> = {},
): Promise<OfferEditorValues> {
  const words = await ok(dictionaries.load('en'));
  const category = words.categories.find((candidate) => candidate.children.length > 0) ?? words.categories[0];
  if (!category || !words.cities[0]) throw new Error('the world has no categories or cities');
  return {
    title: `Senior ${marker} Engineer`,
    body: `<p>Build things with ${marker}.</p>`,
    categoryId: String(category.value),
    subcategoryId: category.children[0] ? String(category.children[0].value) : '',
    city: words.cities[0].value,
    street: 'Marszałkowska 1',
    latitude: '',
    longitude: '',
    experienceLevel: 'senior',
    workplaceType: 'remote',
    workingTime: 'full_time',
    employmentTypes: [{ ...newEmploymentType('b2b'), from: '20 000', to: '28000' }],
    requiredSkills: [{ name: 'TypeScript', level: 4 }],
    optionalSkills: [],
    applyUrl: '',
    applyEmail: 'jobs@example.com',
    contactEmail: 'hr@example.com',
    contactName: 'Ada',
    contactPhone: '',
    informationClause: 'We process your data to recruit.',
    futureConsent: { text: '', enabled: false },
    customConsent: { text: 'I agree to be contacted.', enabled: true },
    remoteInterview: true,
    openToHireUkrainians: false,
    companyName: `Company ${marker}`,
    companySize: '50-100',
    companyUrl: 'https://example.com/',
    logo: null,
    ...overrides,
  };
}

let markers = 0;
export const newMarker = () => `Qzcontract${Date.now().toString(36)}x${++markers}`;

/** A draft of the employer's company with a complete form. */
export async function completeDraft(
  world: LifecycleWorld,
  ports: LifecyclePorts,
  overrides: Partial<OfferEditorValues> = {},
): Promise<OfferAccess & { marker: string }> {
  const marker = newMarker();
  const { slug } = await ok(ports.drafts.initiate(world.plan));
  await ok(ports.drafts.save({ slug }, offerFormData(await completeValues(world.dictionaries(), marker, overrides))));
  return { slug, marker };
}

/** The welcome code every new company gets. */
export async function welcomeCode(ports: LifecyclePorts): Promise<string> {
  const code = (await ok(ports.codes.list())).find((candidate) => candidate.status === 'available');
  if (!code) throw new Error('no available code');
  return code.code;
}
