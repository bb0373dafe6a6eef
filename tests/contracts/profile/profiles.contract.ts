import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Profiles } from '../../../core/profile/Profiles.ts';
import { TINY_PNG, aWorkEntry } from '../../core/profile/profileBuilders.ts';

/**
 * What every Profiles adapter promises. The world gives a fresh logged-in candidate (its id, the
 * adapter with its session), another candidate's id, a category and a city that exist, and an
 * adapter without a session. Its clock reads June 2025.
 */
export interface ProfilesWorld {
  readonly fresh: () => Promise<{
    readonly profiles: Profiles;
    readonly candidateId: string;
    readonly otherId: string;
    readonly categoryId: number;
    readonly citySlug: string;
  }>;
  readonly withoutSession: () => Promise<Profiles>;
}

const ok = async <T, E>(result: ResultAsync<T, E>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw new Error(`expected success, got ${JSON.stringify(settled.error)}`);
  return settled.value;
};
const failure = async <T, E>(result: ResultAsync<T, E>): Promise<E> => {
  const settled = await result;
  if (settled.isOk()) throw new Error('expected a failure');
  return settled.error;
};

export function profilesContract(adapter: string, world: ProfilesWorld): void {
  describe(`Profiles contract: ${adapter}`, () => {
    it('loads the own candidate, empty at first; another id is not found', async () => {
      const { profiles, candidateId, otherId } = await world.fresh();
      const document = await ok(profiles.load(candidateId));
      expect(document).toMatchObject({ id: candidateId, avatarUrl: null, workHistory: [], consents: [{ name: 'profiling', given: false }] });
      expect(document.profile).toMatchObject({ applicationDocs: [], socialMediaProfiles: [] });
      expect(document.preferences).toMatchObject({ candidateId, skills: [], experienceYears: 0, jobLooking: null });
      expect(await failure(profiles.load(otherId))).toEqual({ kind: 'not-found' });
    });

    it('saves names trimmed and social profiles, and refuses what the rules refuse in the gateway’s words', async () => {
      const { profiles, candidateId } = await world.fresh();
      const saved = await ok(
        profiles.updateProfile(candidateId, { firstName: ' Grace ', socialMediaProfiles: [{ type: 'github', link: 'https://github.com/grace' }] }),
      );
      expect(saved).toMatchObject({
        firstName: 'Grace',
        profile: { firstName: 'Grace', socialMediaProfiles: [{ type: 'github', link: 'https://github.com/grace' }] },
      });
      expect(await failure(profiles.updateProfile(candidateId, { lastName: '' }))).toEqual({
        kind: 'invalid-input',
        message: 'lastName is required.',
      });
      expect((await ok(profiles.load(candidateId))).lastName).not.toBe('');
    });

    it('replaces only the preference fields given', async () => {
      const { profiles, candidateId, categoryId, citySlug } = await world.fresh();
      await ok(
        profiles.updatePreferences(candidateId, {
          skills: [{ id: '', name: 'Go', level: 4 }],
          categoryIds: [categoryId],
          locations: { residences: [citySlug], workplaceTypes: ['remote'] },
        }),
      );
      const second = await ok(profiles.updatePreferences(candidateId, { experienceYears: 3, availabilityPeriod: { unit: 'week', value: 2 } }));
      expect(second).toMatchObject({
        candidateId,
        experienceYears: 3,
        skills: [{ id: 'go', name: 'Go', level: 4 }],
        categoryIds: [categoryId],
        availabilityPeriod: { unit: 'week', value: 2 },
      });
      expect((await ok(profiles.load(candidateId))).preferences).toEqual(second);
      expect(await failure(profiles.updatePreferences(candidateId, { skills: [{ id: 'go', name: 'Go', level: 9 }] }))).toEqual({
        kind: 'invalid-input',
        message: 'skills.0.level is out of range.',
      });
    });

    it('adds, edits and removes work-history entries, newest first', async () => {
      const { profiles, candidateId } = await world.fresh();
      const older = await ok(profiles.addWorkHistoryEntry(candidateId, aWorkEntry()));
      const open = await ok(
        profiles.addWorkHistoryEntry(candidateId, aWorkEntry({ title: 'Lead', period: { start: { year: 2023, month: 1 }, end: null } })),
      );
      expect((await ok(profiles.load(candidateId))).workHistory.map((entry) => entry.id)).toEqual([open.id, older.id]);
      const edited = await ok(profiles.updateWorkHistoryEntry(candidateId, older.id, aWorkEntry({ companyName: ' Acme Corp ' })));
      expect(edited).toEqual({ ...aWorkEntry({ companyName: 'Acme Corp' }), id: older.id });
      await ok(profiles.removeWorkHistoryEntry(candidateId, open.id));
      await ok(profiles.removeWorkHistoryEntry(candidateId, open.id));
      expect((await ok(profiles.load(candidateId))).workHistory).toEqual([edited]);
      expect(await failure(profiles.updateWorkHistoryEntry(candidateId, open.id, aWorkEntry()))).toEqual({ kind: 'not-found' });
      const backwards = aWorkEntry({ period: { start: { year: 2022, month: 1 }, end: { year: 2021, month: 1 } } });
      expect(await failure(profiles.addWorkHistoryEntry(candidateId, backwards))).toEqual({
        kind: 'invalid-input',
        message: 'period.end ends before it starts.',
      });
    });

    it('keeps a PNG avatar by its bytes and removes it', async () => {
      const { profiles, candidateId } = await world.fresh();
      const avatarUrl = await ok(profiles.uploadAvatar(candidateId, TINY_PNG));
      expect((await ok(profiles.load(candidateId))).profile.avatarUrl).toBe(avatarUrl);
      const text = new TextEncoder().encode('GIF89a, or rather not an image');
      expect(await failure(profiles.uploadAvatar(candidateId, text))).toEqual({
        kind: 'invalid-input',
        message: 'image is not a PNG or JPEG image.',
      });
      await ok(profiles.removeAvatar(candidateId));
      expect((await ok(profiles.load(candidateId))).avatarUrl).toBeNull();
    });

    it('answers unauthorized to every call without a session', async () => {
      const profiles = await world.withoutSession();
      const { candidateId } = await world.fresh();
      const calls: ResultAsync<unknown, unknown>[] = [
        profiles.load(candidateId),
        profiles.updateProfile(candidateId, { firstName: 'X' }),
        profiles.updatePreferences(candidateId, { experienceYears: 1 }),
        profiles.addWorkHistoryEntry(candidateId, aWorkEntry()),
        profiles.removeWorkHistoryEntry(candidateId, '00000000-0000-4000-8000-000000000001'),
        profiles.uploadAvatar(candidateId, TINY_PNG),
        profiles.removeAvatar(candidateId),
      ];
      for (const call of calls) expect(await failure(call)).toEqual({ kind: 'unauthorized' });
    });
  });
}
