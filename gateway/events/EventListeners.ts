import { decodeEvent, type EventName, type EventPayloads } from './Events.ts';

type Listener = (payload: never) => void;

/**
 * The subscribers of one process, by event name: what every `Events` implementation hands an
 * incoming notification to. A listener that throws is logged away, never stops the others.
 */
export class EventListeners {
  private readonly byName = new Map<EventName, Set<Listener>>();
  private readonly resync = new Set<() => void>();

  add<N extends EventName>(name: N, listener: (payload: EventPayloads[N]) => void): () => void {
    const set = this.byName.get(name) ?? new Set<Listener>();
    this.byName.set(name, set);
    set.add(listener as Listener);
    return () => set.delete(listener as Listener);
  }

  addResync(listener: () => void): () => void {
    this.resync.add(listener);
    return () => this.resync.delete(listener);
  }

  /** A raw channel payload: decoded, then handed to the listeners of its name. */
  deliver(text: string): void {
    const event = decodeEvent(text);
    if (!event) return;
    for (const listener of this.byName.get(event.name) ?? []) safely(() => listener(event.payload as never));
  }

  resynced(): void {
    for (const listener of this.resync) safely(listener);
  }

  clear(): void {
    this.byName.clear();
    this.resync.clear();
  }
}

function safely(run: () => void): void {
  try {
    run();
  } catch {
    // A subscriber's own failure is its business; the event still reaches the others.
  }
}
