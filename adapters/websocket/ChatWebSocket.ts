import { isLeft } from 'fp-ts/lib/Either.js';
import { Subject } from 'rxjs';
import { ChatServerFrameCodec, type ChatServerFrameDto } from '../../contract/chat.ts';
import type { Chat, ChatClosed, ChatCommand, ChatConnection, ChatEvent } from '../../core/chat/conversations/Chat.ts';
import { frameText, SOCKET_OPEN, type WebSocketConstructor } from './WebSocketLike.ts';

/** A close code for "the connection failed or was lost" (no close frame was received). */
const LOST = 1006;

function toEvent(frame: ChatServerFrameDto): ChatEvent {
  if (frame.type !== 'error') return frame;
  return frame.clientId === undefined ? { type: 'refused', code: frame.code } : { type: 'refused', code: frame.code, clientId: frame.clientId };
}

/** A frame decoded with the contract's codec, as a core event; `undecodable` for anything else. */
export function readChatFrame(data: unknown): ChatEvent {
  const text = frameText(data);
  if (text === null) return { type: 'undecodable' };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { type: 'undecodable' };
  }
  const decoded = ChatServerFrameCodec.decode(value);
  return isLeft(decoded) ? { type: 'undecodable' } : toEvent(decoded.right);
}

/**
 * The gateway's own chat over a WebSocket (docs/chat.md, ADR 24): `/api/{tenant}/chat/socket`, the
 * session token in the first frame, JSON frames decoded with contract/chat.ts. Takes the WebSocket
 * constructor (the browser's, or `ws` in Node tests); without one (a server render) every connection
 * ends at once as lost.
 */
export class ChatWebSocket implements Chat {
  constructor(
    private readonly url: () => string,
    private readonly WebSocketClass: WebSocketConstructor | null,
  ) {}

  connect(sessionToken: string): ChatConnection {
    const events = new Subject<ChatEvent>();
    let closedHere = false;
    const end = (code: number) => {
      if (closedHere) events.complete();
      else events.error({ kind: 'chat-closed', code } satisfies ChatClosed);
    };
    const Socket = this.WebSocketClass;
    if (Socket === null) {
      queueMicrotask(() => end(LOST));
      return { events$: events.asObservable(), send: () => undefined, close: () => void (closedHere = true) };
    }
    let socket: InstanceType<WebSocketConstructor>;
    try {
      socket = new Socket(this.url());
    } catch {
      queueMicrotask(() => end(LOST));
      return { events$: events.asObservable(), send: () => undefined, close: () => void (closedHere = true) };
    }
    socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token: sessionToken }));
    socket.onmessage = (event) => events.next(readChatFrame(event.data));
    socket.onclose = (event) => end(event.code);
    socket.onerror = () => undefined;
    return {
      events$: events.asObservable(),
      send: (command: ChatCommand) => {
        if (socket.readyState === SOCKET_OPEN) socket.send(JSON.stringify(command));
      },
      close: () => {
        closedHere = true;
        socket.close(1000, 'closed by the client');
      },
    };
  }
}
