import { describe, expect, it } from 'vitest';
import type { SocialProfile } from '../../../core/profile/CandidateDocument.ts';
import { PROFILE_LIMITS } from '../../../core/profile/profileLimits.ts';
import { avatarProblem, avatarTypeOf } from '../../../core/profile/rules/avatarRules.ts';
import { linkProblem, normaliseProfilePatch, profilePatchProblems, socialProfilesProblems } from '../../../core/profile/rules/personalRules.ts';
import { integerProblem, note, problemMessage, textProblem, type Problem } from '../../../core/profile/rules/Problems.ts';
import { byRecency, monthIndex, monthOf, normaliseWorkHistory, workHistoryProblems } from '../../../core/profile/rules/workHistoryRules.ts';
import { aWorkEntry, TINY_PNG } from './profileBuilders.ts';

const june2025 = { year: 2025, month: 6 };
const longer = (max: number) => 'x'.repeat(max + 1);
const github: SocialProfile = { type: 'github', link: 'https://github.com/ada' };
const linkedin: SocialProfile = { type: 'linkedin', link: 'https://www.linkedin.com/in/ada' };
const other: SocialProfile = { type: 'other', link: 'https://ada.dev' };

describe('text, number and message rules', () => {
  it('ask for a required text, blank included, and let an optional one be blank', () => {
    expect(textProblem('   ', { max: 10, required: true })).toBe('required');
    expect(textProblem('', { max: 10 })).toBeUndefined();
  });

  it('take only whole numbers within both bounds', () => {
    expect(integerProblem(1, 1, 5)).toBeUndefined();
    expect(integerProblem(5, 1, 5)).toBeUndefined();
    expect(integerProblem(0, 1, 5)).toBe('out-of-range');
    expect(integerProblem(6, 1, 5)).toBe('out-of-range');
    expect(integerProblem(2.5, 1, 5)).toBe('out-of-range');
  });

  it('keep the first problem noted for a field', () => {
    const problems: Record<string, Problem> = {};
    note(problems, 'title', 'required');
    note(problems, 'title', 'too-long');
    note(problems, 'companyName', undefined);
    expect(problems).toEqual({ title: 'required' });
  });

  it('word a request without a named problem as a missing request', () => {
    expect(problemMessage({})).toBe('request is required.');
  });
});

describe('personal rules', () => {
  it('take a link trimmed, ask for one, and refuse what is not an http(s) address', () => {
    expect(linkProblem(' https://github.com/ada ')).toBeUndefined();
    expect(linkProblem('  ')).toBe('required');
    expect(linkProblem('ftp://example.com/file')).toBe('invalid-link');
  });

  it('take up to one social profile of each type', () => {
    expect(socialProfilesProblems([])).toEqual({});
    expect(socialProfilesProblems([github, linkedin, other])).toEqual({});
    expect(socialProfilesProblems([github, linkedin, other, { ...github, link: 'https://github.com/grace' }])).toMatchObject({
      socialMediaProfiles: 'too-many',
      'socialMediaProfiles.3.type': 'duplicate',
    });
    expect(socialProfilesProblems([github, { ...github, link: 'https://github.com/grace' }])).toEqual({ 'socialMediaProfiles.1.type': 'duplicate' });
    expect(socialProfilesProblems([{ type: 'mastodon' as never, link: 'https://mastodon.social/@ada' }])).toEqual({
      'socialMediaProfiles.0.type': 'unknown-value',
    });
    expect(socialProfilesProblems([linkedin, { ...github, link: 'github.com/ada' }])).toEqual({ 'socialMediaProfiles.1.link': 'invalid-link' });
  });

  it('check the fields of an edit that were sent, names required', () => {
    expect(profilePatchProblems({})).toEqual({});
    expect(profilePatchProblems({ firstName: ' ', lastName: longer(PROFILE_LIMITS.nameLength) })).toEqual({
      firstName: 'required',
      lastName: 'too-long',
    });
    expect(profilePatchProblems({ socialMediaProfiles: [{ ...github, link: 'javascript:alert(1)' }] })).toEqual({
      'socialMediaProfiles.0.link': 'invalid-link',
    });
  });

  it('store the fields sent trimmed, and only those', () => {
    expect(normaliseProfilePatch({})).toEqual({});
    expect(
      normaliseProfilePatch({
        firstName: ' Grace ',
        lastName: ' Hopper ',
        socialMediaProfiles: [{ type: 'github', link: ' https://github.com/grace ' }],
      }),
    ).toEqual({ firstName: 'Grace', lastName: 'Hopper', socialMediaProfiles: [{ type: 'github', link: 'https://github.com/grace' }] });
  });
});

