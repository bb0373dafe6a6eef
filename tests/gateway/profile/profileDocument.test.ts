import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateDocumentCodec, PreferencesCodec } from '../../../contract/profile.ts';
import { CandidateProfileCodec } from '../../../contract/session.ts';
import { BASE, errorOf, startProfileHarness, type ProfileHarness } from './profileHarness.ts';
import type { Account } from '../session/sessionHarness.ts';

describe('the candidate document, profile and preferences', () => {
  let h: ProfileHarness;
  let me: Account;
  let other: Account;
  beforeAll(async () => {
    h = await startProfileHarness(20);
    me = await h.register();
    other = await h.register();
  });
  afterAll(async () => h.close());

  const patch = (url: string, payload: unknown, account = me) => h.as(account, { method: 'PATCH', url, payload: payload as object });

  it('answers the own candidate whole, readable as the session profile too; another id is not found, no token 401', async () => {
    const response = await h.as(me, { method: 'GET', url: `/candidates/${me.id}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(CandidateDocumentCodec.is(body)).toBe(true);
    expect(CandidateProfileCodec.is(body)).toBe(true);
    expect(body).toMatchObject({
      id: me.id,
      email: me.email,
      profile: { firstName: 'Ada', applicationDocs: [], socialMediaProfiles: [] },
      workHistory: [],
      consents: [{ name: 'profiling', given: false }],
    });
    expect(body.preferences).toMatchObject({ candidateId: me.id, skills: [], experienceYears: 0, availabilityPeriod: null });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await h.as(me, { method: 'GET', url: `/candidates/${other.id}` })).statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: `${BASE}/candidates/${me.id}` })).statusCode).toBe(401);
  });

  it('saves names trimmed and social profiles by type', async () => {
    const response = await patch(`/candidates/${me.id}`, {
      firstName: '  Grace ',
      lastName: 'Hopper',
      socialMediaProfiles: [
        { type: 'linkedin', link: 'https://www.linkedin.com/in/grace' },
        { type: 'github', link: ' https://github.com/grace ' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      profile: { firstName: 'Grace', socialMediaProfiles: [{ type: 'linkedin' }, { type: 'github', link: 'https://github.com/grace' }] },
    });
    const again = await h.as(me, { method: 'GET', url: `/candidates/${me.id}` });
    expect(again.json()).toMatchObject({ firstName: 'Grace', profile: { socialMediaProfiles: [{ type: 'linkedin' }, { type: 'github' }] } });
  });

  it.each([
    [{ firstName: 'Ada\nLovelace' }, 'firstName contains control characters.'],
    [{ lastName: 'x'.repeat(101) }, 'lastName is too long.'],
    [{ firstName: '   ' }, 'firstName is required.'],
    [{ socialMediaProfiles: [{ type: 'linkedin', link: 'javascript:alert(1)' }] }, 'socialMediaProfiles.0.link is not an http(s) address.'],
    [
      {
        socialMediaProfiles: [
          { type: 'other', link: 'https://a.dev' },
          { type: 'other', link: 'https://b.dev' },
        ],
      },
      'socialMediaProfiles.1.type repeats an entry.',
    ],
  ])('refuses %j with a readable 400', async (body, message) => {
    const response = await patch(`/candidates/${me.id}`, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ error: 'bad-request', message });
  });

  it('refuses a NUL or another control character anywhere with a 400 naming the field', async () => {
    for (const [url, body, field] of [
      [`/candidates/${me.id}`, { firstName: 'Ada\u0000' }, 'firstName'],
      [`/candidates/${me.id}/preferences`, { skills: [{ id: 'x', name: 'Go\u0007', level: 3 }] }, 'skills'],
    ] as const) {
      const response = await patch(url, body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(/control characters/i);
      expect(errorOf(response).message).toContain(field);
    }
  });

  it('refuses bodies of the wrong shape with 400, never 500', async () => {
    for (const payload of [[1, 2], { firstName: 12 }, { socialMediaProfiles: [{ type: 'myspace', link: 'https://x.y' }] }]) {
      const response = await patch(`/candidates/${me.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toMatch(/^Send /);
    }
    const text = await h.as(me, { method: 'PATCH', url: `/candidates/${me.id}`, payload: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBeGreaterThanOrEqual(400);
    expect(text.statusCode).toBeLessThan(500);
  });

  it('saves preferences field by field and keeps the others', async () => {
    const categoryId = (await h.database.db.selectFrom('categories').select('id').where('tenant_id', '=', 'jobboard').executeTakeFirstOrThrow()).id;
    const first = await patch(`/candidates/${me.id}/preferences`, {
      position: ' Backend developer ',
      experienceYears: 4,
      desiredPositions: ['Tech lead'],
      skills: [{ id: 'ignored', name: ' TypeScript ', level: 4 }],
      employments: [
        { type: 'b2b', salary: { amount: 20000, currency: 'pln' } },
        { type: 'permanent', salary: null },
      ],
      locations: { residences: ['krakow'], workplaceTypes: ['remote', 'hybrid'] },
      internalLanguages: [{ code: 'en', level: 'C1' }],
      categoryIds: [categoryId],
      availabilityPeriod: { unit: 'week', value: 4 },
      jobLooking: 'openToOffers',
    });
    expect(first.statusCode).toBe(200);
    expect(PreferencesCodec.is(first.json())).toBe(true);
    expect(first.json()).toMatchObject({ position: 'Backend developer', skills: [{ id: 'typescript', name: 'TypeScript', level: 4 }] });
    const second = await patch(`/candidates/${me.id}/preferences`, { experienceYears: 5, jobLooking: null });
    expect(second.json()).toMatchObject({
      experienceYears: 5,
      jobLooking: null,
      position: 'Backend developer',
      categoryIds: [categoryId],
      availabilityPeriod: { unit: 'week', value: 4 },
    });
    const row = await h.database.db.selectFrom('candidate_profiles').selectAll().where('candidate_id', '=', me.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      skill_ids: ['typescript'],
      residences: ['krakow'],
      employment_types: ['b2b', 'permanent'],
      experience_years: 5,
      availability_weeks: 4,
      job_looking: null,
    });
  });

  it.each([
    [{ skills: [{ id: 'x', name: 'Go', level: 6 }] }, 'skills.0.level is out of range.'],
    [
      {
        skills: [
          { id: 'a', name: 'Go', level: 3 },
          { id: 'b', name: 'go', level: 2 },
        ],
      },
      'skills.1 repeats an entry.',
    ],
    [{ position: 'Dev\r\nOps' }, 'position contains control characters.'],
    [{ experienceYears: 2.5 }, 'experienceYears is out of range.'],
    [{ availabilityPeriod: { unit: 'week', value: 3 } }, 'availabilityPeriod names something unknown.'],
    [{ locations: { residences: ['atlantis'], workplaceTypes: [] } }, 'locations.residences.0 names something unknown.'],
    [{ categoryIds: [999999] }, 'categoryIds.0 names something unknown.'],
    [{ employments: [{ type: 'b2b', salary: { amount: -5, currency: 'pln' } }] }, 'employments.0.salary.amount is out of range.'],
    [{ internalLanguages: [{ code: 'xx', level: 'B2' }] }, 'internalLanguages.0.code names something unknown.'],
    [{ desiredPositions: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'desiredPositions has too many entries.'],
  ])('refuses the preferences %j with a readable 400', async (body, message) => {
    const response = await patch(`/candidates/${me.id}/preferences`, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });

  it('keeps every write to the own id', async () => {
    expect((await patch(`/candidates/${other.id}`, { firstName: 'Mallory' })).statusCode).toBe(404);
    expect((await patch(`/candidates/${other.id}/preferences`, { experienceYears: 9 })).statusCode).toBe(404);
    const untouched = await h.as(other, { method: 'GET', url: `/candidates/${other.id}` });
    expect(untouched.json()).toMatchObject({ firstName: 'Ada', preferences: { experienceYears: 0 } });
  });
});
