import { sql, type Kysely } from 'kysely';
import type { OfferConsentDto } from '../../contract/offerLifecycle.ts';
import type { Schema } from '../db/Schema.ts';
import { OFFER_KEY_PATTERN } from '../listing/offerQuery.ts';

type Db = Kysely<Schema>;

/** A published employer's offer as applying needs it: where it applies, and the clause and consents it asks. */
export interface ApplyingOffer {
  readonly id: string;
  readonly slug: string;
  readonly companyId: number;
  readonly title: string;
  readonly companyName: string;
  readonly applyUrl: string | null;
  readonly applyEmail: string | null;
  readonly informationClause: string | null;
  readonly futureConsent: OfferConsentDto | null;
  readonly customConsent: OfferConsentDto | null;
}

/** The tenant's published employer offer with this slug (in search, so it takes applications now), or undefined. */
export async function findApplyingOffer(db: Db, tenantId: string, slug: string): Promise<ApplyingOffer | undefined> {
  if (!OFFER_KEY_PATTERN.test(slug)) return undefined;
  const row = await db
    .selectFrom('offers as o')
    .innerJoin('employer_offers as eo', 'eo.id', 'o.id')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .select(['o.id', 'o.slug', 'o.title', 'c.name as company_name', 'eo.company_id', 'eo.form'])
    .where('o.tenant_id', '=', tenantId)
    .where('o.slug', '=', slug)
    .where('eo.status', '=', 'published')
    .executeTakeFirst();
  if (!row || row.company_id === null) return undefined;
  const form = row.form;
  return {
    id: row.id,
    slug: row.slug,
    companyId: row.company_id,
    title: row.title,
    companyName: form.company_name ?? row.company_name,
    applyUrl: form.apply_url,
    applyEmail: form.apply_email,
    informationClause: form.information_clause,
    futureConsent: form.future_consent,
    customConsent: form.custom_consent,
  };
}

/** Whether a consent is asked: enabled, with words to read. */
export const asks = (consent: OfferConsentDto | null): consent is OfferConsentDto =>
  consent !== null && consent.enabled && consent.text.trim() !== '';

/** Any offer in the tenant's search (an employer's or a demo one) by its id or slug: what a history item keeps of it. */
export async function findListedOffer(
  db: Db,
  tenantId: string,
  key: { readonly id: string } | { readonly slug: string },
): Promise<{ id: string; slug: string; title: string; companyName: string } | undefined> {
  if ('slug' in key && !OFFER_KEY_PATTERN.test(key.slug)) return undefined;
  const row = await db
    .selectFrom('offers as o')
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .leftJoin('employer_offers as eo', 'eo.id', 'o.id')
    .select(['o.id', 'o.slug', 'o.title', sql<string>`coalesce(eo.form->>'company_name', c.name)`.as('company_name')])
    .where('o.tenant_id', '=', tenantId)
    .where('id' in key ? 'o.id' : 'o.slug', '=', 'id' in key ? key.id : key.slug)
    .executeTakeFirst();
  return row && { id: row.id, slug: row.slug, title: row.title, companyName: row.company_name };
}
