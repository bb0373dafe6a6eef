import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';

/** What kind of e-mail a message is (the gateway's outbox kinds). */
export type MailKind = 'activation' | 'confirmation' | 'digest';

/** One message of the local mailbox, as listed. Times are ISO 8601 strings. */
export interface MailboxItem {
  readonly id: string;
  readonly kind: MailKind;
  readonly to: string;
  readonly subject: string;
  readonly createdAt: string;
  readonly sentAt: string | null;
}

/** One message with its bodies; the UI shows `text` only (never the HTML). */
export interface MailboxMessage extends MailboxItem {
  readonly from: string;
  readonly text: string;
}

/** The gateway keeps no local mailbox: SMTP_URL is set, or the caller is not on the server's machine. */
export type MailboxOff = { readonly kind: 'mailbox-off' };

export type LocalMailboxFailure = MailboxOff | GatewayFailure;

/**
 * The e-mails the gateway wrote to its outbox while no SMTP_URL is set (`GET /api/{tenant}/dev/mailbox`).
 * A development and demo aid: it answers only without SMTP and only to the server's own machine.
 */
export interface LocalMailbox {
  /**
   * GET /dev/mailbox[?to=]: the newest messages (at most 100), optionally only those to one address.
   * Fails with mailbox-off (404), network-failure, http-failure, bad-gateway-payload.
   */
  list(to: string | null): ResultAsync<readonly MailboxItem[], LocalMailboxFailure>;
  /**
   * GET /dev/mailbox/{id}: one message. Fails with not-found (no such message, or the mailbox is
   * off: the gateway answers 404 for both), network-failure, http-failure, bad-gateway-payload.
   */
  read(id: string): ResultAsync<MailboxMessage, GatewayFailure>;
}
