import { EventListeners } from './EventListeners.ts';
import { encodeEvent, type EventName, type EventPayloads, type Events } from './Events.ts';

/**
 * Events within this process only: for a gateway built without a database handle to listen on
 * (API-only servers in tests). Delivery is asynchronous, as it is through PostgreSQL.
 */
export class LocalEvents implements Events {
  private readonly listeners = new EventListeners();

  async publish<N extends EventName>(name: N, payload: EventPayloads[N]): Promise<void> {
    const text = encodeEvent(name, payload);
    queueMicrotask(() => this.listeners.deliver(text));
  }

  subscribe<N extends EventName>(name: N, listener: (payload: EventPayloads[N]) => void): () => void {
    return this.listeners.add(name, listener);
  }

  onResync(listener: () => void): () => void {
    return this.listeners.addResync(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
