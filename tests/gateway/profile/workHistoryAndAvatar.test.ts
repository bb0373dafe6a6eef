import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WorkHistoryEntryCodec } from '../../../contract/profile.ts';
import { PROFILE_LIMITS } from '../../../core/profile/profileLimits.ts';
import type { Account } from '../session/sessionHarness.ts';
import { BASE, errorOf, startProfileHarness, TINY_JPEG, TINY_PNG, type ProfileHarness } from './profileHarness.ts';

const entry = (overrides: Record<string, unknown> = {}) => ({
  title: 'Developer',
  companyName: 'Acme',
  description: 'Built things.\nFixed others.',
  period: { start: { year: 2020, month: 3 }, end: { year: 2022, month: 11 } },
  ...overrides,
});

describe('work history', () => {
  let h: ProfileHarness;
  let me: Account;
  let other: Account;
  beforeAll(async () => {
    // The harness's clock reads 2025-06-01.
    h = await startProfileHarness();
    me = await h.register();
    other = await h.register();
  });
  afterAll(async () => h.close());

  const add = (body: unknown, account = me) =>
    h.as(account, { method: 'POST', url: `/candidates/${account.id}/work-history`, payload: body as object });

  it('adds, lists newest first with an open end first, edits and removes entries', async () => {
    const older = await add(entry());
    expect(older.statusCode).toBe(201);
    expect(WorkHistoryEntryCodec.is(older.json())).toBe(true);
    const current = await add(entry({ title: ' Lead ', period: { start: { year: 2023, month: 1 }, end: null } }));
    expect(current.json()).toMatchObject({ title: 'Lead', period: { end: null } });
    const listed = (await h.as(me, { method: 'GET', url: `/candidates/${me.id}` })).json().workHistory as { id: string; title: string }[];
    expect(listed.map((item) => item.title)).toEqual(['Lead', 'Developer']);

    const olderId = (older.json() as { id: string }).id;
    const edited = await h.as(me, {
      method: 'PUT',
      url: `/candidates/${me.id}/work-history/${olderId}`,
      payload: entry({ companyName: 'Acme Corp' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: olderId, companyName: 'Acme Corp' });
    expect((await h.as(me, { method: 'DELETE', url: `/candidates/${me.id}/work-history/${olderId}` })).statusCode).toBe(204);
    expect((await h.as(me, { method: 'DELETE', url: `/candidates/${me.id}/work-history/${olderId}` })).statusCode).toBe(204);
    const left = (await h.as(me, { method: 'GET', url: `/candidates/${me.id}` })).json().workHistory as unknown[];
    expect(left).toHaveLength(1);
  });

  it.each([
    [entry({ period: { start: { year: 2022, month: 5 }, end: { year: 2021, month: 1 } } }), 'period.end ends before it starts.'],
    [entry({ period: { start: { year: 2025, month: 7 }, end: null } }), 'period.start lies in the future.'],
    [entry({ period: { start: { year: 2020, month: 13 }, end: null } }), 'period.start is out of range.'],
    [entry({ title: '' }), 'title is required.'],
    [entry({ companyName: 'A\nB' }), 'companyName contains control characters.'],
    [entry({ description: 'x'.repeat(PROFILE_LIMITS.descriptionLength + 1) }), 'description is too long.'],
  ])('refuses %#: %s', async (body, message) => {
    const response = await add(body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });

  it('keeps tabs and line breaks in a description, refuses other control characters', async () => {
    expect((await add(entry({ description: 'tab\tand\r\nbreaks are fine' }))).statusCode).toBe(201);
    const refused = await add(entry({ description: 'but not \u0000' }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toMatch(/control characters.*description|description.*control characters/i);
  });

  it('refuses a malformed body and another candidate’s entry', async () => {
    expect(errorOf(await add({ title: 'x' })).message).toMatch(/^Send \{ title, companyName/);
    const theirs = (await add(entry(), other)).json() as { id: string };
    expect((await h.as(me, { method: 'PUT', url: `/candidates/${me.id}/work-history/${theirs.id}`, payload: entry() })).statusCode).toBe(404);
    await h.as(me, { method: 'DELETE', url: `/candidates/${me.id}/work-history/${theirs.id}` });
    expect((await h.as(other, { method: 'GET', url: `/candidates/${other.id}` })).json().workHistory).toHaveLength(1);
    expect((await h.as(me, { method: 'PUT', url: `/candidates/${me.id}/work-history/not-a-uuid`, payload: entry() })).statusCode).toBe(404);
  });

  it('keeps at most 30 entries', async () => {
    const account = await h.register();
    for (let index = 0; index < PROFILE_LIMITS.workHistoryEntries; index++) expect((await add(entry(), account)).statusCode).toBe(201);
    const refused = await add(entry(), account);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe('workHistory has too many entries.');
  });
});

describe('avatars', () => {
  let h: ProfileHarness;
  let me: Account;
  beforeAll(async () => {
    h = await startProfileHarness();
    me = await h.register();
  });
  afterAll(async () => h.close());

  const upload = (bytes: Buffer | string) =>
    h.as(me, { method: 'PUT', url: `/candidates/${me.id}/avatar`, payload: { image: typeof bytes === 'string' ? bytes : bytes.toString('base64') } });

  it('stores a PNG, serves it to an <img> without a token, and points the profile at it', async () => {
    const response = await upload(TINY_PNG);
    expect(response.statusCode).toBe(200);
    const { avatarUrl } = response.json() as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^\/api\/jobboard\/candidate-avatars\/[0-9a-f-]{36}$/);
    const image = await h.app.inject({ method: 'GET', url: avatarUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    const document = (await h.as(me, { method: 'GET', url: `/candidates/${me.id}` })).json();
    expect(document).toMatchObject({ avatarUrl, profile: { avatarUrl } });
    expect((await h.app.inject({ method: 'GET', url: avatarUrl.replace('/jobboard/', '/design/') })).statusCode).toBe(404);
  });

  it('replaces the image under a new address (the old one is gone) and removes it', async () => {
    const first = (await upload(TINY_PNG)).json() as { avatarUrl: string };
    const second = (await upload(TINY_JPEG)).json() as { avatarUrl: string };
    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    expect((await h.app.inject({ method: 'GET', url: first.avatarUrl })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: second.avatarUrl })).headers['content-type']).toBe('image/jpeg');
    expect((await h.as(me, { method: 'DELETE', url: `/candidates/${me.id}/avatar` })).statusCode).toBe(204);
    expect((await h.app.inject({ method: 'GET', url: second.avatarUrl })).statusCode).toBe(404);
    expect((await h.as(me, { method: 'GET', url: `/candidates/${me.id}` })).json()).toMatchObject({ avatarUrl: null });
  });

  it('refuses what is not a PNG or JPEG by its bytes, whatever it claims, and images over 2 MB', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const body of [svg, Buffer.from('GIF89a\u0001\u0000'), 'not base64 at all!', '']) {
      const response = await upload(body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('image is not a PNG or JPEG image.');
    }
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(PROFILE_LIMITS.avatarBytes)]);
    const tooLarge = await upload(big);
    expect(tooLarge.statusCode).toBe(400);
    expect(errorOf(tooLarge).message).toBe('image is too large.');
    const huge = await h.as(me, { method: 'PUT', url: `/candidates/${me.id}/avatar`, payload: { image: 'A'.repeat(4 * 1024 * 1024) } });
    expect(huge.statusCode).toBe(413);
  });

  it('answers an unknown or malformed image address with 404', async () => {
    expect((await h.app.inject({ method: 'GET', url: `${BASE}/candidate-avatars/00000000-0000-4000-8000-000000000000` })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `${BASE}/candidate-avatars/..%2F..%2Fetc` })).statusCode).toBe(404);
  });
});
