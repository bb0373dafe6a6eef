import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_CONFLICT_MESSAGES, JOB_ALERTS_MAX } from '../../../contract/alerts.ts';
import { register } from '../session/sessionHarness.ts';
import {
  activationOf,
  guestPayload,
  oneClickPathOf,
  outbox,
  post,
  PUBLIC_URL,
  startAlertsHarness,
  uniqueGuestEmail,
  unsubscribeOf,
  type AlertsHarness,
} from './alertsHarness.ts';

const GUESTS = '/api/jobboard/guests/job-alerts';

describe('guest job alerts', () => {
  let h: AlertsHarness;
  beforeAll(async () => {
    h = await startAlertsHarness();
  });
  afterAll(async () => h.close());

  async function createGuest(overrides: Record<string, unknown> = {}, url = GUESTS) {
    const payload = guestPayload(overrides);
    const response = await post(h.app, url, payload);
    return { payload, response };
  }

  async function activationMailOf(email: string) {
    const mail = (await outbox(h.db, email)).find((message) => message.kind === 'activation');
    if (!mail) throw new Error(`no activation e-mail to ${email}`);
    return mail;
  }

  describe('bad input: 400 with every problem named', () => {
    it('refuses the acceptance check body', async () => {
      const response = await post(h.app, GUESTS, { email: 'not-an-email', frequency: 'twiceAWeek', name: '<script>', filters: {}, searchUrl: 'x' });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe('invalid-input');
      expect(body.message).toMatch(/email must be a valid e-mail address/);
      expect(body.fields).toMatchObject({
        email: 'pattern',
        name: 'pattern',
        searchUrl: 'pattern',
        createCandidate: 'required',
        'filters.categories': 'required',
      });
    });

    it.each([
      [{ frequency: 'hourly' }, { frequency: 'unknown' }],
      [{ frequency: undefined }, { frequency: 'required' }],
      [{ name: 'a'.repeat(1000) }, { name: 'too-long' }],
      [{ name: '   ' }, { name: 'required' }],
      [{ name: 'Java; DROP TABLE' }, { name: 'pattern' }],
      [{ email: 'ania@localhost' }, { email: 'pattern' }],
      [{ email: '' }, { email: 'required' }],
      [{ searchUrl: '//evil.example/x' }, { searchUrl: 'pattern' }],
      [{ searchUrl: 'javascript:alert(1)' }, { searchUrl: 'pattern' }],
      [{ createCandidate: 'yes' }, { createCandidate: 'invalid' }],
      [{ filters: { ...guestPayload().filters, salary: { from: 9000, to: 100, currency: 'pln' } } }, { 'filters.salary': 'invalid' }],
      [{ filters: { ...guestPayload().filters, salary: { from: 1, to: 2, currency: 'btc' } } }, { 'filters.salary': 'invalid' }],
    ])('%j → %j', async (overrides, fields) => {
      const response = await post(h.app, GUESTS, guestPayload(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(fields);
    });

    it('accepts the longest allowed name with Polish letters and every allowed sign', async () => {
      const name = `Zażółć gęślą jaźń, C# & C++ (R/D) - 1 ${'x'.repeat(950)}`.slice(0, 999);
      const { response } = await createGuest({ name });
      expect(response.statusCode).toBe(201);
    });

    it.each([['not json at all'], ['[]'], ['null']])('answers 400, not 500, for the body %s', async (raw) => {
      const response = await h.app.inject({ method: 'POST', url: GUESTS, headers: { 'content-type': 'application/json' }, payload: raw });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('create', () => {
    it('answers 201 with the filter id and writes a Polish activation e-mail for the Polish board', async () => {
      const { payload, response } = await createGuest();
      expect(response.statusCode).toBe(201);
      const { jobFilterId } = response.json();
      expect(jobFilterId).toMatch(/^[0-9a-f-]{36}$/);
      const mail = await activationMailOf(payload.email);
      expect(mail.subject).toBe('Potwierdź alert o ofertach pracy: React, Kraków');
      expect(mail.text).toContain('Potwierdź alert');
      const link = activationOf(mail);
      expect(link.jobFilterId).toBe(jobFilterId);
      expect(mail.text).toContain(`${PUBLIC_URL}/?job-alerts=activate&code=${link.code}&job-filter-id=${jobFilterId}`);
      expect(link.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('stores codes only as hashes', async () => {
      const { payload } = await createGuest();
      const { code } = activationOf(await activationMailOf(payload.email));
      const stored = await h.db.selectFrom('alert_codes').select('code_hash').execute();
      expect(stored.some((row) => row.code_hash === code)).toBe(false);
      expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.code_hash))).toBe(true);
    });

    it('puts RFC 8058 one-click headers and a visible unsubscribe link in the e-mail', async () => {
      const { payload, response } = await createGuest();
      const mail = await activationMailOf(payload.email);
      const { jobFilterId } = response.json();
      const { candidateId, code } = unsubscribeOf(mail);
      expect(candidateId).toBe(jobFilterId);
      expect(mail.headers['List-Unsubscribe']).toBe(`<${PUBLIC_URL}/api/jobboard/guests/job-alerts/one-click/${jobFilterId}/${code}>`);
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.text).toContain(`${PUBLIC_URL}/?job-alerts=unsubscribe&candidate-id=${jobFilterId}&code=${code}`);
      expect(mail.html).toContain(`${PUBLIC_URL}/?job-alerts=unsubscribe&amp;candidate-id=${jobFilterId}&amp;code=${code}`);
      expect(mail.html).toContain('Wypisz się z tego alertu');
    });

    it('writes English when asked (?lang=en), and uses the board’s own host and default language', async () => {
      const english = await createGuest({}, `${GUESTS}?lang=en`);
      const mail = await activationMailOf(english.payload.email);
      expect(mail.subject).toBe('Confirm your job alert: React, Kraków');
      expect(mail.text).toContain('Unsubscribe from this alert');

      const design = await createGuest({}, '/api/design/guests/job-alerts');
      expect(design.response.statusCode).toBe(201);
      const designMail = await activationMailOf(design.payload.email);
      expect(designMail.subject).toMatch(/^Confirm your job alert/);
      expect(designMail.text).toContain('https://design.jobboard.test/?job-alerts=activate');
      expect(designMail.headers['List-Unsubscribe']).toMatch(/^<https:\/\/design\.jobboard\.test\/api\/design\/guests\/job-alerts\/one-click\//);
    });

    it('escapes what the guest typed in the HTML', async () => {
      const { payload } = await createGuest({ searchUrl: '/praca?q="><img src=x>' });
      const mail = await activationMailOf(payload.email);
      expect(mail.html).not.toContain('<img src=x>');
    });

    it('answers 409 "Job alert already exists" for the same e-mail and search while inactive, and the active text once activated', async () => {
      const { payload, response } = await createGuest();
      const again = await post(h.app, GUESTS, { ...payload, email: payload.email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: ALERT_CONFLICT_MESSAGES.alertExists });

      const { code } = activationOf(await activationMailOf(payload.email));
      const activated = await h.app.inject({
        method: 'PUT',
        url: `${GUESTS}/activation`,
        payload: { code, jobFilterId: response.json().jobFilterId },
      });
      expect(activated.statusCode).toBe(204);
      const third = await post(h.app, GUESTS, payload);
      expect(third.statusCode).toBe(409);
      expect(third.json()).toEqual({ message: ALERT_CONFLICT_MESSAGES.activeAlertExists });
    });

    it('answers 409 without a message for an e-mail with an account, and "Candidate profile already exists" when asked to create one', async () => {
      const account = await register(h.app);
      const plain = await post(h.app, GUESTS, guestPayload({ email: account.email }));
      expect(plain.statusCode).toBe(409);
      expect(plain.json()).toEqual({});
      const withAccount = await post(h.app, GUESTS, guestPayload({ email: account.email, createCandidate: true }));
      expect(withAccount.statusCode).toBe(409);
      expect(withAccount.json()).toEqual({ message: ALERT_CONFLICT_MESSAGES.candidateExists });
    });

    it('creates a candidate account when asked, which owns the filter and cannot be signed in to without a password', async () => {
      const email = uniqueGuestEmail('signup');
      const { response } = await createGuest({ email, createCandidate: true });
      expect(response.statusCode).toBe(201);
      const candidate = await h.db.selectFrom('candidates').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
      const filter = await h.db.selectFrom('job_filters').selectAll().where('id', '=', response.json().jobFilterId).executeTakeFirstOrThrow();
      expect(filter.candidate_id).toBe(candidate.id);
      expect(filter.guest_email).toBeNull();
      expect(unsubscribeOf(await activationMailOf(email)).candidateId).toBe(candidate.id);

      const login = await post(h.app, '/api/jobboard/authentication/login', { email, password: '' });
      expect(login.statusCode).toBe(401);
      // The same guest adds another search: it joins that account; asking for an account again is 409.
      const second = await post(h.app, GUESTS, guestPayload({ email }));
      expect(second.statusCode).toBe(201);
      expect(
        (await h.db.selectFrom('job_filters').select('candidate_id').where('id', '=', second.json().jobFilterId).executeTakeFirstOrThrow())
          .candidate_id,
      ).toBe(candidate.id);
      const third = await post(h.app, GUESTS, guestPayload({ email, createCandidate: true }));
      expect(third.json()).toEqual({ message: ALERT_CONFLICT_MESSAGES.candidateExists });
    });

    it(`answers 422 past ${JOB_ALERTS_MAX} alerts for one e-mail`, async () => {
      const email = uniqueGuestEmail('limit');
      for (let i = 0; i < JOB_ALERTS_MAX; i++) expect((await createGuest({ email })).response.statusCode).toBe(201);
      const over = await createGuest({ email });
      expect(over.response.statusCode).toBe(422);
      expect(over.response.json().message).toMatch(/as many/);
    });

    it('is a 404 on an unknown board', async () => {
      expect((await post(h.app, '/api/nope/guests/job-alerts', guestPayload())).statusCode).toBe(404);
    });
  });

  describe('activation', () => {
    const activate = (payload: unknown) => h.app.inject({ method: 'PUT', url: `${GUESTS}/activation`, payload: payload as Record<string, unknown> });

    it('activates once: 204, the alert is active, a confirmation e-mail goes out; the same code again is 409', async () => {
      const { payload, response } = await createGuest();
      const link = activationOf(await activationMailOf(payload.email));
      expect((await activate(link)).statusCode).toBe(204);
      const alert = await h.db
        .selectFrom('job_alerts')
        .selectAll()
        .where('job_filter_id', '=', response.json().jobFilterId)
        .executeTakeFirstOrThrow();
      expect(alert.status).toBe('active');
      expect(alert.high_water_mark?.toISOString()).toBe(h.clock.now.toISOString());
      expect(alert.next_digest_at?.getTime()).toBe(h.clock.now.getTime() + 3.5 * 86_400_000);
      const mails = await outbox(h.db, payload.email);
      const confirmation = mails.find((mail) => mail.kind === 'confirmation');
      expect(confirmation?.subject).toBe('Alert włączony: React, Kraków');
      expect(confirmation?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

      const reused = await activate(link);
      expect(reused.statusCode).toBe(409);
      expect(reused.json().message).toMatch(/already used/);
    });

    it('answers 409 for a wrong code, a code of another filter and a malformed filter id', async () => {
      const first = await createGuest();
      const second = await createGuest();
      const link = activationOf(await activationMailOf(first.payload.email));
      expect((await activate({ ...link, code: 'x'.repeat(43) })).statusCode).toBe(409);
      expect((await activate({ ...link, code: 'short' })).statusCode).toBe(409);
      expect((await activate({ ...link, jobFilterId: second.response.json().jobFilterId })).statusCode).toBe(409);
      expect((await activate({ ...link, jobFilterId: 'not-a-uuid' })).statusCode).toBe(409);
      expect((await activate(link)).statusCode).toBe(204);
    });

    it('answers 409 for an expired code', async () => {
      const { payload } = await createGuest();
      const link = activationOf(await activationMailOf(payload.email));
      const saved = h.clock.now;
      h.clock.now = new Date(saved.getTime() + 31 * 86_400_000);
      try {
        expect((await activate(link)).statusCode).toBe(409);
      } finally {
        h.clock.now = saved;
      }
    });

    it.each([[{}], [{ code: 'abc' }], [{ jobFilterId: 'abc' }], [{ code: '  ', jobFilterId: 'abc' }], [{ code: 1, jobFilterId: 2 }]])(
      'answers 400 for the malformed body %j',
      async (body) => {
        const response = await activate(body);
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toBe('invalid-input');
      },
    );
  });

  describe('unsubscribe', () => {
    it('removes the alert with the e-mail link once; the link again is 404', async () => {
      const { payload, response } = await createGuest();
      const { candidateId, code } = unsubscribeOf(await activationMailOf(payload.email));
      const url = `${GUESTS}/${candidateId}/${code}`;
      expect((await h.app.inject({ method: 'DELETE', url })).statusCode).toBe(204);
      const alert = await h.db
        .selectFrom('job_alerts')
        .select('status')
        .where('job_filter_id', '=', response.json().jobFilterId)
        .executeTakeFirstOrThrow();
      expect(alert.status).toBe('unsubscribed');
      expect((await h.app.inject({ method: 'DELETE', url })).statusCode).toBe(404);
      // The guest may sign up for the same search again later.
      expect((await post(h.app, GUESTS, payload)).statusCode).toBe(201);
    });

    it('answers 404 for a wrong code or a code presented with another id', async () => {
      const { payload } = await createGuest();
      const { candidateId, code } = unsubscribeOf(await activationMailOf(payload.email));
      expect((await h.app.inject({ method: 'DELETE', url: `${GUESTS}/${candidateId}/${'y'.repeat(43)}` })).statusCode).toBe(404);
      expect((await h.app.inject({ method: 'DELETE', url: `${GUESTS}/00000000-0000-4000-8000-000000000000/${code}` })).statusCode).toBe(404);
      // A control character in the path is refused before the route runs (docs/security.md, finding 6).
      expect((await h.app.inject({ method: 'DELETE', url: `${GUESTS}/x/%00` })).statusCode).toBe(400);
    });

    it('answers the RFC 8058 one-click POST with 200, also when repeated', async () => {
      const { payload, response } = await createGuest();
      const mail = await activationMailOf(payload.email);
      const path = oneClickPathOf(mail);
      const click = () =>
        h.app.inject({
          method: 'POST',
          url: path,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        });
      expect((await click()).statusCode).toBe(200);
      expect((await click()).statusCode).toBe(200);
      const alert = await h.db
        .selectFrom('job_alerts')
        .select('status')
        .where('job_filter_id', '=', response.json().jobFilterId)
        .executeTakeFirstOrThrow();
      expect(alert.status).toBe('unsubscribed');
    });

    it('accepts the one-click body as multipart form data, refuses a POST without it, and 404s a wrong code', async () => {
      const { payload } = await createGuest();
      const path = oneClickPathOf(await activationMailOf(payload.email));
      const empty = await h.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(empty.statusCode).toBe(400);
      const boundary = 'XyZ';
      const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
      const response = await h.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipart,
      });
      expect(response.statusCode).toBe(200);
      const wrong = path.replace(/[^/]+$/, 'z'.repeat(43));
      expect(
        (
          await h.app.inject({
            method: 'POST',
            url: wrong,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: 'List-Unsubscribe=One-Click',
          })
        ).statusCode,
      ).toBe(404);
    });
  });
});

describe('guest creation rate limit', () => {
  it('answers 429 past the limit per client and board', async () => {
    const h = await startAlertsHarness({ offers: 20, alerts: { guestRateLimit: { max: 2, windowMs: 60_000 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await post(h.app, GUESTS, guestPayload())).statusCode);
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await h.close();
    }
  });
});
