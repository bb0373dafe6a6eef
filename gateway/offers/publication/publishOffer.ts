import type { Kysely } from 'kysely';
import type { OfferFieldsDto } from '../../../contract/offerLifecycle.ts';
import type { Schema } from '../../db/Schema.ts';
import { insertPublicCompany } from '../../employer/employerAccounts.ts';
import type { ReferenceData } from '../../listing/referenceData.ts';
import { logoUrl, type OfferRow } from '../draft/offerDrafts.ts';
import { publicationProblem } from '../../../core/offers/lifecycle/editing/publicationProblem.ts';
import type { PublicationProblem } from './completeness.ts';
import { toOffersRow } from './offersRow.ts';

type Db = Kysely<Schema>;
const DAY_MS = 86_400_000;

export interface PublicationContext {
  readonly reference: ReferenceData;
  readonly now: Date;
}

export type Published = { readonly kind: 'published'; readonly offer: OfferRow };
export type PublishOutcome = Published | PublicationProblem;

/**
 * The company's public face takes what the offer says about it (size, site, logo), and a guest's
 * offer gets a company of its own, named as the form says: the listing shows every offer under a company.
 */
async function companyOf(db: Db, offer: OfferRow, form: OfferFieldsDto): Promise<{ id: number; name: string }> {
  const id = offer.company_id ?? (await insertPublicCompany(db, form.company_name ?? '')).id;
  const logo = logoUrl(offer);
  const face = {
    ...(form.company_size ? { size: form.company_size } : {}),
    ...(form.company_url ? { url: form.company_url } : {}),
    ...(logo ? { logo } : {}),
  };
  if (Object.keys(face).length > 0) await db.updateTable('companies').set(face).where('id', '=', id).execute();
  const company = await db.selectFrom('companies').select(['id', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
  return company;
}

/** Writes (or rewrites) the listing's copy: search, the offer page and alert digests see it once the transaction commits. */
async function writeListingCopy(db: Db, offer: OfferRow, publishedAt: Date, context: PublicationContext): Promise<PublishOutcome> {
  const form = offer.form;
  const problem = publicationProblem(form);
  if (problem) return problem;
  const city = context.reference.cityBySlug.get(form.city ?? '');
  if (!city) return { kind: 'offer-incomplete', missing: ['city'] };
  const company = await companyOf(db, offer, form);
  const row = toOffersRow(form, {
    id: offer.id,
    slug: offer.slug,
    tenantId: offer.tenant_id,
    companyId: company.id,
    companyName: company.name,
    city,
    publishedAt,
  });
  const { id: _id, ...changes } = row;
  await db
    .insertInto('offers')
    .values(row)
    .onConflict((oc) => oc.column('id').doUpdateSet(changes))
    .execute();
  return { kind: 'published', offer: { ...offer, company_id: company.id } };
}

/** A draft (or a paid one) goes live for `days` from now. */
export async function publishOffer(db: Db, offer: OfferRow, days: number, context: PublicationContext): Promise<PublishOutcome> {
  const outcome = await writeListingCopy(db, offer, context.now, context);
  if (outcome.kind !== 'published') return outcome;
  const expiresAt = new Date(context.now.getTime() + days * DAY_MS);
  const updated = await db
    .updateTable('employer_offers')
    .set({
      status: 'published',
      company_id: outcome.offer.company_id,
      published_at: context.now,
      expires_at: expiresAt,
      finished_at: null,
      credit_days: null,
      updated_at: context.now,
    })
    .where('id', '=', offer.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { kind: 'published', offer: updated as OfferRow };
}

/**
 * More days: a published offer runs `days` longer; an expired one goes live again for `days` from now.
 * Callers check the status first (only these two can be extended).
 */
export async function extendOffer(db: Db, offer: OfferRow, days: number, context: PublicationContext): Promise<PublishOutcome> {
  if (offer.status === 'expired') return publishOffer(db, offer, days, context);
  const from = offer.expires_at === null ? context.now : new Date(offer.expires_at);
  const updated = await db
    .updateTable('employer_offers')
    .set({ expires_at: new Date(Math.max(from.getTime(), context.now.getTime()) + days * DAY_MS), updated_at: context.now })
    .where('id', '=', offer.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { kind: 'published', offer: updated as OfferRow };
}

/** After an edit of a live offer: the listing's copy follows, keeping its publication date. */
export async function refreshListingCopy(db: Db, offer: OfferRow, context: PublicationContext): Promise<PublishOutcome> {
  return writeListingCopy(db, offer, offer.published_at === null ? context.now : new Date(offer.published_at), context);
}

/** The offer leaves search, the offer page and digests at once. */
export async function withdrawListingCopy(db: Db, offerId: string): Promise<void> {
  await db.deleteFrom('offers').where('id', '=', offerId).execute();
}
