/** What the hub needs of a socket (a `ws` WebSocket fits). */
export interface HubSocket {
  send(text: string): void;
  readonly readyState: number;
}

const OPEN = 1;

/**
 * The open sockets of this process by participant key (participants.ts): where the events that
 * every process hears (gateway/events/) are delivered. A process keeps only its own sockets; no
 * socket is ever shared between processes.
 */
export class SocketHub {
  private readonly byKey = new Map<string, Set<HubSocket>>();

  add(key: string, socket: HubSocket): void {
    const sockets = this.byKey.get(key) ?? new Set<HubSocket>();
    sockets.add(socket);
    this.byKey.set(key, sockets);
  }

  remove(key: string, socket: HubSocket): void {
    const sockets = this.byKey.get(key);
    if (!sockets) return;
    sockets.delete(socket);
    if (sockets.size === 0) this.byKey.delete(key);
  }

  has(key: string): boolean {
    return this.byKey.has(key);
  }

  /** Sends one frame to every open socket of the keys; a socket that fails to take it is skipped. */
  send(keys: readonly string[], frame: unknown): void {
    const text = JSON.stringify(frame);
    for (const key of keys) {
      for (const socket of this.byKey.get(key) ?? []) {
        if (socket.readyState !== OPEN) continue;
        try {
          socket.send(text);
        } catch {
          // A socket closing under us: its own close handler removes it.
        }
      }
    }
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.byKey.values()) count += sockets.size;
    return count;
  }
}
