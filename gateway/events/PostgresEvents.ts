import type { Kysely } from 'kysely';
import pg from 'pg';
import { DatabaseEvents } from './DatabaseEvents.ts';
import { EVENTS_CHANNEL } from './Events.ts';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * Events on a PostgreSQL server: one dedicated connection LISTENs (a pooled one would be handed to
 * queries and lose its LISTEN); NOTIFY goes through the ordinary pool. A dropped connection is
 * reopened with backoff, and `onResync` listeners hear that events may have been missed meanwhile.
 */
export class PostgresEvents extends DatabaseEvents {
  private client: pg.Client | null = null;
  private closed = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  private constructor(
    private readonly url: string,
    db: Kysely<unknown>,
  ) {
    super(db);
  }

  static async open<DB>(url: string, db: Kysely<DB>): Promise<PostgresEvents> {
    const events = new PostgresEvents(url, db as unknown as Kysely<unknown>);
    await events.connect();
    return events;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL && message.payload !== undefined) this.listeners.deliver(message.payload);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.retryTimer !== null) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect().then(
        () => this.listeners.resynced(),
        () => {
          this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS);
          this.scheduleReconnect();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.listeners.clear();
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}
