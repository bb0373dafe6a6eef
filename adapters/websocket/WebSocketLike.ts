/**
 * What the socket adapters need of a WebSocket: the browser's, or the `ws` package's in Node (Node 20
 * has no global WebSocket), which has the same `on…` properties.
 */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { readonly data: unknown }) => void) | null;
  onclose: ((event: { readonly code: number }) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

export const SOCKET_OPEN = 1;

/** A frame's text: the browser gives strings, `ws` gives Buffers (Uint8Array); anything else is not ours. */
export function frameText(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data instanceof Uint8Array) return new TextDecoder().decode(data);
  return null;
}

/** `ws(s)://<host>/api/<tenant>/<path>` for a page at `origin` (http → ws, https → wss). */
export function socketUrl(origin: string, tenantId: string, path: string): string {
  const url = new URL(origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${url.origin}/api/${encodeURIComponent(tenantId)}/${path}`;
}
