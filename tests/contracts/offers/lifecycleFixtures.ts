import type { EditorDictionaries } from '../../../core/offers/lifecycle/OfferDictionaries.ts';
import type { PricingPlan, Testimonial } from '../../../core/offers/lifecycle/PricingPlans.ts';

const price = (net: number) => ({
  net,
  netEur: Math.round((net / 4.3) * 100) / 100,
  gross: Math.round(net * 123) / 100,
  tax: Math.round(net * 23) / 100,
  oldNet: null,
  oldGross: null,
  oldTax: null,
  currency: 'PLN',
});

/** Plans as the seed has them: three sold, the middle one recommended, and a retired one. */
export const fixturePlans: readonly PricingPlan[] = [
  {
    slug: 'basic',
    name: 'Basic',
    price: price(499),
    features: ['30 days in search'],
    recommended: false,
    promotionDeadline: null,
    tags: [],
    enableGraphics: false,
    publicationDays: 30,
    active: true,
  },
  {
    slug: 'standard',
    name: 'Standard',
    price: price(899),
    features: ['30 days in search', 'Top of the list for 7 days'],
    recommended: true,
    promotionDeadline: null,
    tags: ['bestseller'],
    enableGraphics: false,
    publicationDays: 30,
    active: true,
  },
  {
    slug: 'premium',
    name: 'Premium',
    price: price(1499.5),
    features: ['45 days in search'],
    recommended: false,
    promotionDeadline: null,
    tags: ['graphics'],
    enableGraphics: true,
    publicationDays: 45,
    active: true,
  },
  {
    slug: 'start',
    name: 'Start (retired)',
    price: price(199),
    features: [],
    recommended: false,
    promotionDeadline: null,
    tags: [],
    enableGraphics: false,
    publicationDays: 14,
    active: false,
  },
];

export const fixtureTestimonials: readonly Testimonial[] = [
  { id: 't1', author: 'Ada Lovelace', role: 'CTO', company: 'Engines', quote: 'We hired in two weeks.', avatarUrl: null },
];

export const fixtureDictionaries: EditorDictionaries = {
  categories: [
    {
      value: 1,
      label: 'Backend',
      children: [
        { value: 11, label: 'Java' },
        { value: 12, label: 'Node.js' },
      ],
    },
    { value: 2, label: 'Testing', children: [] },
  ],
  cities: [
    { value: 'warszawa', label: 'Warszawa' },
    { value: 'krakow', label: 'Kraków' },
  ],
  employmentTypes: ['permanent', 'b2b', 'mandate_contract', 'contract', 'internship'].map((value) => ({ value, label: value })),
  currencies: ['pln', 'eur', 'usd'].map((value) => ({ value, label: value.toUpperCase() })),
  experienceLevels: ['trainee', 'junior', 'mid', 'senior', 'manager'],
  workplaceTypes: ['remote', 'hybrid', 'office'],
  workingTimes: ['full_time', 'part_time', 'practice_internship', 'freelance'],
};
