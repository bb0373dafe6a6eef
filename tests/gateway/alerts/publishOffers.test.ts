import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { seedDatabase } from '../../../gateway/seed/seedDatabase.ts';
import { testDatabase } from '../../support/databases.ts';
import { publishOffers, SEEDED_AT } from './alertsHarness.ts';

/**
 * The digests test once counted 4 offers where it published 3: the helper copied its templates from
 * the board's first offers by id, and a copy made earlier (random id) could be one of them, so an
 * "Unrelatedword" copy also carried the earlier marker. Thirty rounds of three copies make that
 * all but certain to show (each round's ids land among about thirty seeded ones) if it comes back.
 */
describe('publishOffers, the digest tests’ offer factory', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
    await seedDatabase(database.db, { offers: 90, now: SEEDED_AT });
  });
  afterAll(async () => database.close());

  it('copies only seeded offers, so every copy carries exactly one marker', async () => {
    const markers = Array.from({ length: 30 }, (_, index) => `Marker${String.fromCharCode(65 + (index % 26))}${index}x`);
    for (const marker of markers) await publishOffers(database.db, { count: 3, publishedAt: new Date(SEEDED_AT.getTime() + 60_000), marker });
    const copies = await database.db.selectFrom('offers').select(['title', 'search_document']).where('title', 'like', 'Marker%').execute();
    expect(copies).toHaveLength(90);
    for (const copy of copies) {
      expect(
        markers.filter((marker) => copy.title.includes(marker)),
        copy.title,
      ).toHaveLength(1);
      expect(
        markers.filter((marker) => copy.search_document.includes(marker)),
        copy.title,
      ).toHaveLength(1);
    }
  });
});