describe('work-history rules', () => {
  const starting = (start: { year: number; month: number }, end: { year: number; month: number } | null = null) =>
    aWorkEntry({ period: { start, end } });

  it('count months from January of year 0, and read this month in UTC', () => {
    expect(monthIndex({ year: 0, month: 1 })).toBe(0);
    expect(monthIndex({ year: 1, month: 3 })).toBe(14);
    expect(monthOf(new Date('2025-06-30T23:30:00-02:00'))).toEqual({ year: 2025, month: 7 });
    expect(monthOf(new Date('2025-01-01T00:00:00Z'))).toEqual({ year: 2025, month: 1 });
  });

  it('take months 1 to 12 only, whole, of years from the earliest on', () => {
    expect(workHistoryProblems(starting({ year: PROFILE_LIMITS.earliestYear, month: 1 }, { year: 2024, month: 12 }), june2025)).toEqual({});
    for (const month of [0, 13, 1.5])
      expect(workHistoryProblems(starting({ year: 2020, month }), june2025)).toEqual({ 'period.start': 'out-of-range' });
    expect(workHistoryProblems(starting({ year: 2020.5, month: 1 }), june2025)).toEqual({ 'period.start': 'out-of-range' });
  });

  it('refuse an end before the start, but not one in the same month, nor on top of a bad date', () => {
    expect(workHistoryProblems(starting({ year: 2022, month: 5 }, { year: 2021, month: 1 }), june2025)).toEqual({ 'period.end': 'end-before-start' });
    expect(workHistoryProblems(starting({ year: 2022, month: 5 }, { year: 2022, month: 5 }), june2025)).toEqual({});
    expect(workHistoryProblems(starting({ year: 2022, month: 13 }, { year: 2021, month: 1 }), june2025)).toEqual({ 'period.start': 'out-of-range' });
  });

  it('ask for a title and a company, cap every text, and let the description span lines', () => {
    expect(workHistoryProblems(aWorkEntry({ description: 'Built things.\nThen more things.\ttabbed' }), june2025)).toEqual({});
    expect(workHistoryProblems(aWorkEntry({ title: ' ', companyName: '' }), june2025)).toEqual({ title: 'required', companyName: 'required' });
    expect(
      workHistoryProblems(
        aWorkEntry({
          title: longer(PROFILE_LIMITS.titleLength),
          companyName: longer(PROFILE_LIMITS.companyNameLength),
          description: longer(PROFILE_LIMITS.descriptionLength),
        }),
        june2025,
      ),
    ).toEqual({ title: 'too-long', companyName: 'too-long', description: 'too-long' });
    expect(workHistoryProblems(aWorkEntry({ description: 'Built\u0000things' }), june2025)).toEqual({ description: 'invalid-characters' });
  });

  it('store the texts trimmed', () => {
    const stored = normaliseWorkHistory(aWorkEntry({ title: ' Developer ', companyName: ' Acme ', description: ' Built things. ' }));
    expect(stored).toMatchObject({ title: 'Developer', companyName: 'Acme', description: 'Built things.' });
  });

  it('among entries that end together, put the later start first', () => {
    const earlier = starting({ year: 2019, month: 1 });
    const later = starting({ year: 2021, month: 4 });
    expect([earlier, later].sort(byRecency)).toEqual([later, earlier]);
    expect([later, earlier].sort(byRecency)).toEqual([later, earlier]);
  });
});

describe('avatar rules', () => {
  it('tell images by their whole signature, however short the file', () => {
    expect(avatarTypeOf(Uint8Array.from([0xff, 0xd8, 0xff]))).toBe('image/jpeg');
    // A UTF-16 text starts with FF FE: the first byte of a JPEG, not its signature.
    expect(avatarTypeOf(Uint8Array.from([0xff, 0xfe, 0x41, 0x00]))).toBeNull();
    expect(avatarTypeOf(TINY_PNG.slice(0, 4))).toBeNull();
  });

  it('take an image of exactly the size limit', () => {
    const atLimit = new Uint8Array(PROFILE_LIMITS.avatarBytes);
    atLimit.set(TINY_PNG);
    expect(avatarProblem(atLimit)).toBeUndefined();
  });
});
