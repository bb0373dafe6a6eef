import { Migrator } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../../gateway/db/openDatabase.ts';
import { migrations } from '../../../gateway/db/migrations/index.ts';

describe('a data folder from an older schema', () => {
  let folder = '';
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('is migrated in place on the next start, and nothing written before is lost', async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'jobboard-migrate-'));
    const first = Object.keys(migrations)[0]!;
    const old = await openDatabase({ kind: 'pglite', dataDir: folder });
    const migrator = new Migrator({ db: old.db, provider: { getMigrations: async () => migrations } });
    const partial = await migrator.migrateTo(first);
    expect(partial.error).toBeUndefined();
    await old.db
      .insertInto('cities')
      .values({ slug: 'torun', label_pl: 'Toruń', label_en: 'Torun', country: 'PL', grp: 'other', position: 3, latitude: 53.01, longitude: 18.6 })
      .execute();
    await old.close();

    const reopened = await openDatabase({ kind: 'pglite', dataDir: folder });
    await migrateToLatest(reopened.db);
    const applied = await reopened.db
      .selectFrom('kysely_migration' as never)
      .select('name' as never)
      .execute();
    expect(applied.map((row) => (row as { name: string }).name)).toEqual(Object.keys(migrations));
    const city = await reopened.db.selectFrom('cities').select('label_pl').where('slug', '=', 'torun').executeTakeFirst();
    expect(city?.label_pl).toBe('Toruń');
    await reopened.close();
  });
});
