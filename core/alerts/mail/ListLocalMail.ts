import type { ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { LocalMailbox, LocalMailboxFailure, MailboxItem } from './LocalMailbox.ts';
import { mailboxAddressFilter, newestFirst } from './localMail.ts';

export interface ListLocalMailInput {
  /** Only messages to this address; blank for all. */
  readonly to?: string | null;
}

/**
 * The local mailbox page's list: the outbox's messages, newest first, optionally to one address.
 * Fails with mailbox-off when the gateway sends mail by SMTP (or the visitor is not on its machine).
 */
export class ListLocalMail implements UseCase<ListLocalMailInput, readonly MailboxItem[], LocalMailboxFailure> {
  constructor(private readonly mailbox: LocalMailbox) {}

  execute(input: ListLocalMailInput): ResultAsync<readonly MailboxItem[], LocalMailboxFailure> {
    return this.mailbox.list(mailboxAddressFilter(input.to)).map(newestFirst);
  }
}
