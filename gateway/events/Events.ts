/** The events processes tell each other about. Each name has its payload. */
export interface EventPayloads {
  /** Offers were published, changed or withdrawn in a tenant: listing caches start afresh. */
  'offers-changed': { readonly tenantId: string };
  /** A chat message was stored: each process pushes it to the sockets of the conversation's participants (docs/chat.md). */
  'chat-message': { readonly tenantId: string; readonly conversationId: string; readonly messageId: number };
  /** A side of a conversation read up to a message (read receipts). */
  'chat-read': { readonly tenantId: string; readonly conversationId: string; readonly side: 'candidate' | 'employer'; readonly messageId: number };
  /** A conversation began (an invitation was accepted). */
  'chat-conversation': { readonly tenantId: string; readonly conversationId: string };
  /** A candidate's invitations changed (sent, accepted, rejected): their live socket says so. */
  'conversation-requests-changed': { readonly tenantId: string; readonly candidateId: string };
}

const eventNames: ReadonlySet<string> = new Set<EventName>([
  'offers-changed',
  'chat-message',
  'chat-read',
  'chat-conversation',
  'conversation-requests-changed',
]);

export type EventName = keyof EventPayloads;

/** One PostgreSQL channel carries every event; the payload names which. */
export const EVENTS_CHANNEL = 'jobboard_events';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_PAYLOAD_BYTES = 7_900;

/**
 * The one cross-process event mechanism (docs/adr/0019 and /work's ARCHITECTURE "Cross-process
 * events"): PostgreSQL LISTEN/NOTIFY, on PGlite in-process or a server through its own connection.
 * `publish` resolves once the notification is sent; every subscribed process, this one included,
 * hears it shortly after the publishing transaction commits. `resync` listeners hear about a
 * lost connection: events may have been missed, so caches should start afresh.
 */
export interface Events {
  publish<N extends EventName>(name: N, payload: EventPayloads[N]): Promise<void>;
  subscribe<N extends EventName>(name: N, listener: (payload: EventPayloads[N]) => void): () => void;
  /** Called after a reconnection, when notifications may have been lost. */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** `{"name": …, "payload": …}` as the channel carries it. */
export function encodeEvent<N extends EventName>(name: N, payload: EventPayloads[N]): string {
  const text = JSON.stringify({ name, payload });
  if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`event ${name} is too large for NOTIFY`);
  return text;
}

/** A notification's name and payload, or null for anything that is not one of ours. */
export function decodeEvent(text: string): { name: EventName; payload: unknown } | null {
  try {
    const value = JSON.parse(text) as { name?: unknown; payload?: unknown };
    return typeof value.name === 'string' && eventNames.has(value.name) && typeof value.payload === 'object' && value.payload !== null
      ? { name: value.name as EventName, payload: value.payload }
      : null;
  } catch {
    return null;
  }
}
