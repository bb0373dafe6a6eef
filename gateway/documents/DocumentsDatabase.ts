import type { Kysely } from 'kysely';
import type { Schema } from '../db/Schema.ts';
import type { Documents, StoredBytes } from './Documents.ts';

/**
 * Documents in PostgreSQL (bytea in `document_contents`): the default, with nothing to set up. It
 * works the same on PGlite and on a PostgreSQL server, and every process that shares the database
 * sees every file. Files are at most 10 MB, which PostgreSQL keeps out of line (TOAST) without fuss.
 */
export class DocumentsDatabase implements Documents {
  readonly storage = 'database' as const;

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly now: () => Date,
  ) {}

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.db
      .insertInto('document_contents')
      .values({ key, bytes, content_type: contentType, created_at: this.now() })
      .onConflict((oc) => oc.column('key').doUpdateSet({ bytes, content_type: contentType }))
      .execute();
  }

  async get(key: string): Promise<StoredBytes | null> {
    const row = await this.db.selectFrom('document_contents').select(['bytes', 'content_type']).where('key', '=', key).executeTakeFirst();
    return row ? { bytes: Buffer.from(row.bytes), contentType: row.content_type } : null;
  }

  async remove(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .deleteFrom('document_contents')
      .where('key', 'in', [...keys])
      .execute();
  }
}
