import type { Container } from 'inversify';
import { LocalMailboxHttp } from '../../adapters/http/alerts/LocalMailboxHttp.ts';
import { ListLocalMail } from '../../core/alerts/mail/ListLocalMail.ts';
import { ReadLocalMail } from '../../core/alerts/mail/ReadLocalMail.ts';
import { provide } from '../provide.ts';
import { T } from '../tokens.ts';

/** The local mailbox port over HTTP, for every HTTP container (browser, server renderer, CLI). */
export function bindLocalMailboxHttp(container: Container): void {
  provide(container, T.LocalMailbox, [T.GatewayHttpClient, T.TenantId], (http, tenantId) => new LocalMailboxHttp(http, tenantId));
}

/** The local mailbox page's use cases; the port comes from the container (HTTP, or in memory in tests). */
export function bindLocalMailboxUseCases(container: Container): void {
  provide(container, T.ListLocalMail, [T.LocalMailbox], (mailbox) => new ListLocalMail(mailbox));
  provide(container, T.ReadLocalMail, [T.LocalMailbox], (mailbox) => new ReadLocalMail(mailbox));
}
