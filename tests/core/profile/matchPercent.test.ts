import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { experienceLevelKeys, workplaceTypeKeys, employmentTypeKeys } from '../../../core/listing/FilterValues.ts';
import { candidateForMatching, canBeMatched } from '../../../core/profile/matching/matchInputs.ts';
import { MATCH_WEIGHTS, matchBreakdown, matchPercent, type MatchCandidate, type MatchOffer } from '../../../core/profile/matching/matchPercent.ts';
import { aFittingCandidate, aMatchOffer, fittingPreferences, somePreferences } from './profileBuilders.ts';

const skillNames = ['TypeScript', 'React', 'Java', 'Go', 'SQL', 'Docker'];
const skill = fc.record({ name: fc.constantFrom(...skillNames), level: fc.integer({ min: 1, max: 5 }) });
const money = fc.option(fc.integer({ min: 1000, max: 60000 }), { nil: null });
const cities = fc.constantFrom('krakow', 'warszawa', 'gdansk');

const candidates: fc.Arbitrary<MatchCandidate> = fc.record({
  skills: fc.uniqueArray(skill, { selector: (s) => s.name, maxLength: 6 }),
  experienceYears: fc.integer({ min: 0, max: 20 }),
  employments: fc.uniqueArray(fc.record({ type: fc.constantFrom(...employmentTypeKeys), monthlySalary: money }), {
    selector: (e) => e.type,
    maxLength: 3,
  }),
  residences: fc.uniqueArray(cities, { maxLength: 2 }),
  workplaceTypes: fc.uniqueArray(fc.constantFrom(...workplaceTypeKeys), { maxLength: 3 }),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
});

const offers: fc.Arbitrary<MatchOffer> = fc.record({
  requiredSkills: fc.uniqueArray(skill, { selector: (s) => s.name, maxLength: 5 }),
  experienceLevel: fc.constantFrom(...experienceLevelKeys),
  employments: fc.array(fc.record({ type: fc.constantFrom(...employmentTypeKeys), monthlyFrom: money, monthlyTo: money }), { maxLength: 3 }),
  workplaceType: fc.constantFrom(...workplaceTypeKeys),
  citySlugs: fc.uniqueArray(cities, { minLength: 1, maxLength: 2 }),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 2 }),
});

