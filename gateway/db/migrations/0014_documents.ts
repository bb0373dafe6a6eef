import { sql, type Kysely } from 'kysely';

/**
 * Documents (gateway/documents/, docs/applications.md): what is known of every stored file (its
 * owner, name, type checked by its bytes, size, visibility) in `documents`, and the bytes themselves
 * in `document_contents` when the database adapter keeps them (the default; an S3-compatible
 * bucket otherwise, DOCUMENTS_S3_URL). A file belongs either to a candidate's profile or to one
 * application (a copy, so that each can be deleted on its own).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('candidate_id', 'uuid', (c) => c.references('candidates.id').onDelete('cascade'))
    .addColumn('application_id', 'uuid')
    .addColumn('visibility', 'smallint', (c) => c.notNull().check(sql`visibility in (0, 1)`))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('storage', 'text', (c) => c.notNull().check(sql`storage in ('database', 's3')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('documents_candidate').on('documents').columns(['candidate_id', 'created_at desc']).execute();
  await db.schema.createIndex('documents_application').on('documents').column('application_id').execute();

  await db.schema
    .createTable('document_contents')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document_contents').execute();
  await db.schema.dropTable('documents').execute();
}
