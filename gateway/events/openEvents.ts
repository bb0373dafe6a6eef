import type { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import type { Events } from './Events.ts';
import { PGliteEvents } from './PGliteEvents.ts';
import { PostgresEvents } from './PostgresEvents.ts';

/** Where the events travel: the embedded PGlite instance, or the PostgreSQL server at a URL. */
export type EventsSource = { readonly kind: 'pglite'; readonly pglite: PGlite } | { readonly kind: 'postgres'; readonly url: string };

/** The process's `Events`, listening from the start. */
export function openEvents<DB>(source: EventsSource, db: Kysely<DB>): Promise<Events> {
  return source.kind === 'pglite' ? PGliteEvents.open(source.pglite, db) : PostgresEvents.open(source.url, db);
}
