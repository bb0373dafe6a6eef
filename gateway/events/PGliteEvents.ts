import type { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { EventListeners } from './EventListeners.ts';
import { encodeEvent, EVENTS_CHANNEL, type EventName, type EventPayloads, type Events } from './Events.ts';

/**
 * Events on the embedded PGlite: LISTEN and NOTIFY go through the gateway's own pool (one session
 * lent to one caller at a time, so they never land inside another request's transaction), and
 * PGlite hands every notification of its session to `onNotification`. Several gateways opened on
 * one PGlite instance (tests) each hear every event.
 */
export class PGliteEvents implements Events {
  private readonly listeners = new EventListeners();
  private stopListening: () => void = () => undefined;

  private constructor(private readonly db: Kysely<unknown>) {}

  static async open<DB>(pglite: PGlite, db: Kysely<DB>): Promise<PGliteEvents> {
    const events = new PGliteEvents(db as unknown as Kysely<unknown>);
    events.stopListening = pglite.onNotification((channel, payload) => {
      if (channel === EVENTS_CHANNEL) events.listeners.deliver(payload);
    });
    await sql`listen ${sql.id(EVENTS_CHANNEL)}`.execute(db);
    return events;
  }

  async publish<N extends EventName>(name: N, payload: EventPayloads[N]): Promise<void> {
    await notify(this.db, encodeEvent(name, payload));
  }

  subscribe<N extends EventName>(name: N, listener: (payload: EventPayloads[N]) => void): () => void {
    return this.listeners.add(name, listener);
  }

  onResync(listener: () => void): () => void {
    return this.listeners.addResync(listener);
  }

  async close(): Promise<void> {
    this.stopListening();
    this.listeners.clear();
  }
}

/** NOTIFY with a parameter (the NOTIFY statement itself takes none): delivered when the caller's transaction commits. */
export async function notify<DB>(db: Kysely<DB>, text: string): Promise<void> {
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${text})`.execute(db);
}
