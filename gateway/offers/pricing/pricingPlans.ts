import type { Kysely, Selectable } from 'kysely';
import type { PricingPlanDto } from '../../../contract/pricing.ts';
import type { Schema } from '../../db/Schema.ts';
import { ratesToPln } from '../../listing/currencyRates.ts';
import type { PricingPlansTable } from '../tables.ts';

type Db = Kysely<Schema>;
export type PlanRow = Selectable<PricingPlansTable>;
export type Language = 'pl' | 'en';

export function findPlan(db: Db, tenantId: string, slug: string): Promise<PlanRow | undefined> {
  return db.selectFrom('pricing_plans').selectAll().where('tenant_id', '=', tenantId).where('slug', '=', slug).executeTakeFirst();
}

/** An active plan of the tenant by slug; undefined for an unknown or retired one. */
export async function findActivePlan(db: Db, tenantId: string, slug: string): Promise<PlanRow | undefined> {
  const plan = await findPlan(db, tenantId, slug);
  return plan?.active ? plan : undefined;
}

export function listPlans(db: Db, tenantId: string, activeOnly: boolean): Promise<PlanRow[]> {
  return db
    .selectFrom('pricing_plans')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .$if(activeOnly, (q) => q.where('active', '=', true))
    .orderBy('position')
    .execute();
}

/** The tenant's recommended active plan (the welcome code's), or its first active one. */
export async function recommendedPlan(db: Db, tenantId: string): Promise<PlanRow | undefined> {
  const plans = await listPlans(db, tenantId, true);
  return plans.find((plan) => plan.recommended) ?? plans[0];
}

/** Net, tax and gross in minor units: tax rounded half up to the minor unit, gross their sum. */
export function amountsOf(netMinor: number, taxRatePercent: number): { net: number; tax: number; gross: number } {
  const tax = Math.round((netMinor * taxRatePercent) / 100);
  return { net: netMinor, tax, gross: netMinor + tax };
}

const major = (minor: number) => minor / 100;

/** The plan as the pricing page shows it; an old price only while its promotion runs. */
export function toPlanDto(row: PlanRow, lang: Language, now: Date): PricingPlanDto {
  const current = amountsOf(row.net_minor, row.tax_rate_percent);
  const deadline = row.promotion_deadline === null ? null : new Date(row.promotion_deadline);
  const promoted = row.old_net_minor !== null && (deadline === null || deadline.getTime() > now.getTime());
  const old = promoted && row.old_net_minor !== null ? amountsOf(row.old_net_minor, row.tax_rate_percent) : null;
  const netEur = row.currency === 'EUR' ? current.net : Math.round(current.net / ratesToPln.eur);
  return {
    slug: row.slug,
    name: row.names[lang],
    price: {
      net: major(current.net),
      netEur: major(netEur),
      gross: major(current.gross),
      tax: major(current.tax),
      oldNet: old && major(old.net),
      oldGross: old && major(old.gross),
      oldTax: old && major(old.tax),
      currency: row.currency,
    },
    features: [...row.features[lang]],
    recommended: row.recommended,
    promotionDeadline: promoted && deadline ? deadline.toISOString() : null,
    tags: [...row.tags],
    enableGraphics: row.enable_graphics,
    publicationDays: row.publication_days,
    active: row.active,
  };
}
