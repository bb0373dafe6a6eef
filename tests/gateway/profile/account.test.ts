import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataExportCodec } from '../../../contract/profile.ts';
import { noFilters } from '../alerts/alertsHarness.ts';
import { refresh, type Account } from '../session/sessionHarness.ts';
import { BASE, errorOf, startProfileHarness, TINY_PNG, type ProfileHarness } from './profileHarness.ts';

const NEW_PASSWORD = 'a brand new passphrase';

describe('the candidate’s account: password, export, deletion', () => {
  let h: ProfileHarness;
  let offerId: string;
  beforeAll(async () => {
    h = await startProfileHarness(20);
    offerId = (await h.database.db.selectFrom('offers').select('id').where('tenant_id', '=', 'jobboard').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => h.close());

  const login = (email: string, password: string) =>
    h.app.inject({ method: 'POST', url: `${BASE}/authentication/login`, payload: { email, password } });

  /** An account with something in every table that names a candidate. */
  async function fullAccount(): Promise<Account> {
    const account = await h.register();
    const calls: [string, string, object][] = [
      ['PATCH', `/candidates/${account.id}`, { socialMediaProfiles: [{ type: 'github', link: 'https://github.com/ada' }] }],
      ['PATCH', `/candidates/${account.id}/preferences`, { skills: [{ id: 'x', name: 'Java', level: 3 }] }],
      [
        'POST',
        `/candidates/${account.id}/work-history`,
        { title: 'Dev', companyName: 'Acme', description: '', period: { start: { year: 2020, month: 1 }, end: null } },
      ],
      ['PUT', `/candidates/${account.id}/avatar`, { image: TINY_PNG.toString('base64') }],
      ['PATCH', '/candidates/consents/profiling', { given: true }],
      ['POST', '/candidates/favorites', { jobAdvertisementId: offerId }],
    ];
    for (const [method, url, payload] of calls)
      expect((await h.as(account, { method: method as 'POST', url, payload })).statusCode).toBeLessThan(300);
    const filter = await h.as(account, {
      method: 'POST',
      url: '/job-filters',
      payload: { searchUrl: `/praca?keyword=${account.id}`, name: 'Java', filters: noFilters() },
    });
    const jobFilterId = (filter.json() as { id: string }).id;
    expect(
      (await h.as(account, { method: 'POST', url: '/job-alerts', payload: { jobFilterId, frequency: 'daily', name: 'Java alert' } })).statusCode,
    ).toBe(201);
    return account;
  }

  it('changes the password: the old one stops working, other logins end, this one stays', async () => {
    const account = await h.register();
    const elsewhere = (await login(account.email, account.password)).json() as { token: string };
    const wrong = await h.as(account, {
      method: 'PUT',
      url: `/candidates/${account.id}/password`,
      payload: { currentPassword: 'not it', newPassword: NEW_PASSWORD },
    });
    expect(wrong.statusCode).toBe(409);
    expect(errorOf(wrong)).toEqual({ error: 'wrong-password', message: 'The current password is wrong.' });
    const short = await h.as(account, {
      method: 'PUT',
      url: `/candidates/${account.id}/password`,
      payload: { currentPassword: account.password, newPassword: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short).message).toBe('newPassword: at least 8 characters.');
    const changed = await h.as(account, {
      method: 'PUT',
      url: `/candidates/${account.id}/password`,
      payload: { currentPassword: account.password, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(204);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await login(account.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await h.as(account, { method: 'GET', url: `/candidates/${account.id}` })).statusCode).toBe(200);
    expect((await h.as({ ...account, token: elsewhere.token }, { method: 'GET', url: `/candidates/${account.id}` })).statusCode).toBe(401);
  });

  it('exports everything stored about the candidate as a JSON download, never the password hash', async () => {
    const account = await fullAccount();
    const response = await h.as(account, { method: 'GET', url: `/candidates/${account.id}/export` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="jobboard-my-data-2025-06-01.json"');
    const body = response.json();
    expect(DataExportCodec.is(body)).toBe(true);
    expect(body.candidate).toMatchObject({
      account: { id: account.id, email: account.email, passwordSet: true },
      profile: { socialMediaProfiles: [{ type: 'github' }], avatar: { mediaType: 'image/png', base64: TINY_PNG.toString('base64') } },
      preferences: { skills: [{ name: 'Java' }] },
      workHistory: [{ title: 'Dev' }],
      consents: [{ name: 'profiling', given: true }],
      favourites: [{ jobAdvertisementId: offerId }],
      savedSearches: [{ name: 'Java alert', alert: { frequency: 'daily', email: account.email } }],
    });
    expect(body.candidate.logins.length).toBeGreaterThan(0);
    expect(response.body).not.toContain('scrypt$');
    expect((await h.as(account, { method: 'GET', url: `/candidates/00000000-0000-4000-8000-000000000000/export` })).statusCode).toBe(404);
  });

  it('deletes the account and every row that names the candidate; login and refresh fail afterwards', async () => {
    const account = await fullAccount();
    const bystander = await fullAccount();
    const tables = await sql<{
      table_name: string;
    }>`select table_name from information_schema.columns where column_name = 'candidate_id' and table_schema = 'public'`.execute(h.database.db);
    const names = tables.rows.map((row) => row.table_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'candidate_profiles',
        'candidate_avatars',
        'work_history',
        'favourites',
        'consents',
        'refresh_tokens',
        'job_filters',
        'password_codes',
      ]),
    );
    const rowsOf = async (id: string) => {
      let total = 0;
      for (const name of names)
        total += Number(
          (await sql<{ n: string }>`select count(*) as n from ${sql.table(name)} where candidate_id = ${id}`.execute(h.database.db)).rows[0]?.n ?? 0,
        );
      return total;
    };
    expect(await rowsOf(account.id)).toBeGreaterThan(5);
    const alertMails = async (id: string) =>
      Number(
        (
          await sql<{
            n: string;
          }>`select count(*) as n from outbox o join job_alerts a on a.id = o.job_alert_id join job_filters f on f.id = a.job_filter_id where f.candidate_id = ${id}`.execute(
            h.database.db,
          )
        ).rows[0]?.n ?? 0,
      );
    const avatarUrl = ((await h.as(account, { method: 'GET', url: `/candidates/${account.id}` })).json() as { avatarUrl: string }).avatarUrl;
    const mailsTo = async (email: string) =>
      Number((await sql<{ n: string }>`select count(*) as n from outbox where to_email = ${email}`.execute(h.database.db)).rows[0]?.n ?? 0);
    expect(await alertMails(account.id)).toBeGreaterThan(0);

    const deleted = await h.as(account, { method: 'DELETE', url: `/candidates/${account.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.cookies.find((cookie) => cookie.name === 'user-id')?.value).toBe('');

    expect(await rowsOf(account.id)).toBe(0);
    expect(await h.database.db.selectFrom('candidates').select('id').where('id', '=', account.id).executeTakeFirst()).toBeUndefined();
    expect(await mailsTo(account.email)).toBe(0);
    expect((await h.app.inject({ method: 'GET', url: avatarUrl })).statusCode).toBe(404);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    expect((await refresh(h.app, account.refresh)).statusCode).toBe(401);
    expect((await h.as(account, { method: 'GET', url: `/candidates/${account.id}` })).statusCode).toBe(401);
    // Someone else's data is untouched.
    expect(await rowsOf(bystander.id)).toBeGreaterThan(5);
    expect(await alertMails(bystander.id)).toBeGreaterThan(0);
  });
});
