import type { Kysely } from 'kysely';
import type { FavouriteItemDto } from '../../contract/favourites.ts';
import type { CurrencyKey } from '../../contract/listing.ts';
import type { Schema } from '../db/Schema.ts';
import { toOfferListItem } from '../listing/offerDto.ts';
import { cardColumns, type OfferListRow } from '../listing/queries/offerCards.ts';

type Db = Kysely<Schema>;

export interface FavouritesQuery {
  readonly tenantId: string;
  readonly candidateId: string;
  readonly page: number;
  readonly pageSize: number;
  /** Only these offers (the status lookup); undefined: all. */
  readonly offerIds?: readonly string[];
  readonly language: 'pl' | 'en';
  /** Salaries in this currency, converted where the employer used another (as on the listing). */
  readonly currency: CurrencyKey;
}

/** Favourites joined to the offers of the candidate's tenant: a vanished offer drops out of lists and counts. */
function favouriteOffers(db: Db, tenantId: string, candidateId: string) {
  return db
    .selectFrom('favourites as f')
    .innerJoin('offers as o', (join) => join.onRef('o.id', '=', 'f.offer_id').on('o.tenant_id', '=', tenantId))
    .where('f.candidate_id', '=', candidateId);
}

/** One page, newest favourite first, and whether another page follows. Cards as the listing shapes them. */
export async function listFavourites(db: Db, query: FavouritesQuery): Promise<{ items: FavouriteItemDto[]; hasNextPage: boolean }> {
  if (query.offerIds !== undefined && query.offerIds.length === 0) return { items: [], hasNextPage: false };
  const rows: OfferListRow[] = await favouriteOffers(db, query.tenantId, query.candidateId)
    .innerJoin('companies as c', 'c.id', 'o.company_id')
    .innerJoin('cities as ci', 'ci.slug', 'o.city_slug')
    .select(cardColumns)
    .$if(query.offerIds !== undefined, (qb) => qb.where('f.offer_id', 'in', query.offerIds ?? []))
    .orderBy('f.created_at', 'desc')
    .orderBy('f.offer_id')
    .limit(query.pageSize + 1)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const items = rows
    .slice(0, query.pageSize)
    .map((row): FavouriteItemDto => ({ jobAdvertisementId: row.id, ...toOfferListItem(row, query.currency, query.language), isFavorite: true }));
  return { items, hasNextPage: rows.length > query.pageSize };
}

export async function countFavourites(db: Db, tenantId: string, candidateId: string): Promise<number> {
  const row = await favouriteOffers(db, tenantId, candidateId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function offerExists(db: Db, tenantId: string, offerId: string): Promise<boolean> {
  const row = await db.selectFrom('offers').select('id').where('id', '=', offerId).where('tenant_id', '=', tenantId).executeTakeFirst();
  return row !== undefined;
}

/** Adds a favourite; adding it again changes nothing. False when the offer is not one of this tenant's. */
export async function addFavourite(db: Db, tenantId: string, candidateId: string, offerId: string, now: Date): Promise<boolean> {
  if (!(await offerExists(db, tenantId, offerId))) return false;
  await db
    .insertInto('favourites')
    .values({ candidate_id: candidateId, offer_id: offerId, created_at: now })
    .onConflict((oc) => oc.columns(['candidate_id', 'offer_id']).doNothing())
    .execute();
  return true;
}

export async function removeFavourite(db: Db, candidateId: string, offerId: string): Promise<void> {
  await db.deleteFrom('favourites').where('candidate_id', '=', candidateId).where('offer_id', '=', offerId).execute();
}
