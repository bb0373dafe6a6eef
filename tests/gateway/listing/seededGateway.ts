import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { createServer } from '../../../composition/server/createServer.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import type { EmploymentTypeRow, MultilocationRow, SkillRow } from '../../../gateway/db/Schema.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../../support/databases.ts';

export const SEEDED_AT = new Date('2025-06-01T00:00:00Z');

export interface SeededGateway {
  readonly database: Database;
  readonly app: FastifyInstance;
  /** Moves the gateway's clock (its caches expire by it). */
  readonly advanceClock: (ms: number) => void;
  /** Every offer as stored, for tests to compute expectations the plain way. */
  readonly offers: readonly StoredOffer[];
  readonly close: () => Promise<void>;
}

export interface StoredOffer {
  id: string;
  slug: string;
  tenant_id: string;
  title: string;
  company_id: number;
  company_name: string;
  company_slug: string;
  category_id: number;
  city_slug: string;
  latitude: number;
  longitude: number;
  workplace_type: string;
  experience_level: string;
  working_time: string;
  employment_types: EmploymentTypeRow[];
  employment_type_keys: string[];
  salary_min_month_pln: number | null;
  salary_max_month_pln: number | null;
  skill_names: string[];
  required_skills: SkillRow[];
  multilocation: MultilocationRow[];
  ukraine_friendly: boolean;
  published_at: Date;
  search_document: string;
}

/** A migrated PGlite with `offers` seeded offers (seed 42, published before SEEDED_AT) and the gateway over it. */
export async function seededGateway(offers = 1000): Promise<SeededGateway> {
  const database = await testDatabase();
  await seedDatabase(database.db, { offers, now: SEEDED_AT });
  let now = SEEDED_AT.getTime();
  const app = await createServer({
    gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => new Date(now) },
    defaultTenant: 'jobboard',
  });
  const { rows } = await sql<StoredOffer>`
    select o.*, c.name as company_name, c.slug as company_slug
    from offers o join companies c on c.id = o.company_id`.execute(database.db);
  return {
    database,
    app,
    advanceClock: (ms) => (now += ms),
    offers: rows,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
