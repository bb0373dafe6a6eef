import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { OfferDraftDto, OfferFieldsDto, OfferStatus } from '../../../contract/offerLifecycle.ts';
import type { Schema } from '../../db/Schema.ts';
import type { EmployerOffersTable } from '../tables.ts';
import { emptyOfferFields } from '../../../core/offers/lifecycle/OfferDraft.ts';
import { OPAQUE_TOKEN_PATTERN, newOpaqueToken, tokenHash } from '../../http/opaqueTokens.ts';
import { iso } from '../../db/iso.ts';

type Db = Kysely<Schema>;
export type OfferRow = Selectable<EmployerOffersTable> & { status: OfferStatus };

/** `offer-` and 16 hex digits: fixed at initiation, it is also the published offer's slug. */
export const DRAFT_SLUG_PATTERN = /^offer-[0-9a-f]{16}$/;

export interface NewOffer {
  readonly tenantId: string;
  readonly pricingPlan: string;
  readonly companyId: number | null;
  readonly userId: string | null;
  readonly companyName: string | null;
  /** The company's default information clause and consents, copied into the new draft. */
  readonly clauses?: Pick<OfferFieldsDto, 'information_clause' | 'future_consent' | 'custom_consent'> | null;
  readonly now: Date;
}

/** A new draft and its edit token (returned once, stored as a hash). */
export async function initiateOffer(db: Db, offer: NewOffer): Promise<{ id: string; slug: string; token: string }> {
  const id = randomUUID();
  const slug = `offer-${randomBytes(8).toString('hex')}`;
  const token = newOpaqueToken();
  await db
    .insertInto('employer_offers')
    .values({
      id,
      slug,
      tenant_id: offer.tenantId,
      company_id: offer.companyId,
      created_by: offer.userId,
      edit_token_hash: tokenHash(token),
      pricing_plan: offer.pricingPlan,
      status: 'draft',
      form: JSON.stringify({ ...emptyOfferFields(), company_name: offer.companyName, ...offer.clauses }),
      logo: null,
      logo_type: null,
      credit_days: null,
      created_at: offer.now,
      updated_at: offer.now,
    })
    .execute();
  return { id, slug, token };
}

/** The tenant's offer by slug, unless deleted. */
export async function findOffer(db: Db, tenantId: string, slug: string): Promise<OfferRow | undefined> {
  if (!DRAFT_SLUG_PATTERN.test(slug)) return undefined;
  const row = await db
    .selectFrom('employer_offers')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('slug', '=', slug)
    .where('status', '<>', 'deleted')
    .executeTakeFirst();
  return row as OfferRow | undefined;
}

/** The row again, locked for the caller's transaction: lifecycle steps read and write it in one go. */
export async function lockOffer(db: Db, id: string): Promise<OfferRow | undefined> {
  const row = await db.selectFrom('employer_offers').selectAll().where('id', '=', id).where('status', '<>', 'deleted').forUpdate().executeTakeFirst();
  return row as OfferRow | undefined;
}

/** Whether the token is this offer's edit token (compared as hashes, in constant time). */
export function tokenOpens(row: Pick<OfferRow, 'edit_token_hash'>, token: string | null | undefined): boolean {
  if (typeof token !== 'string' || !OPAQUE_TOKEN_PATTERN.test(token)) return false;
  const given = Buffer.from(tokenHash(token), 'hex');
  const stored = Buffer.from(row.edit_token_hash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export async function saveForm(db: Db, id: string, form: OfferFieldsDto, now: Date): Promise<void> {
  await db
    .updateTable('employer_offers')
    .set({ form: JSON.stringify(form), updated_at: now })
    .where('id', '=', id)
    .execute();
}

export async function saveLogo(db: Db, id: string, logo: { bytes: Buffer; type: string }, now: Date): Promise<void> {
  await db.updateTable('employer_offers').set({ logo: logo.bytes, logo_type: logo.type, updated_at: now }).where('id', '=', id).execute();
}

/** A guest's draft opened with its token by a logged-in employer becomes that company's. */
export async function claimOffer(db: Db, id: string, companyId: number, userId: string, now: Date): Promise<void> {
  await db
    .updateTable('employer_offers')
    .set({ company_id: companyId, created_by: userId, updated_at: now })
    .where('id', '=', id)
    .where('company_id', 'is', null)
    .execute();
}

/** The public address of the offer's uploaded logo, changing with each upload (so caches keep it for long). */
export function logoUrl(row: Pick<OfferRow, 'tenant_id' | 'slug' | 'logo_type' | 'updated_at'>): string | null {
  return row.logo_type === null ? null : `/api/${row.tenant_id}/v1/offers/${row.slug}/logo?v=${new Date(row.updated_at).getTime().toString(36)}`;
}

export function toDraftDto(row: OfferRow): OfferDraftDto {
  return {
    ...emptyOfferFields(),
    ...row.form,
    id: row.id,
    slug: row.slug,
    status: row.status,
    pricing_plan: row.pricing_plan,
    company_logo: logoUrl(row),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    published_at: iso(row.published_at),
    expires_at: iso(row.expires_at),
    finished_at: iso(row.finished_at),
  };
}
