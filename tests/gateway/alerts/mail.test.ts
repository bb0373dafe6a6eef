import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MailboxListCodec, MailboxMessageCodec } from '../../../contract/alerts.ts';
import { startAlertJobs } from '../../../gateway/alerts/alertJobs.ts';
import { activationMail, confirmationMail, digestMail, type AlertMailContext } from '../../../gateway/alerts/mail/composeMail.ts';
import { deliverOutbox } from '../../../gateway/alerts/mail/deliverOutbox.ts';
import { polishPlural } from '../../../gateway/alerts/mail/mailText.ts';
import { guestPayload, outbox, post, startAlertsHarness, uniqueGuestEmail, type AlertsHarness } from './alertsHarness.ts';

const context = (language: 'pl' | 'en'): AlertMailContext => ({
  tenantName: 'Jobboard',
  language,
  alertName: 'Java & Kotlin (senior)',
  frequency: 'twiceAWeek',
  unsubscribeUrl: 'https://x.test/?job-alerts=unsubscribe&candidate-id=a&code=b',
  oneClickUrl: 'https://x.test/api/jobboard/guests/job-alerts/one-click/a/b',
});
const offer = {
  title: 'Senior <Java> Developer',
  company: 'Acme',
  city: 'Kraków',
  remote: false,
  salaryMin: 20000,
  salaryMax: 28000,
  url: 'https://x.test/oferta-pracy/a',
};

describe('alert e-mail templates', () => {
  it.each([
    [1, 'nowa oferta'],
    [2, 'nowe oferty'],
    [4, 'nowe oferty'],
    [5, 'nowych ofert'],
    [12, 'nowych ofert'],
    [22, 'nowe oferty'],
    [25, 'nowych ofert'],
  ])('Polish counts: %i %s', (count, words) => {
    expect(polishPlural(count, 'nowa oferta', 'nowe oferty', 'nowych ofert')).toBe(words);
  });

  it.each(['pl', 'en'] as const)('every %s e-mail has both unsubscribe headers, a visible link, and escaped HTML', (language) => {
    const mails = [
      activationMail(context(language), 'https://x.test/?job-alerts=activate&code=c&job-filter-id=f'),
      confirmationMail(context(language), 'https://x.test/praca'),
      digestMail(context(language), [offer], false, 'https://x.test/praca'),
    ];
    for (const mail of mails) {
      expect(mail.headers).toMatchObject({
        'List-Unsubscribe': '<https://x.test/api/jobboard/guests/job-alerts/one-click/a/b>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      expect(mail.text).toContain('https://x.test/?job-alerts=unsubscribe&candidate-id=a&code=b');
      expect(mail.html).toContain('https://x.test/?job-alerts=unsubscribe&amp;candidate-id=a&amp;code=b');
      expect(mail.html).toContain('Java &amp; Kotlin (senior)');
      expect(mail.html).not.toContain('<Java>');
    }
    // Polish groups thousands with a no-break space.
    expect(mails[2]!.text).toMatch(language === 'pl' ? /20\s000 – 28\s000 PLN\/mies\./ : /20,000 – 28,000 PLN\/month/);
  });

  it('writes each kind in both languages', () => {
    expect(activationMail(context('pl'), 'u').subject).toBe('Potwierdź alert o ofertach pracy: Java & Kotlin (senior)');
    expect(activationMail(context('en'), 'u').subject).toBe('Confirm your job alert: Java & Kotlin (senior)');
    expect(confirmationMail(context('pl'), 'u').text).toContain('dwa razy w tygodniu');
    expect(confirmationMail(context('en'), 'u').text).toContain('twice a week');
    expect(digestMail(context('pl'), [offer, offer], false, 'u').subject).toBe('2 nowe oferty: Java & Kotlin (senior)');
    expect(digestMail(context('en'), [offer], true, 'u').subject).toBe('Over 1 new offer: Java & Kotlin (senior)');
  });
});

describe('the outbox', () => {
  let h: AlertsHarness;
  beforeAll(async () => {
    h = await startAlertsHarness({ offers: 50 });
  });
  afterAll(async () => h.close());

  it('is delivered through a nodemailer transport, which marks each message sent with its headers intact', async () => {
    const email = uniqueGuestEmail('smtp');
    expect((await post(h.app, '/api/jobboard/guests/job-alerts', guestPayload({ email }))).statusCode).toBe(201);
    const sent: { message: string }[] = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    const transport = { sendMail: async (message: Parameters<typeof json.sendMail>[0]) => sent.push(await json.sendMail(message)) };
    const summary = await deliverOutbox(h.db, transport, () => h.clock.now);
    expect(summary.failed).toBe(0);
    const mine = sent
      .map((info) => JSON.parse(info.message) as { to: { address: string }[]; headers: Record<string, string>; messageId: string; subject: string })
      .find((message) => message.to[0]?.address === email);
    expect(mine?.subject).toMatch(/^Potwierdź alert/);
    expect(mine?.headers['list-unsubscribe'] ?? mine?.headers['List-Unsubscribe']).toMatch(
      /^<https:\/\/jobboard\.test\/api\/jobboard\/guests\/job-alerts\/one-click\//,
    );
    expect(mine?.headers['list-unsubscribe-post'] ?? mine?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mine?.messageId).toMatch(/@jobboard\.outbox>$/);
    const [row] = await outbox(h.db, email);
    expect(row?.sent_at?.toISOString()).toBe(h.clock.now.toISOString());
    // Nothing is sent twice.
    expect((await deliverOutbox(h.db, transport, () => h.clock.now)).sent).toBe(0);
  });

  it('keeps a failed message for a later attempt, with the error and a backoff', async () => {
    const email = uniqueGuestEmail('bounce');
    await post(h.app, '/api/jobboard/guests/job-alerts', guestPayload({ email }));
    const failing = { sendMail: async () => Promise.reject(new Error('421 try later')) };
    expect((await deliverOutbox(h.db, failing, () => h.clock.now)).failed).toBe(1);
    const row = await h.db.selectFrom('outbox').selectAll().where('to_email', '=', email).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: null, attempts: 1, last_error: '421 try later', claimed_until: null });
    expect(row.next_attempt_at.getTime()).toBe(h.clock.now.getTime() + 60_000);
    // Not before the backoff; then it goes.
    const ok = { sendMail: vi.fn(async () => ({})) };
    expect((await deliverOutbox(h.db, ok, () => h.clock.now)).sent).toBe(0);
    expect((await deliverOutbox(h.db, ok, () => new Date(h.clock.now.getTime() + 61_000))).sent).toBe(1);
  });

  it('is sent by the server’s background jobs when a transport is configured', async () => {
    const email = uniqueGuestEmail('jobs');
    await post(h.app, '/api/jobboard/guests/job-alerts', guestPayload({ email }));
    const delivered: string[] = [];
    const jobs = startAlertJobs(h.deps, {
      smtpUrl: null,
      transport: { sendMail: async (message) => void delivered.push(String(message.to)) },
      mailEveryMs: 10,
      digestEveryMs: 60_000,
    });
    try {
      await vi.waitFor(() => expect(delivered).toContain(email), { timeout: 10_000, interval: 20 });
    } finally {
      await jobs.stop();
    }
  });
});

