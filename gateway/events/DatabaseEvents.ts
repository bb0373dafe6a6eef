import { sql, type Kysely } from 'kysely';
import { EventListeners } from './EventListeners.ts';
import { encodeEvent, EVENTS_CHANNEL, type EventName, type EventPayloads, type Events } from './Events.ts';

/**
 * Events over the database's LISTEN and NOTIFY, on PGlite or a PostgreSQL server alike: publishing is
 * a NOTIFY through the gateway's own pool, and what the subclass LISTENs to is handed to `listeners`.
 */
export abstract class DatabaseEvents implements Events {
  protected readonly listeners = new EventListeners();

  protected constructor(private readonly db: Kysely<unknown>) {}

  /** NOTIFY with a parameter (the NOTIFY statement itself takes none): delivered when the caller's transaction commits. */
  async publish<N extends EventName>(name: N, payload: EventPayloads[N]): Promise<void> {
    await sql`select pg_notify(${EVENTS_CHANNEL}, ${encodeEvent(name, payload)})`.execute(this.db);
  }

  subscribe<N extends EventName>(name: N, listener: (payload: EventPayloads[N]) => void): () => void {
    return this.listeners.add(name, listener);
  }

  onResync(listener: () => void): () => void {
    return this.listeners.addResync(listener);
  }

  abstract close(): Promise<void>;
}
