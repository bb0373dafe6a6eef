import { describe, expect, it } from 'vitest';
import { LocalMailboxInMemory } from '../../../adapters/in-memory/alerts/LocalMailboxInMemory.ts';
import { isCompleteAlertLink } from '../../../core/alerts/job-alerts/alertLinkDialog.ts';
import { parseAlertLink } from '../../../core/alerts/job-alerts/alertLinks.ts';
import { ListLocalMail } from '../../../core/alerts/mail/ListLocalMail.ts';
import type { MailboxItem, MailboxMessage } from '../../../core/alerts/mail/LocalMailbox.ts';
import { mailboxAddressFilter, mailTextParts, newestFirst } from '../../../core/alerts/mail/localMail.ts';
import { ReadLocalMail } from '../../../core/alerts/mail/ReadLocalMail.ts';

const aMessage = (id: string, to: string, createdAt: string, text = 'Hello'): MailboxMessage => ({
  id,
  kind: 'activation',
  to,
  subject: `Subject ${id}`,
  createdAt,
  sentAt: null,
  from: 'Jobboard <no-reply@jobboard.localhost>',
  text,
});

describe('the mailbox address filter', () => {
  it('trims and lower-cases; blank means all', () => {
    expect(mailboxAddressFilter('  Ala@Example.COM ')).toBe('ala@example.com');
    expect(mailboxAddressFilter('   ')).toBeNull();
    expect(mailboxAddressFilter(undefined)).toBeNull();
  });
});

describe('newestFirst', () => {
  it('orders by creation time, newest first, keeping ties in order and unreadable times last', () => {
    const items: MailboxItem[] = [
      aMessage('a', 'x@example.com', '2025-01-01T10:00:00.000Z'),
      aMessage('bad', 'x@example.com', 'yesterday'),
      aMessage('b', 'x@example.com', '2025-01-02T10:00:00.000Z'),
      aMessage('c', 'x@example.com', '2025-01-01T10:00:00.000Z'),
      aMessage('d', 'x@example.com', '2025-01-01T11:00:00+01:00'),
    ];
    expect(newestFirst(items).map((item) => item.id)).toEqual(['b', 'a', 'c', 'd', 'bad']);
  });
});

describe('mailTextParts', () => {
  const text = [
    'Activate: http://localhost:3000/?job-alerts=activate&code=abc&job-filter-id=f1.',
    'Offer: https://jobboard.example.com/oferta-pracy/java-1#apply',
    'Elsewhere: https://evil.example.org/phish and (http://engineers.localhost:3000/job-offers?x=1)',
  ].join('\n');

  it('links addresses on this site or this machine by their path, and leaves other addresses as text', () => {
    const parts = mailTextParts(text, 'jobboard.example.com');
    expect(parts.filter((part) => part.kind === 'link')).toEqual([
      {
        kind: 'link',
        text: 'http://localhost:3000/?job-alerts=activate&code=abc&job-filter-id=f1',
        to: '/?job-alerts=activate&code=abc&job-filter-id=f1',
      },
      { kind: 'link', text: 'https://jobboard.example.com/oferta-pracy/java-1#apply', to: '/oferta-pracy/java-1#apply' },
      { kind: 'link', text: 'http://engineers.localhost:3000/job-offers?x=1', to: '/job-offers?x=1' },
    ]);
  });

  it('loses no character of the text', () => {
    const parts = mailTextParts(text, 'jobboard.example.com');
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.some((part) => part.kind === 'text' && part.text.includes('https://evil.example.org/phish'))).toBe(true);
  });

  it('keeps a text without addresses whole, and an empty text empty', () => {
    expect(mailTextParts('No links here.', 'localhost')).toEqual([{ kind: 'text', text: 'No links here.' }]);
    expect(mailTextParts('', 'localhost')).toEqual([]);
  });

  it('does not link a javascript: or mailto: address', () => {
    expect(mailTextParts('javascript:alert(1) mailto:a@localhost', 'localhost').every((part) => part.kind === 'text')).toBe(true);
  });
});

describe('isCompleteAlertLink', () => {
  it('needs the code and the filter id to activate, the candidate id and the code to unsubscribe', () => {
    expect(isCompleteAlertLink(parseAlertLink('/?job-alerts=activate&code=c&job-filter-id=f')!)).toBe(true);
    expect(isCompleteAlertLink(parseAlertLink('/?job-alerts=activate&code=c')!)).toBe(false);
    expect(isCompleteAlertLink(parseAlertLink('/?job-alerts=activate&job-filter-id=f&code=%20')!)).toBe(false);
    expect(isCompleteAlertLink(parseAlertLink('/?job-alerts=unsubscribe&candidate-id=x&code=c')!)).toBe(true);
    expect(isCompleteAlertLink(parseAlertLink('/?job-alerts=unsubscribe&code=c')!)).toBe(false);
    expect(isCompleteAlertLink(parseAlertLink('/?job-alerts=unsubscribe&candidate-id=x')!)).toBe(false);
  });
});

describe('ListLocalMail and ReadLocalMail', () => {
  const mailbox = () =>
    new LocalMailboxInMemory([
      aMessage('1', 'ala@example.com', '2025-01-01T10:00:00.000Z'),
      aMessage('2', 'ola@example.com', '2025-01-03T10:00:00.000Z'),
      aMessage('3', 'ala@example.com', '2025-01-02T10:00:00.000Z'),
    ]);

  it('lists newest first, and only one address when asked (whatever its case and spaces)', async () => {
    const list = new ListLocalMail(mailbox());
    expect((await list.execute({}))._unsafeUnwrap().map((item) => item.id)).toEqual(['2', '3', '1']);
    expect((await list.execute({ to: ' ALA@example.com ' }))._unsafeUnwrap().map((item) => item.id)).toEqual(['3', '1']);
  });

  it('says mailbox-off when the mailbox is off', async () => {
    expect((await new ListLocalMail(new LocalMailboxInMemory([], true)).execute({}))._unsafeUnwrapErr()).toEqual({ kind: 'mailbox-off' });
  });

  it('reads one message; a blank or unknown id is not-found', async () => {
    const read = new ReadLocalMail(mailbox());
    expect((await read.execute({ id: ' 3 ' }))._unsafeUnwrap()).toMatchObject({ id: '3', to: 'ala@example.com', text: 'Hello' });
    expect((await read.execute({ id: '  ' }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    expect((await read.execute({ id: 'nope' }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
  });
});
