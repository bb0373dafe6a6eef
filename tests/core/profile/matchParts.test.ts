import { describe, expect, it } from 'vitest';
import { candidateForMatching } from '../../../core/profile/matching/matchInputs.ts';
import { matchBreakdown } from '../../../core/profile/matching/matchPercent.ts';
import { aFittingCandidate, aMatchOffer, somePreferences } from './profileBuilders.ts';

const b2bUpTo = (monthlyTo: number | null) => ({ type: 'b2b' as const, monthlyFrom: null, monthlyTo });

describe('match parts', () => {
  it('skills: names compare without case or surrounding spaces', () => {
    const offer = aMatchOffer({ requiredSkills: [{ name: ' React ', level: 3 }] });
    expect(matchBreakdown(aFittingCandidate({ skills: [{ name: 'react', level: 3 }] }), offer).skills).toBe(1);
  });

  it('skills: a skill asked for at no particular level is met by knowing it at all', () => {
    const offer = aMatchOffer({ requiredSkills: [{ name: 'Git', level: 0 }] });
    expect(matchBreakdown(aFittingCandidate({ skills: [{ name: 'Git', level: 1 }] }), offer).skills).toBe(1);
    expect(matchBreakdown(aFittingCandidate({ skills: [{ name: 'Go', level: 5 }] }), offer).skills).toBe(0);
  });

  it('experience: a trainee offer fits a candidate without experience', () => {
    expect(matchBreakdown(aFittingCandidate({ experienceYears: 0 }), aMatchOffer({ experienceLevel: 'trainee' })).experience).toBe(1);
    expect(matchBreakdown(aFittingCandidate({ experienceYears: 2 }), aMatchOffer({ experienceLevel: 'trainee' })).experience).toBe(1);
  });

  it('salary: an offer whose top is zero shows no usable figure', () => {
    expect(matchBreakdown(aFittingCandidate(), aMatchOffer({ employments: [b2bUpTo(0)] })).salary).toBe(0.5);
  });

  it('salary: employment types without an expectation ask for nothing', () => {
    const open = aFittingCandidate({ employments: [{ type: 'b2b', monthlySalary: null }] });
    expect(matchBreakdown(open, aMatchOffer({ employments: [] })).salary).toBe(1);
    const picky = aFittingCandidate({
      employments: [
        { type: 'b2b', monthlySalary: null },
        { type: 'permanent', monthlySalary: 50000 },
      ],
    });
    expect(matchBreakdown(picky, aMatchOffer({ employments: [b2bUpTo(10000)] })).salary).toBe(0);
  });

  it('salary: the employment types both name decide, and the best of their ranges counts', () => {
    const candidate = aFittingCandidate({ employments: [{ type: 'b2b', monthlySalary: 20000 }] });
    const otherTypePaysMore = aMatchOffer({ employments: [b2bUpTo(10000), { type: 'permanent', monthlyFrom: null, monthlyTo: 30000 }] });
    expect(matchBreakdown(candidate, otherTypePaysMore).salary).toBe(0);
    expect(matchBreakdown(candidate, aMatchOffer({ employments: [b2bUpTo(10000), b2bUpTo(30000)] })).salary).toBe(1);
  });

  it('location: a remote offer fits anyone who asked for remote or for nothing, wherever they live', () => {
    const offer = aMatchOffer({ workplaceType: 'remote', citySlugs: ['krakow'] });
    expect(matchBreakdown(aFittingCandidate({ workplaceTypes: [], residences: ['gdansk'] }), offer).location).toBe(1);
    expect(matchBreakdown(aFittingCandidate({ workplaceTypes: ['remote'], residences: ['gdansk'] }), offer).location).toBe(1);
  });

  it('location: one of the offer’s cities is enough', () => {
    const offer = aMatchOffer({ citySlugs: ['krakow', 'warszawa'] });
    expect(matchBreakdown(aFittingCandidate({ residences: ['warszawa'] }), offer).location).toBe(1);
  });

  it('employment: no wanted type asks for nothing, and one type in common is enough', () => {
    expect(matchBreakdown(aFittingCandidate({ employments: [] }), aMatchOffer()).employment).toBe(1);
    const candidate = aFittingCandidate({
      employments: [
        { type: 'b2b', monthlySalary: null },
        { type: 'permanent', monthlySalary: null },
      ],
    });
    const offer = aMatchOffer({ employments: [b2bUpTo(20000), { type: 'mandate_contract', monthlyFrom: null, monthlyTo: null }] });
    expect(matchBreakdown(candidate, offer).employment).toBe(1);
  });

  it('category: no wanted category asks for nothing', () => {
    expect(matchBreakdown(aFittingCandidate({ categoryIds: [] }), aMatchOffer()).category).toBe(1);
  });

  it('reads an employment without a salary as no expectation', () => {
    const candidate = candidateForMatching(somePreferences({ employments: [{ type: 'permanent', salary: null }] }), (amount) => amount);
    expect(candidate.employments).toEqual([{ type: 'permanent', monthlySalary: null }]);
  });
});
