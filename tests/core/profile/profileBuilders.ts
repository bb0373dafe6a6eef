import type { OfferToMatch } from '../../../adapters/in-memory/profile/MatchedOffersInMemory.ts';
import type { PreferencesFields, WorkHistoryFields } from '../../../core/profile/CandidateDocument.ts';
import { emptyPreferences } from '../../../core/profile/CandidateDocument.ts';
import type { MatchCandidate, MatchOffer } from '../../../core/profile/matching/matchPercent.ts';
import { anOffer } from '../listing/builders.ts';

/** Object mothers of the profile's tests. */

export const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

export function somePreferences(patch: Partial<PreferencesFields> = {}): PreferencesFields {
  const { candidateId: _id, ...fields } = emptyPreferences('');
  return { ...fields, ...patch };
}

export function aWorkEntry(patch: Partial<WorkHistoryFields> = {}): WorkHistoryFields {
  return {
    title: 'Developer',
    companyName: 'Acme',
    description: 'Built things.',
    period: { start: { year: 2020, month: 3 }, end: { year: 2022, month: 11 } },
    ...patch,
  };
}

export function aMatchOffer(patch: Partial<MatchOffer> = {}): MatchOffer {
  return {
    requiredSkills: [
      { name: 'TypeScript', level: 4 },
      { name: 'React', level: 3 },
    ],
    experienceLevel: 'mid',
    employments: [{ type: 'b2b', monthlyFrom: 15000, monthlyTo: 22000 }],
    workplaceType: 'hybrid',
    citySlugs: ['krakow'],
    categoryIds: [12, 1],
    ...patch,
  };
}

/** A candidate who fits aMatchOffer() in every part. */
export function aFittingCandidate(patch: Partial<MatchCandidate> = {}): MatchCandidate {
  return {
    skills: [
      { name: 'typescript', level: 5 },
      { name: 'React', level: 3 },
    ],
    experienceYears: 4,
    employments: [{ type: 'b2b', monthlySalary: 20000 }],
    residences: ['krakow'],
    workplaceTypes: ['hybrid', 'remote'],
    categoryIds: [12],
    ...patch,
  };
}

/** Preferences that fit aMatchOffer() in every part (salaries already on the common scale). */
export function fittingPreferences(): PreferencesFields {
  return somePreferences({
    experienceYears: 4,
    skills: [
      { id: 'typescript', name: 'TypeScript', level: 5 },
      { id: 'react', name: 'React', level: 3 },
    ],
    employments: [{ type: 'b2b', salary: { amount: 20000, currency: 'pln' } }],
    locations: { residences: ['krakow'], workplaceTypes: ['hybrid'] },
    categoryIds: [12],
  });
}

export function anOfferToMatch(guid: string, match: Partial<MatchOffer> = {}): OfferToMatch {
  return { card: anOffer({ guid, slug: `offer-${guid}` }), match: aMatchOffer(match) };
}
