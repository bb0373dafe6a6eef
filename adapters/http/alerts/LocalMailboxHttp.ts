import type { ResultAsync } from 'neverthrow';
import { MailboxListCodec, MailboxMessageCodec, type MailboxItemDto } from '../../../contract/alerts.ts';
import type { LocalMailbox, LocalMailboxFailure, MailboxItem, MailboxMessage } from '../../../core/alerts/mail/LocalMailbox.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

const toItem = (dto: MailboxItemDto): MailboxItem => ({
  id: dto.id,
  kind: dto.kind,
  to: dto.to,
  subject: dto.subject,
  createdAt: dto.createdAt,
  sentAt: dto.sentAt,
});

/**
 * The gateway's local mailbox (`/api/{tenant}/dev/mailbox`). The list's 404 means the mailbox is off
 * (SMTP, or not this machine); a message's 404 stays not-found. The HTML body is not read: the page
 * shows the text.
 */
export class LocalMailboxHttp implements LocalMailbox {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  list(to: string | null): ResultAsync<readonly MailboxItem[], LocalMailboxFailure> {
    return this.http
      .get(this.base(), MailboxListCodec, { query: { to }, errorMessageFromBody: true })
      .map((body) => body.items.map(toItem))
      .mapErr((failure): LocalMailboxFailure => (failure.kind === 'not-found' ? { kind: 'mailbox-off' } : failure));
  }

  read(id: string): ResultAsync<MailboxMessage, GatewayFailure> {
    return this.http
      .get(`${this.base()}/${encodeURIComponent(id)}`, MailboxMessageCodec, { errorMessageFromBody: true })
      .map((dto) => ({ ...toItem(dto), from: dto.from, text: dto.text }));
  }

  private base(): string {
    return tenantApi(this.tenantId, '/dev/mailbox');
  }
}
