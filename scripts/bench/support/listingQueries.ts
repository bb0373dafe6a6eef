import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type CompiledQuery } from 'kysely';
import type { Schema } from '../../../gateway/db/Schema.ts';
import { resolveFilters } from '../../../gateway/listing/offerConditions.ts';
import { parseOfferQuery, type RawQuery } from '../../../gateway/listing/offerQuery.ts';
import { countOffers, searchOffers } from '../../../gateway/listing/queries/offerSearch.ts';
import type { ReferenceData } from '../../../gateway/listing/referenceData.ts';
import type { ListingCase } from './listingMix.ts';

/** A query string as Fastify hands it to a route: repeated keys become arrays. */
export function rawQuery(query: string): RawQuery {
  const raw: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(query)) {
    const seen = raw[key];
    raw[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return raw;
}

/** Compiles queries without running them: Kysely over a driver that answers nothing, logging what it was given. */
function capturing(): { db: Kysely<Schema>; taken: CompiledQuery[] } {
  const taken: CompiledQuery[] = [];
  const db = new Kysely<Schema>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (kysely) => new PostgresIntrospector(kysely),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
    log: (event) => {
      if (event.level === 'query') taken.push(event.query);
    },
  });
  return { db, taken };
}

export interface ListingStatements {
  /** The page (one row more than asked, as the route fetches it). */
  readonly page: CompiledQuery;
  /** The total behind it (the route keeps it for a while). */
  readonly count: CompiledQuery;
}

/** The very statements GET …/offers/by-cursor issues for this case, built by the route's own functions. */
export async function listingStatements(item: ListingCase, reference: ReferenceData): Promise<ListingStatements> {
  const { db, taken } = capturing();
  const query = parseOfferQuery(rawQuery(item.query));
  const filters = resolveFilters(query.filters, reference, item.tenant);
  await searchOffers(db, item.tenant, filters, query, { from: query.from, limit: query.itemsCount + 1 });
  await countOffers(db, item.tenant, filters).catch(() => 0); // the dummy driver returns no row
  const [page, count] = taken;
  if (!page || !count) throw new Error(`expected two statements for "${item.name}", captured ${taken.length}`);
  return { page, count };
}
