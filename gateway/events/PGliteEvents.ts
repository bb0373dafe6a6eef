import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { DatabaseEvents } from './DatabaseEvents.ts';
import { EVENTS_CHANNEL } from './Events.ts';

/**
 * Events on the embedded PGlite: LISTEN and NOTIFY go through the gateway's own pool (one session
 * lent to one caller at a time, so they never land inside another request's transaction), and
 * PGlite hands every notification of its session to `onNotification`. Several gateways opened on
 * one PGlite instance (tests) each hear every event.
 */
export class PGliteEvents extends DatabaseEvents {
  private stopListening: () => void = () => undefined;

  static async open<DB>(pglite: PGlite, db: Kysely<DB>): Promise<PGliteEvents> {
    const events = new PGliteEvents(db as unknown as Kysely<unknown>);
    events.stopListening = pglite.onNotification((channel, payload) => {
      if (channel === EVENTS_CHANNEL) events.listeners.deliver(payload);
    });
    await sql`listen ${sql.id(EVENTS_CHANNEL)}`.execute(db);
    return events;
  }

  async close(): Promise<void> {
    this.stopListening();
    this.listeners.clear();
  }
}
