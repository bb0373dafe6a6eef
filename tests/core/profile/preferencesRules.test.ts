import { describe, expect, it } from 'vitest';
import { emptyPreferences, type PreferencesPatch } from '../../../core/profile/CandidateDocument.ts';
import { PROFILE_LIMITS } from '../../../core/profile/profileLimits.ts';
import { normalisePreferences, preferencesProblems } from '../../../core/profile/rules/preferencesRules.ts';

const longer = (max: number) => 'x'.repeat(max + 1);
const unknown = (value: string) => value as never;

describe('preferences rules', () => {
  it('take a position of up to the limit, or none, and a whole number of years from 0 to the limit', () => {
    expect(preferencesProblems({ position: 'Frontend developer', experienceYears: PROFILE_LIMITS.experienceYearsMax })).toEqual({});
    expect(preferencesProblems({ position: null, experienceYears: 0 })).toEqual({});
    expect(preferencesProblems({ position: longer(PROFILE_LIMITS.positionLength) })).toEqual({ position: 'too-long' });
    expect(preferencesProblems({ position: 'Dev\u0007' })).toEqual({ position: 'invalid-characters' });
    expect(preferencesProblems({ experienceYears: PROFILE_LIMITS.experienceYearsMax + 1 })).toEqual({ experienceYears: 'out-of-range' });
    expect(preferencesProblems({ experienceYears: -1 })).toEqual({ experienceYears: 'out-of-range' });
  });

  it('take desired positions up to the limit, each named once whatever its case and spaces', () => {
    const five = ['Frontend', 'Backend', 'Fullstack', 'DevOps', 'QA'].slice(0, PROFILE_LIMITS.desiredPositions);
    expect(preferencesProblems({ desiredPositions: five })).toEqual({});
    expect(preferencesProblems({ desiredPositions: [...five, 'Architect'] })).toEqual({ desiredPositions: 'too-many' });
    expect(preferencesProblems({ desiredPositions: ['Frontend', ' frontend '] })).toEqual({ 'desiredPositions.1': 'duplicate' });
    expect(preferencesProblems({ desiredPositions: [' '] })).toEqual({ 'desiredPositions.0': 'required' });
    expect(preferencesProblems({ desiredPositions: [longer(PROFILE_LIMITS.positionLength)] })).toEqual({ 'desiredPositions.0': 'too-long' });
  });

  it('name each skill once, with a name and a level from the lowest to the highest', () => {
    const skill = (name: string, level = 3) => ({ id: '', name, level });
    expect(preferencesProblems({ skills: [skill('TypeScript', PROFILE_LIMITS.skillLevelMin), skill('Go', PROFILE_LIMITS.skillLevelMax)] })).toEqual(
      {},
    );
    expect(preferencesProblems({ skills: [skill('TypeScript'), skill(' typescript ')] })).toEqual({ 'skills.1': 'duplicate' });
    expect(preferencesProblems({ skills: [skill('')] })).toEqual({ 'skills.0.name': 'required' });
    expect(preferencesProblems({ skills: [skill(longer(PROFILE_LIMITS.skillNameLength))] })).toEqual({ 'skills.0.name': 'too-long' });
    expect(preferencesProblems({ skills: [skill('Go', PROFILE_LIMITS.skillLevelMax + 1)] })).toEqual({ 'skills.0.level': 'out-of-range' });
  });

  it('take each known employment type once, with no salary or a positive amount in a known currency', () => {
    expect(
      preferencesProblems({
        employments: [
          { type: 'b2b', salary: null },
          { type: 'permanent', salary: { amount: 1, currency: 'eur' } },
        ],
      }),
    ).toEqual({});
    expect(
      preferencesProblems({
        employments: [
          { type: 'b2b', salary: null },
          { type: 'b2b', salary: null },
        ],
      }),
    ).toEqual({ 'employments.1': 'duplicate' });
    expect(preferencesProblems({ employments: [{ type: unknown('freelance'), salary: null }] })).toEqual({ 'employments.0.type': 'unknown-value' });
    expect(preferencesProblems({ employments: [{ type: 'b2b', salary: { amount: 0, currency: 'pln' } }] })).toEqual({
      'employments.0.salary.amount': 'out-of-range',
    });
    expect(preferencesProblems({ employments: [{ type: 'b2b', salary: { amount: 5000, currency: unknown('btc') } }] })).toEqual({
      'employments.0.salary.currency': 'unknown-value',
    });
  });

  it('take residences and known workplace types, each once', () => {
    expect(preferencesProblems({ locations: { residences: ['krakow', 'warszawa'], workplaceTypes: ['remote', 'office'] } })).toEqual({});
    expect(preferencesProblems({ locations: { residences: [' '], workplaceTypes: [] } })).toEqual({ 'locations.residences.0': 'required' });
    expect(preferencesProblems({ locations: { residences: [longer(PROFILE_LIMITS.positionLength)], workplaceTypes: [] } })).toEqual({
      'locations.residences.0': 'too-long',
    });
    expect(preferencesProblems({ locations: { residences: [], workplaceTypes: ['remote', 'remote'] } })).toEqual({
      'locations.workplaceTypes.1': 'duplicate',
    });
    expect(preferencesProblems({ locations: { residences: [], workplaceTypes: [unknown('moon')] } })).toEqual({
      'locations.workplaceTypes.0': 'unknown-value',
    });
  });

  it('take each known language once at a known level, and categories each once', () => {
    expect(
      preferencesProblems({
        internalLanguages: [
          { code: 'en', level: 'B2' },
          { code: 'de', level: 'native' },
        ],
        categoryIds: [1, 2],
      }),
    ).toEqual({});
    expect(preferencesProblems({ internalLanguages: [{ code: 'xx', level: 'B2' }] })).toEqual({ 'internalLanguages.0.code': 'unknown-value' });
    expect(preferencesProblems({ internalLanguages: [{ code: 'en', level: unknown('Z9') }] })).toEqual({
      'internalLanguages.0.level': 'unknown-value',
    });
    expect(
      preferencesProblems({
        internalLanguages: [
          { code: 'en', level: 'B2' },
          { code: 'en', level: 'C1' },
        ],
      }),
    ).toEqual({ 'internalLanguages.1': 'duplicate' });
    expect(preferencesProblems({ categoryIds: [3, 3] })).toEqual({ 'categoryIds.1': 'duplicate' });
  });

  it('take an availability in the listed weeks, and a known job-looking status', () => {
    expect(preferencesProblems({ availabilityPeriod: { unit: 'week', value: 2 }, jobLooking: 'openToOffers' })).toEqual({});
    expect(preferencesProblems({ availabilityPeriod: null, jobLooking: null })).toEqual({});
    expect(preferencesProblems({ availabilityPeriod: { unit: 'week', value: 3 } })).toEqual({ availabilityPeriod: 'unknown-value' });
    expect(preferencesProblems({ availabilityPeriod: { unit: unknown('month'), value: 2 } })).toEqual({ availabilityPeriod: 'unknown-value' });
    expect(preferencesProblems({ jobLooking: unknown('sleeping') })).toEqual({ jobLooking: 'unknown-value' });
  });

  it('store texts trimmed, a blank position as none, and a skill under its lower-cased name', () => {
    const patch: PreferencesPatch = {
      position: '  Frontend developer ',
      desiredPositions: [' Backend '],
      skills: [{ id: '', name: ' TypeScript ', level: 4 }],
    };
    expect(normalisePreferences(patch)).toEqual({
      position: 'Frontend developer',
      desiredPositions: ['Backend'],
      skills: [{ id: 'typescript', name: 'TypeScript', level: 4 }],
    });
    expect(normalisePreferences({ position: '   ' }).position).toBeNull();
    expect(normalisePreferences({ position: null }).position).toBeNull();
  });

  it('store only the fields sent', () => {
    expect(Object.keys(normalisePreferences({ experienceYears: 2 }))).toEqual(['experienceYears']);
  });

  it('start a candidate with nothing preferred', () => {
    const preferences = emptyPreferences('cand-1');
    expect(preferences.candidateId).toBe('cand-1');
    for (const list of [
      preferences.desiredPositions,
      preferences.skills,
      preferences.employments,
      preferences.locations.residences,
      preferences.locations.workplaceTypes,
      preferences.internalLanguages,
      preferences.categoryIds,
    ])
      expect(list).toHaveLength(0);
    expect(preferencesProblems(preferences)).toEqual({});
  });
});