describe('matchPercent', () => {
  it('is the documented worked example (docs/profile.md): 82', () => {
    const candidate = aFittingCandidate({
      skills: [
        { name: 'TypeScript', level: 4 },
        { name: 'React', level: 2 },
      ],
      experienceYears: 3,
    });
    const offer = aMatchOffer({
      requiredSkills: [
        { name: 'TypeScript', level: 4 },
        { name: 'React', level: 3 },
        { name: 'Node.js', level: 3 },
      ],
      employments: [{ type: 'b2b', monthlyFrom: 16000, monthlyTo: 19000 }],
    });
    const parts = matchBreakdown(candidate, offer);
    expect(parts.skills).toBeCloseTo(5 / 9, 6);
    expect(parts.salary).toBeCloseTo(1 - 1000 / 9500, 6);
    expect(parts).toMatchObject({ experience: 1, location: 1, employment: 1, category: 1 });
    expect(matchPercent(candidate, offer)).toBe(82);
  });

  it('gives 100 to a candidate who fits every part, and weights that sum to 100', () => {
    expect(Object.values(MATCH_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100);
    expect(matchPercent(aFittingCandidate(), aMatchOffer())).toBe(100);
  });

  it('scores each part as documented', () => {
    const offer = aMatchOffer();
    expect(matchBreakdown(aFittingCandidate({ skills: [] }), offer).skills).toBe(0);
    expect(matchBreakdown(aFittingCandidate(), aMatchOffer({ requiredSkills: [] })).skills).toBe(1);
    expect(matchBreakdown(aFittingCandidate({ experienceYears: 1 }), aMatchOffer({ experienceLevel: 'senior' })).experience).toBeCloseTo(0.2);
    expect(matchBreakdown(aFittingCandidate({ employments: [{ type: 'b2b', monthlySalary: 33000 }] }), offer).salary).toBe(0);
    expect(matchBreakdown(aFittingCandidate(), aMatchOffer({ employments: [{ type: 'b2b', monthlyFrom: null, monthlyTo: null }] })).salary).toBe(0.5);
    expect(matchBreakdown(aFittingCandidate({ residences: [] }), offer).location).toBe(0.5);
    expect(matchBreakdown(aFittingCandidate({ residences: ['gdansk'] }), offer).location).toBe(0);
    expect(matchBreakdown(aFittingCandidate({ workplaceTypes: ['office'] }), aMatchOffer({ workplaceType: 'remote' })).location).toBe(0.5);
    expect(matchBreakdown(aFittingCandidate({ employments: [{ type: 'permanent', monthlySalary: null }] }), offer).employment).toBe(0);
    expect(matchBreakdown(aFittingCandidate({ categoryIds: [1] }), offer).category).toBe(1);
    expect(matchBreakdown(aFittingCandidate({ categoryIds: [99] }), offer).category).toBe(0);
  });

  it('is a whole number from 0 to 100 for any candidate and offer', () => {
    fc.assert(
      fc.property(candidates, offers, (candidate, offer) => {
        const percent = matchPercent(candidate, offer);
        return Number.isInteger(percent) && percent >= 0 && percent <= 100;
      }),
    );
  });

  it('never drops when the candidate knows a skill better', () => {
    fc.assert(
      fc.property(candidates, offers, fc.nat(), (candidate, offer, pick) => {
        if (candidate.skills.length === 0) return true;
        const index = pick % candidate.skills.length;
        const better = { ...candidate, skills: candidate.skills.map((s, i) => (i === index ? { ...s, level: Math.min(5, s.level + 1) } : s)) };
        return matchPercent(better, offer) >= matchPercent(candidate, offer);
      }),
    );
  });

  it('never drops with more years of experience or a lower salary expectation', () => {
    fc.assert(
      fc.property(candidates, offers, fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 20000 }), (candidate, offer, years, less) => {
        const older = { ...candidate, experienceYears: candidate.experienceYears + years };
        const humbler = {
          ...candidate,
          employments: candidate.employments.map((e) => ({
            ...e,
            monthlySalary: e.monthlySalary === null ? null : Math.max(1, e.monthlySalary - less),
          })),
        };
        const base = matchPercent(candidate, offer);
        return matchPercent(older, offer) >= base && matchPercent(humbler, offer) >= base;
      }),
    );
  });

  it('never drops when the offer pays more or asks for a skill at a lower level', () => {
    fc.assert(
      fc.property(candidates, offers, fc.integer({ min: 1, max: 20000 }), (candidate, offer, more) => {
        const richer = {
          ...offer,
          employments: offer.employments.map((e) => ({ ...e, monthlyTo: e.monthlyTo === null ? null : e.monthlyTo + more })),
        };
        const easier = { ...offer, requiredSkills: offer.requiredSkills.map((s) => ({ ...s, level: Math.max(1, s.level - 1) })) };
        const base = matchPercent(candidate, offer);
        return matchPercent(candidate, richer) >= base && matchPercent(candidate, easier) >= base;
      }),
    );
  });

  it('reads preferences with their expectations put on the common scale', () => {
    const candidate = candidateForMatching(
      somePreferences({ employments: [{ type: 'b2b', salary: { amount: 5000, currency: 'eur' } }], skills: [{ id: 'go', name: 'Go', level: 3 }] }),
      (amount, currency) => (currency === 'eur' ? amount * 4 : amount),
    );
    expect(candidate.employments).toEqual([{ type: 'b2b', monthlySalary: 20000 }]);
    expect(canBeMatched(fittingPreferences())).toBe(true);
    expect(canBeMatched(somePreferences())).toBe(false);
  });
});
