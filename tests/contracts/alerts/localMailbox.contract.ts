import { describe, expect, it } from 'vitest';
import type { LocalMailbox, MailboxMessage } from '../../../core/alerts/mail/LocalMailbox.ts';

/** Three messages every adapter under test is given (in this order) before the suite runs; ids are the gateway's UUIDs. */
export const mailboxFixture: readonly MailboxMessage[] = [
  {
    id: '6f1c2a52-0000-4000-8000-000000000001',
    kind: 'activation',
    to: 'ala@example.com',
    subject: 'Activate your alert',
    createdAt: '2025-01-01T10:00:00.000Z',
    sentAt: null,
    from: 'Jobboard <no-reply@jobboard.localhost>',
    text: 'Activate: http://localhost:3000/?job-alerts=activate&code=c1&job-filter-id=f1',
  },
  {
    id: '6f1c2a52-0000-4000-8000-000000000002',
    kind: 'confirmation',
    to: 'ala@example.com',
    subject: 'Your alert is active',
    createdAt: '2025-01-02T10:00:00.000Z',
    sentAt: null,
    from: 'Jobboard <no-reply@jobboard.localhost>',
    text: 'Unsubscribe: http://localhost:3000/?job-alerts=unsubscribe&candidate-id=f1&code=u1',
  },
  {
    id: '6f1c2a52-0000-4000-8000-000000000003',
    kind: 'activation',
    to: 'ola@example.com',
    subject: 'Activate your alert',
    createdAt: '2025-01-03T10:00:00.000Z',
    sentAt: '2025-01-03T10:00:05.000Z',
    from: 'Jobboard <no-reply@jobboard.localhost>',
    text: 'Hello Ola',
  },
];

const [m1, m2, m3] = mailboxFixture.map((message) => message.id);

/** What every LocalMailbox adapter must agree on; `make` gives one holding `mailboxFixture`, `off` one that is switched off. */
export function localMailboxContract(name: string, make: () => LocalMailbox, off: () => LocalMailbox): void {
  describe(`LocalMailbox contract: ${name}`, () => {
    it('lists every message newest first, without bodies', async () => {
      const items = (await make().list(null))._unsafeUnwrap();
      expect(items.map((item) => item.id)).toEqual([m3, m2, m1]);
      expect(items[0]).toEqual({
        id: m3,
        kind: 'activation',
        to: 'ola@example.com',
        subject: 'Activate your alert',
        createdAt: '2025-01-03T10:00:00.000Z',
        sentAt: '2025-01-03T10:00:05.000Z',
      });
    });

    it('lists only the messages to one address', async () => {
      expect((await make().list('ala@example.com'))._unsafeUnwrap().map((item) => item.id)).toEqual([m2, m1]);
      expect((await make().list('nobody@example.com'))._unsafeUnwrap()).toEqual([]);
    });

    it('reads one message with its sender and text; an unknown id is not-found', async () => {
      const mailbox = make();
      expect((await mailbox.read(m1 ?? ''))._unsafeUnwrap()).toEqual(mailboxFixture[0]);
      expect((await mailbox.read('nope'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    });

    it('says mailbox-off for the list and not-found for a message when it is off', async () => {
      const mailbox = off();
      expect((await mailbox.list(null))._unsafeUnwrapErr()).toEqual({ kind: 'mailbox-off' });
      expect((await mailbox.read(m1 ?? ''))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    });
  });
}
