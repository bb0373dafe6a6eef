import { sql, type Kysely, type Transaction } from 'kysely';
import type { CategoriesTable, CitiesTable, Schema } from '../db/Schema.ts';
import { takeExcluded } from '../db/takeExcluded.ts';
import { FIRST_EMPLOYER_COMPANY_ID } from '../db/migrations/0007_employer_accounts.ts';
import { upsertPricingCatalogue } from '../offers/pricing/pricingCatalogue.ts';
import { categories } from './categories.ts';
import { cities } from './cities.ts';
import { generateCompanies, type CompanyRow } from './companies.ts';
import { writeCompanyProfiles } from '../companies/seed/writeCompanyProfiles.ts';
import { generateOfferStream, toOfferInsert, type SeedOffer } from './offers.ts';

export const defaultSeed = 42;
export const defaultOfferCount = 20_000;

/**
 * Rows per INSERT. 500 offers × 28 columns stays far below PostgreSQL's 65,535 bind parameters,
 * and larger batches gained nothing measurable on PGlite.
 */
const offerBatchSize = 500;

export interface SeedOptions {
  readonly offers: number;
  readonly seed?: number;
  /** Offers are published in the 60 days before this. Defaults to the current time. */
  readonly now?: Date;
  readonly onProgress?: (done: number, total: number) => void;
}

export interface SeedSummary {
  readonly offers: number;
  readonly companies: number;
  readonly categories: number;
  readonly cities: number;
}

/** True once the offers table holds any row. */
export async function isSeeded(db: Kysely<Schema>): Promise<boolean> {
  const row = await db.selectFrom('offers').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Fills an empty database with demo data, in one transaction: either all of it lands or none.
 * Offers already present would clash with the new ones, so it refuses; use `reseedOffers` then.
 */
export async function seedDatabase(db: Kysely<Schema>, options: SeedOptions): Promise<SeedSummary> {
  return db.transaction().execute(async (trx) => {
    if (await isSeeded(trx)) throw new Error('The database already has offers: use reseedOffers to replace them.');
    return writeSeed(trx, options);
  });
}

/**
 * Replaces all offers (and their view records) with `options.offers` fresh ones, in one transaction.
 * Cities and categories do not depend on the seed: they are upserted by key, so anything else that
 * points at them keeps pointing at the same thing. Companies do depend on it, so they are replaced.
 */
export async function reseedOffers(db: Kysely<Schema>, options: SeedOptions): Promise<SeedSummary> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('offer_views').execute();
    // Offers and companies of employers who signed up stay: only the demo data is replaced.
    await trx.deleteFrom('offers').where('company_id', '<', FIRST_EMPLOYER_COMPANY_ID).execute();
    await pruneStaleReferenceRows(trx);
    return writeSeed(trx, options);
  });
}

async function writeSeed(trx: Transaction<Schema>, options: SeedOptions): Promise<SeedSummary> {
  if (!Number.isInteger(options.offers) || options.offers < 0) throw new RangeError(`offers must be a whole number ≥ 0, got ${options.offers}`);
  const seed = options.seed ?? defaultSeed;
  const companies = generateCompanies(seed);
  await upsertCities(trx);
  await upsertCategories(trx);
  await replaceCompanies(trx, companies);
  await writeCompanyProfiles(trx, companies, options.now ?? new Date());
  await upsertPricingCatalogue(trx);
  const stream = generateOfferStream({ count: options.offers, seed, now: options.now ?? new Date(), companies });
  const offers = await insertOffers(trx, stream, options.offers, options.onProgress);
  return { offers, companies: companies.length, categories: categories.length, cities: cities.length };
}

async function upsertCities(trx: Transaction<Schema>): Promise<void> {
  await trx
    .insertInto('cities')
    .values([...cities])
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet(takeExcluded<CitiesTable>(['label_pl', 'label_en', 'country', 'grp', 'position', 'latitude', 'longitude'])),
    )
    .execute();
}

/** Parents come before their children in `categories`, so the parent_id references hold row by row. */
async function upsertCategories(trx: Transaction<Schema>): Promise<void> {
  await trx
    .insertInto('categories')
    .values([...categories])
    .onConflict((oc) =>
      oc.column('id').doUpdateSet({
        ...takeExcluded<CategoriesTable>([
          'tenant_id',
          'slug',
          'parent_id',
          'label_pl',
          'label_en',
          'position',
          'depth',
          'lft',
          'rgt',
          'icon',
          'redirect_to',
        ]),
        updated_at: sql`now()`,
      }),
    )
    .execute();
}

/**
 * Another seed names company 1 what company 7 was called before, and slugs are unique: updating
 * in place would trip over that, so the (offer-free by now) companies are simply recreated.
 */
async function replaceCompanies(trx: Transaction<Schema>, companies: readonly CompanyRow[]): Promise<void> {
  await trx.deleteFrom('companies').where('id', '<', FIRST_EMPLOYER_COMPANY_ID).execute();
  await trx
    .insertInto('companies')
    .values([...companies])
    .execute();
}

async function insertOffers(
  trx: Transaction<Schema>,
  stream: Iterable<SeedOffer>,
  total: number,
  onProgress: SeedOptions['onProgress'],
): Promise<number> {
  let done = 0;
  for (const batch of batches(stream, offerBatchSize)) {
    await trx.insertInto('offers').values(batch.map(toOfferInsert)).execute();
    done += batch.length;
    onProgress?.(done, total);
  }
  return done;
}

function* batches<T>(items: Iterable<T>, size: number): Generator<T[]> {
  let batch: T[] = [];
  for (const item of items) {
    batch.push(item);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Removes the cities and categories the seed no longer defines (say, after a category was renamed),
 * which only works once the offers pointing at them are gone. Done before the upserts, so a slug
 * that moved to a new id is free again.
 */
async function pruneStaleReferenceRows(trx: Transaction<Schema>): Promise<void> {
  const categoryIds = categories.map((c) => c.id);
  const citySlugs = cities.map((c) => c.slug);
  await trx.deleteFrom('categories').where('id', 'not in', categoryIds).execute();
  await trx.deleteFrom('cities').where('slug', 'not in', citySlugs).execute();
}
