import type { Insertable, Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';
import type { PricingPlansTable, TestimonialsTable } from '../tables.ts';

/**
 * The demo pricing of each tenant, in both languages: written by the seed for a new database and by
 * migration 0008 for a data folder that existed before it. Upserted by key and never overwritten, so
 * a price changed in the database stays changed.
 */
type PlanRow = Insertable<PricingPlansTable>;
type TestimonialRow = Insertable<TestimonialsTable>;

const VAT = 23;

interface PlanSpec {
  readonly slug: string;
  readonly names: { pl: string; en: string };
  readonly net: number;
  readonly oldNet?: number;
  readonly days: number;
  readonly recommended?: boolean;
  readonly graphics?: boolean;
  readonly active?: boolean;
  readonly tags: readonly string[];
  readonly features: { pl: readonly string[]; en: readonly string[] };
}

const features = {
  basic: {
    pl: ['Publikacja przez 30 dni', 'Jedna lokalizacja', 'Statystyki wyświetleń i kliknięć'],
    en: ['Published for 30 days', 'One location', 'View and click statistics'],
  },
  standard: {
    pl: ['Publikacja przez 30 dni', 'Do 3 lokalizacji', 'Oferta w alertach e-mail kandydatów', 'Statystyki wyświetleń i kliknięć'],
    en: ['Published for 30 days', 'Up to 3 locations', 'Sent in candidates’ e-mail alerts', 'View and click statistics'],
  },
  premium: {
    pl: [
      'Publikacja przez 45 dni',
      'Do 10 lokalizacji',
      'Oferta w alertach e-mail kandydatów',
      'Wyróżnienie graficzne',
      'Statystyki wyświetleń i kliknięć',
    ],
    en: ['Published for 45 days', 'Up to 10 locations', 'Sent in candidates’ e-mail alerts', 'Graphic highlight', 'View and click statistics'],
  },
  start: { pl: ['Publikacja przez 14 dni'], en: ['Published for 14 days'] },
} as const;

const plansIn = (prices: { basic: number; standard: number; standardOld: number; premium: number; start: number }): PlanSpec[] => [
  { slug: 'basic', names: { pl: 'Basic', en: 'Basic' }, net: prices.basic, days: 30, tags: [], features: features.basic },
  {
    slug: 'standard',
    names: { pl: 'Standard', en: 'Standard' },
    net: prices.standard,
    oldNet: prices.standardOld,
    days: 30,
    recommended: true,
    tags: ['popular'],
    features: features.standard,
  },
  {
    slug: 'premium',
    names: { pl: 'Premium', en: 'Premium' },
    net: prices.premium,
    days: 45,
    graphics: true,
    tags: ['graphics'],
    features: features.premium,
  },
  {
    slug: 'start',
    names: { pl: 'Start (wycofany)', en: 'Start (retired)' },
    net: prices.start,
    days: 14,
    active: false,
    tags: [],
    features: features.start,
  },
];

/** Prices in whole units of the currency, net of VAT. */
const tenantPricing: ReadonlyArray<{ tenantId: string; currency: 'PLN' | 'EUR'; plans: PlanSpec[] }> = [
  { tenantId: 'jobboard', currency: 'PLN', plans: plansIn({ basic: 449, standard: 649, standardOld: 799, premium: 999, start: 299 }) },
  { tenantId: 'engineers', currency: 'PLN', plans: plansIn({ basic: 349, standard: 499, standardOld: 599, premium: 799, start: 249 }) },
  { tenantId: 'design', currency: 'EUR', plans: plansIn({ basic: 99, standard: 149, standardOld: 179, premium: 229, start: 69 }) },
];

/** The promotion of the recommended plan runs until the end of 2027; after it, its old price is no longer shown. */
const PROMOTION_DEADLINE = new Date('2027-12-31T22:59:59Z');

export function pricingPlanRows(): PlanRow[] {
  return tenantPricing.flatMap(({ tenantId, currency, plans }) =>
    plans.map((plan, position) => ({
      tenant_id: tenantId,
      slug: plan.slug,
      position,
      currency,
      net_minor: plan.net * 100,
      old_net_minor: plan.oldNet === undefined ? null : plan.oldNet * 100,
      tax_rate_percent: VAT,
      publication_days: plan.days,
      recommended: plan.recommended ?? false,
      enable_graphics: plan.graphics ?? false,
      active: plan.active ?? true,
      promotion_deadline: plan.oldNet === undefined ? null : PROMOTION_DEADLINE,
      names: JSON.stringify(plan.names),
      features: JSON.stringify(plan.features),
      tags: JSON.stringify(plan.tags),
    })),
  );
}

const quotes: ReadonlyArray<Omit<TestimonialRow, 'tenant_id' | 'id' | 'position'>> = [
  {
    author: 'Agnieszka Nowak',
    company: 'Vistula Soft',
    roles: JSON.stringify({ pl: 'Kierowniczka rekrutacji', en: 'Head of recruitment' }),
    quotes: JSON.stringify({
      pl: 'Pierwsze aplikacje przyszły tego samego dnia, a widełki w ogłoszeniu odsiały rozmowy, które i tak by się nie udały.',
      en: 'The first applications came the same day, and the salary range in the ad saved us the interviews that would not have worked anyway.',
    }),
  },
  {
    author: 'Tomasz Wiśniewski',
    company: 'Amber Labs',
    roles: JSON.stringify({ pl: 'CTO', en: 'CTO' }),
    quotes: JSON.stringify({
      pl: 'Ogłoszenie napisaliśmy w kwadrans, a statystyki pokazały, które miasto warto dodać.',
      en: 'We wrote the offer in fifteen minutes, and the statistics showed which city was worth adding.',
    }),
  },
  {
    author: 'Julia Kowalczyk',
    company: 'Nimbus Digital',
    roles: JSON.stringify({ pl: 'Specjalistka HR', en: 'HR specialist' }),
    quotes: JSON.stringify({
      pl: 'Kody prepaid pozwalają nam przedłużać oferty bez czekania na fakturę.',
      en: 'Prepaid codes let us extend offers without waiting for an invoice.',
    }),
  },
];

export function testimonialRows(): TestimonialRow[] {
  return tenantPricing.flatMap(({ tenantId }) =>
    quotes.map((quote, position) => ({ ...quote, id: `${tenantId}-${position + 1}`, tenant_id: tenantId, position })),
  );
}

/** Writes the plans and testimonials that are missing; existing rows stay as they are. */
export async function upsertPricingCatalogue(db: Kysely<Schema> | Kysely<unknown>): Promise<void> {
  const typed = db as unknown as Kysely<{ pricing_plans: PricingPlansTable; testimonials: TestimonialsTable }>;
  await typed
    .insertInto('pricing_plans')
    .values(pricingPlanRows())
    .onConflict((oc) => oc.columns(['tenant_id', 'slug']).doNothing())
    .execute();
  await typed
    .insertInto('testimonials')
    .values(testimonialRows())
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