/** The local mailbox answers a person on this machine while the site is not published under a public address (PUBLIC_URL). */
describe('the local mailbox', () => {
  let h: AlertsHarness;
  beforeAll(async () => {
    h = await startAlertsHarness({ offers: 10, alerts: { publicUrl: 'http://localhost:3000' } });
  });
  afterAll(async () => h.close());

  it('is shown by the local mailbox API, newest first, and one message with its HTML, text and headers', async () => {
    const email = uniqueGuestEmail('mailbox');
    await post(h.app, '/api/jobboard/guests/job-alerts?lang=en', guestPayload({ email }));
    const list = await h.app.inject({ method: 'GET', url: `/api/jobboard/dev/mailbox?to=${encodeURIComponent(email)}` });
    expect(list.statusCode).toBe(200);
    expect(MailboxListCodec.is(list.json())).toBe(true);
    const [item] = list.json().items;
    expect(item).toMatchObject({ kind: 'activation', to: email, subject: 'Confirm your job alert: React, Kraków' });
    const one = await h.app.inject({ method: 'GET', url: `/api/jobboard/dev/mailbox/${item.id}` });
    expect(MailboxMessageCodec.is(one.json())).toBe(true);
    expect(one.json().headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(one.json().from).toBe('"Jobboard" <alerts@jobboard.test>');
    // Another board's mailbox does not show it; unknown ids are 404.
    expect((await h.app.inject({ method: 'GET', url: `/api/design/dev/mailbox/${item.id}` })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: '/api/jobboard/dev/mailbox/nope' })).statusCode).toBe(404);
  });

  it('is not shown to other machines', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/jobboard/dev/mailbox', remoteAddress: '203.0.113.9' });
    expect(response.statusCode).toBe(404);
  });
});

describe('with SMTP configured', () => {
  it('turns the local mailbox off', async () => {
    const h = await startAlertsHarness({ offers: 10, alerts: { smtp: true } });
    try {
      expect((await h.app.inject({ method: 'GET', url: '/api/jobboard/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await h.close();
    }
  });
});
