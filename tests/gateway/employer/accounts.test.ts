import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRight } from 'fp-ts/lib/Either.js';
import { AcceptedCodec, ConfirmResponseCodec, EmployerProfileCodec, EmployerUserCodec, SignUpResponseCodec } from '../../../contract/employer.ts';
import { call, employer, PASSWORD, signUpBody, startEmployerHarness, tokenFromMail, uniqueEmail, type EmployerHarness } from './employerHarness.ts';

const loginBody = (email: string, password = PASSWORD) => ({ grant_type: 'password', username: email, password, client_id: 'employer-panel' });

describe('employer sign-up and e-mail confirmation', () => {
  let h: EmployerHarness;
  beforeAll(async () => {
    h = await startEmployerHarness({ offers: 10 });
  });
  afterAll(async () => h.close());

  it('makes a company and its first user (an admin, not yet confirmed), and mails a confirmation link in the tenant language', async () => {
    const email = uniqueEmail();
    const response = await call(h.app, 'POST', '/api/jobboard/v1/users/sign_up', {
      body: signUpBody(email, { company: { name: 'Vistula <b>Soft</b>' } }),
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(isRight(SignUpResponseCodec.decode(body))).toBe(true);
    expect(body.user).toMatchObject({ email, role: 'admin', confirmed: false, phone: '+48 600 100 200' });
    // A company name is plain text: kept as typed, never interpreted.
    expect(body.company.name).toBe('Vistula <b>Soft</b>');
    const company = await h.database.db.selectFrom('companies').selectAll().where('id', '=', body.company.id).executeTakeFirstOrThrow();
    expect(company.slug).toBe(`vistula-b-soft-b-${body.company.id}`);
    const mail = await h.database.db.selectFrom('outbox').selectAll().where('to_email', '=', email).executeTakeFirstOrThrow();
    expect(mail.subject).toContain('Potwierdź adres e-mail');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/employer\/confirm\?confirmation_token=[A-Za-z0-9_-]{43}/);
    expect(mail.html).not.toContain('<b>Soft</b>');
    // The token is kept as a hash only.
    const token = await tokenFromMail(h.database, email);
    const stored = await h.database.db.selectFrom('employer_tokens').select('token_hash').execute();
    expect(stored.some((row) => row.token_hash.includes(token))).toBe(false);
  });

  it('writes the e-mail in English on an English tenant and when asked with ?lang=en', async () => {
    const design = uniqueEmail();
    await call(h.app, 'POST', '/api/design/v1/users/sign_up', { body: signUpBody(design) });
    const asked = uniqueEmail();
    await call(h.app, 'POST', '/api/jobboard/v1/users/sign_up?lang=en', { body: signUpBody(asked) });
    for (const email of [design, asked]) {
      const mail = await h.database.db.selectFrom('outbox').select(['subject', 'text']).where('to_email', '=', email).executeTakeFirstOrThrow();
      expect(mail.subject).toContain('Confirm the e-mail address');
    }
    const designMail = await h.database.db.selectFrom('outbox').select('text').where('to_email', '=', design).executeTakeFirstOrThrow();
    expect(designMail.text).toContain('http://design.localhost:3000/employer/confirm?confirmation_token=');
  });

  it('refuses an unconfirmed login with invalid_grant saying to confirm, then logs in once the link was followed', async () => {
    const email = uniqueEmail();
    await call(h.app, 'POST', '/api/jobboard/v1/users/sign_up', { body: signUpBody(email) });
    const early = await call(h.app, 'POST', '/api/jobboard/v1/oauth/token', { form: true, body: loginBody(email) });
    expect(early.statusCode).toBe(400);
    expect(early.json().error).toBe('invalid_grant');
    expect(early.json().error_description).toMatch(/confirm/i);
    const token = await tokenFromMail(h.database, email);
    const confirmed = await call(h.app, 'PATCH', '/api/jobboard/v1/users/confirm', { body: { confirmation_token: token } });
    expect(confirmed.statusCode).toBe(200);
    expect(isRight(ConfirmResponseCodec.decode(confirmed.json()))).toBe(true);
    const again = await call(h.app, 'PATCH', '/api/jobboard/v1/users/confirm', { body: { confirmation_token: token } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('invalid-token');
    const login = await call(h.app, 'POST', '/api/jobboard/v1/oauth/token', { form: true, body: loginBody(email) });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a confirmation token on another tenant, and an expired one', async () => {
    const email = uniqueEmail();
    await call(h.app, 'POST', '/api/jobboard/v1/users/sign_up', { body: signUpBody(email) });
    const token = await tokenFromMail(h.database, email);
    expect((await call(h.app, 'PATCH', '/api/design/v1/users/confirm', { body: { confirmation_token: token } })).statusCode).toBe(409);
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 4 * 86_400_000);
    try {
      expect((await call(h.app, 'PATCH', '/api/jobboard/v1/users/confirm', { body: { confirmation_token: token } })).statusCode).toBe(409);
    } finally {
      h.clock.now = saved;
    }
  });

  it('sends a new link on request, the old one stops working, and the answer never says whether the address exists', async () => {
    const email = uniqueEmail();
    await call(h.app, 'POST', '/api/jobboard/v1/users/sign_up', { body: signUpBody(email) });
    const first = await tokenFromMail(h.database, email);
    const known = await call(h.app, 'PATCH', '/api/jobboard/v1/users/regenerate_confirmation_token', { body: { email } });
    const unknown = await call(h.app, 'PATCH', '/api/jobboard/v1/users/regenerate_confirmation_token', { body: { email: uniqueEmail('nobody') } });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(isRight(AcceptedCodec.decode(known.json()))).toBe(true);
    const second = await tokenFromMail(h.database, email);
    expect(second).not.toBe(first);
    expect((await call(h.app, 'PATCH', '/api/jobboard/v1/users/confirm', { body: { confirmation_token: first } })).statusCode).toBe(409);
    expect((await call(h.app, 'PATCH', '/api/jobboard/v1/users/confirm', { body: { confirmation_token: second } })).statusCode).toBe(200);
  });

  it('answers a taken e-mail with 409 and leaves no second company behind', async () => {
    const email = uniqueEmail();
    await call(h.app, 'POST', '/api/jobboard/v1/users/sign_up', { body: signUpBody(email) });
    const before = await h.database.db
      .selectFrom('companies')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const second = await call(h.app, 'POST', '/api/jobboard/v1/users/sign_up', { body: signUpBody(email.toUpperCase()) });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('email-taken');
    const after = await h.database.db
      .selectFrom('companies')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // The same address may hold an account on another tenant.
    expect((await call(h.app, 'POST', '/api/design/v1/users/sign_up', { body: signUpBody(email) })).statusCode).toBe(201);
  });

  it.each([
    ['no body', undefined, /Send \{company/],
    ['a list', [], /Send \{company/],
    ['regulations not accepted', signUpBody('a@example.com', { company: { accepted_regulations: false } }), /accepted_regulations/],
    ['passwords that differ', signUpBody('b@example.com', { user: { password_confirmation: 'something else 1' } }), /password_confirmation/],
    ['a short password', signUpBody('c@example.com', { user: { password: 'short', password_confirmation: 'short' } }), /user\.password: 8 to/],
    ['a bad e-mail', signUpBody('not an address'), /user\.email/],
    [
      'a NUL in the company name',
      signUpBody('d@example.com', { company: { name: 'Acme\u0000' } }),
      /control characters.*company\.name|company\.name: control characters/i,
    ],
    [
      'a control character in the user name',
      signUpBody('e@example.com', { user: { name: 'Ada\u0007' } }),
      /control characters.*user\.name|user\.name: control characters/i,
    ],
    ['a phone of letters', signUpBody('f@example.com', { user: { phone: 'call me' } }), /user\.phone/],
    ['an empty company name', signUpBody('g@example.com', { company: { name: '   ' } }), /company\.name: 1 to/],
  ])('answers %s with 400 and a message naming the field', async (_name, body, message) => {
    const response = await call(h.app, 'POST', '/api/jobboard/v1/users/sign_up', body === undefined ? {} : { body });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });
});

describe('password reset', () => {
  let h: EmployerHarness;
  beforeAll(async () => {
    h = await startEmployerHarness({ offers: 10 });
  });
  afterAll(async () => h.close());

  it('mails a one-hour, single-use link, sets the new password, and ends every earlier login', async () => {
    const account = await employer(h);
    const unknown = await call(h.app, 'POST', '/api/jobboard/v1/users/password', { body: { email: uniqueEmail('nobody') } });
    const known = await call(h.app, 'POST', '/api/jobboard/v1/users/password', { body: { email: account.email } });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const token = await tokenFromMail(h.database, account.email, 'reset_password_token');
    const mail = await h.database.db
      .selectFrom('outbox')
      .select('text')
      .where('to_email', '=', account.email)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('http://localhost:3000/employer/reset-password?reset_password_token=');
    const mismatch = await call(h.app, 'PATCH', '/api/jobboard/v1/users/password', {
      body: { reset_password_token: token, password: 'new password 1', password_confirmation: 'new password 2' },
    });
    expect(mismatch.statusCode).toBe(400);
    const changed = await call(h.app, 'PATCH', '/api/jobboard/v1/users/password', {
      body: { reset_password_token: token, password: 'new password 1', password_confirmation: 'new password 1' },
    });
    expect(changed.statusCode).toBe(200);
    const reused = await call(h.app, 'PATCH', '/api/jobboard/v1/users/password', {
      body: { reset_password_token: token, password: 'new password 3', password_confirmation: 'new password 3' },
    });
    expect(reused.statusCode).toBe(409);
    expect((await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/profiles/me', { token: account.token })).statusCode).toBe(401);
    expect((await call(h.app, 'POST', '/api/jobboard/v1/oauth/token', { form: true, body: loginBody(account.email) })).json().error).toBe(
      'invalid_grant',
    );
    expect(
      (await call(h.app, 'POST', '/api/jobboard/v1/oauth/token', { form: true, body: loginBody(account.email, 'new password 1') })).statusCode,
    ).toBe(200);
  });

  it('refuses a reset link after its hour', async () => {
    const account = await employer(h);
    await call(h.app, 'POST', '/api/jobboard/v1/users/password', { body: { email: account.email } });
    const token = await tokenFromMail(h.database, account.email, 'reset_password_token');
    const saved = h.clock.now;
    h.clock.now = new Date(saved.getTime() + 61 * 60_000);
    try {
      const late = await call(h.app, 'PATCH', '/api/jobboard/v1/users/password', {
        body: { reset_password_token: token, password: 'new password 1', password_confirmation: 'new password 1' },
      });
      expect(late.statusCode).toBe(409);
    } finally {
      h.clock.now = saved;
    }
  });

  it('answers malformed reset bodies with 400', async () => {
    for (const body of [{}, { email: 3 }, { email: 'x\u0000@example.com' }]) {
      expect((await call(h.app, 'POST', '/api/jobboard/v1/users/password', { body })).statusCode).toBe(400);
    }
    expect((await call(h.app, 'PATCH', '/api/jobboard/v1/users/password', { body: { reset_password_token: 'x' } })).statusCode).toBe(400);
  });
});

describe('users added by an admin, and the profile', () => {
  let h: EmployerHarness;
  beforeAll(async () => {
    h = await startEmployerHarness({ offers: 10 });
  });
  afterAll(async () => h.close());

  it('invites a user who sets a password through the link, then logs in as a recruiter of the same company', async () => {
    const admin = await employer(h);
    const email = uniqueEmail('member');
    const added = await call(h.app, 'POST', '/api/jobboard/v1/users', { token: admin.token, body: { name: 'Bob Member', email } });
    expect(added.statusCode).toBe(201);
    expect(isRight(EmployerUserCodec.decode(added.json()))).toBe(true);
    expect(added.json()).toMatchObject({ role: 'recruiter', confirmed: false });
    const mail = await h.database.db.selectFrom('outbox').select(['subject', 'text']).where('to_email', '=', email).executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/\/employer\/confirm\?confirmation_token=[A-Za-z0-9_-]{43}&set_password=1/);
    const token = await tokenFromMail(h.database, email);
    const withoutPassword = await call(h.app, 'PATCH', '/api/jobboard/v1/users/confirm', { body: { confirmation_token: token } });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json().message).toMatch(/choose a password/);
    const confirmed = await call(h.app, 'PATCH', '/api/jobboard/v1/users/confirm', {
      body: { confirmation_token: token, password: 'member password', password_confirmation: 'member password' },
    });
    expect(confirmed.statusCode).toBe(200);
    const login = await call(h.app, 'POST', '/api/jobboard/v1/oauth/token', { body: loginBody(email, 'member password') });
    expect(login.statusCode).toBe(200);
    const member = login.json().access_token as string;
    const profile = await call(h.app, 'GET', '/api/jobboard/v2/employer-panel/profiles/me', { token: member });
    expect(isRight(EmployerProfileCodec.decode(profile.json()))).toBe(true);
    expect(profile.json()).toMatchObject({ email, role: 'recruiter', company: { id: admin.companyId } });
    // Only an admin adds users.
    expect((await call(h.app, 'POST', '/api/jobboard/v1/users', { token: member, body: { name: 'Eve', email: uniqueEmail() } })).statusCode).toBe(
      403,
    );
    expect((await call(h.app, 'POST', '/api/jobboard/v1/users', { token: admin.token, body: { name: 'Again', email } })).statusCode).toBe(409);
  });

  it('changes the name, phone and language of the profile, refusing bad values', async () => {
    const account = await employer(h);
    const changed = await call(h.app, 'PATCH', '/api/jobboard/v1/profiles/me', {
      token: account.token,
      body: { name: '  Ada   Lovelace ', phone: '', language: 'en' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Ada Lovelace', phone: null, language: 'en' });
    for (const body of [{ name: 'x\u0000' }, { phone: 'nope' }, { language: 'de' }, { name: 7 }, []]) {
      expect((await call(h.app, 'PATCH', '/api/jobboard/v1/profiles/me', { token: account.token, body })).statusCode).toBe(400);
    }
  });
});
