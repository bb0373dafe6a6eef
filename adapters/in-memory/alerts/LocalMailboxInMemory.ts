import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { MAILBOX_PAGE_SIZE } from '../../../contract/alerts.ts';
import type { LocalMailbox, LocalMailboxFailure, MailboxItem, MailboxMessage } from '../../../core/alerts/mail/LocalMailbox.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';

/**
 * A local mailbox in memory with the gateway's rules: addresses match exactly (the gateway stores
 * them lower-cased), the newest MAILBOX_PAGE_SIZE are listed, and an `off` mailbox (SMTP) answers like a 404.
 */
export class LocalMailboxInMemory implements LocalMailbox {
  private readonly messages: MailboxMessage[];

  constructor(
    messages: readonly MailboxMessage[] = [],
    private readonly off = false,
  ) {
    this.messages = [...messages];
  }

  /** A message written to the outbox (tests and demos). */
  deliver(message: MailboxMessage): void {
    this.messages.push(message);
  }

  list(to: string | null): ResultAsync<readonly MailboxItem[], LocalMailboxFailure> {
    if (this.off) return errAsync({ kind: 'mailbox-off' });
    const items = this.messages
      .filter((message) => to === null || message.to === to)
      .sort((a, b) => (a.createdAt === b.createdAt ? 0 : a.createdAt < b.createdAt ? 1 : -1))
      .slice(0, MAILBOX_PAGE_SIZE)
      .map(({ id, kind, to: address, subject, createdAt, sentAt }): MailboxItem => ({ id, kind, to: address, subject, createdAt, sentAt }));
    return okAsync(items);
  }

  read(id: string): ResultAsync<MailboxMessage, GatewayFailure> {
    const message = this.off ? undefined : this.messages.find((candidate) => candidate.id === id);
    return message ? okAsync(message) : errAsync({ kind: 'not-found' });
  }
}
