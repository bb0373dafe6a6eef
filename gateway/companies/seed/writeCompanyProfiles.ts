import type { Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';
import { takeExcluded } from '../../db/takeExcluded.ts';
import type { IndustriesTable } from '../tables.ts';
import { seedProfiles, type ProfileSource, type SeedProfile } from './companyProfiles.ts';
import { industries } from './industries.ts';

/** Rows per INSERT: covers are about a kilobyte each, far below any limit. */
const BATCH = 100;

/**
 * Writes the demo companies' profiles: industries (upserted), covers, profiles, offices and brand
 * stories. Called by the seed after it (re)creates the companies, and by migration 0013 for a data
 * folder seeded before profiles existed; both pass companies that have no profile yet.
 */
export async function writeCompanyProfiles(db: Kysely<Schema>, companies: readonly ProfileSource[], now: Date): Promise<number> {
  await db
    .insertInto('industries')
    .values([...industries])
    .onConflict((oc) => oc.column('key').doUpdateSet(takeExcluded<IndustriesTable>(['label_pl', 'label_en', 'position'])))
    .execute();
  const profiles = seedProfiles(companies);
  for (let start = 0; start < profiles.length; start += BATCH) await writeBatch(db, profiles.slice(start, start + BATCH), now);
  return profiles.length;
}

async function writeBatch(db: Kysely<Schema>, profiles: readonly SeedProfile[], now: Date): Promise<void> {
  const covers = profiles.flatMap((profile) =>
    profile.cover
      ? [
          {
            id: profile.cover.id,
            company_id: profile.companyId,
            purpose: 'cover' as const,
            media_type: 'image/svg+xml',
            bytes: Buffer.from(profile.cover.svg),
            created_at: now,
          },
        ]
      : [],
  );
  if (covers.length > 0) await db.insertInto('company_images').values(covers).execute();
  await db
    .insertInto('company_profiles')
    .values(
      profiles.map((profile) => ({
        company_id: profile.companyId,
        cover_image_id: profile.cover?.id ?? null,
        industry: profile.industry,
        updated_at: now,
      })),
    )
    .execute();
  const locations = profiles.flatMap((profile) =>
    profile.locations.map((location, position) => ({ company_id: profile.companyId, ...location, position })),
  );
  if (locations.length > 0) await db.insertInto('company_locations').values(locations).execute();
  const stories = profiles.flatMap((profile) =>
    profile.brandStory
      ? [
          {
            company_id: profile.companyId,
            status: profile.brandStory.status,
            content: JSON.stringify(profile.brandStory.content),
            technologies: [...profile.brandStory.technologies],
            published_at: profile.brandStory.status === 'published' ? now : null,
            updated_at: now,
          },
        ]
      : [],
  );
  if (stories.length > 0) await db.insertInto('brand_stories').values(stories).execute();
}
