import { sql, type Kysely } from 'kysely';
import { dictionaryEntries } from '../../dictionaries/dictionaryEntries.ts';
import type { DictionaryTables } from '../../dictionaries/tables.ts';

/**
 * The benefits and dress codes dictionaries (gateway/dictionaries/): one table of labelled keys in
 * both languages, written here from its one source, so a data folder of any age has them without a
 * reseed. Industries and company types are the companies context's (migration 0012).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('dictionary_entries')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('benefit', 'dresscode')`))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('label_pl', 'text', (c) => c.notNull())
    .addColumn('label_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dictionary_entries_pk', ['kind', 'key'])
    .execute();
  await (db as Kysely<DictionaryTables>)
    .insertInto('dictionary_entries')
    .values(dictionaryEntries.map((entry) => ({ ...entry })))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('dictionary_entries').execute();
}
