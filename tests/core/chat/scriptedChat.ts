import { Subject } from 'rxjs';
import type { Chat, ChatCommand, ChatConnection, ChatEvent } from '../../../core/chat/conversations/Chat.ts';

/** One connection of the scripted chat: the test says what the chat says and how the connection ends. */
export class ScriptedConnection implements ChatConnection {
  /** Every command the client gave this connection, open or not (a real one drops those sent after it ended). */
  readonly commands: ChatCommand[] = [];
  closed = false;
  private readonly events = new Subject<ChatEvent>();
  readonly events$ = this.events.asObservable();

  constructor(readonly token: string) {}

  send(command: ChatCommand): void {
    this.commands.push(command);
  }

  close(): void {
    this.closed = true;
    this.events.complete();
  }

  /** The chat says something. */
  emit(event: ChatEvent): void {
    this.events.next(event);
  }

  /** The connection ends without the client closing it (1006 lost, 4401 token refused, 4503 unavailable …). */
  end(code: number): void {
    this.events.error({ kind: 'chat-closed', code });
  }

  /** The commands of one type. */
  sent<T extends ChatCommand['type']>(type: T): Extract<ChatCommand, { type: T }>[] {
    return this.commands.filter((command): command is Extract<ChatCommand, { type: T }> => command.type === type);
  }
}

/** A chat that says nothing by itself: every connection it opens is driven by the test. */
export class ScriptedChat implements Chat {
  readonly connections: ScriptedConnection[] = [];

  connect(sessionToken: string): ChatConnection {
    const connection = new ScriptedConnection(sessionToken);
    this.connections.push(connection);
    return connection;
  }

  /** The connection opened last. */
  get last(): ScriptedConnection {
    const connection = this.connections[this.connections.length - 1];
    if (connection === undefined) throw new Error('no connection was opened');
    return connection;
  }
}
