import { CandidateAccountInMemory } from '../../../adapters/in-memory/profile/CandidateAccountInMemory.ts';
import { MatchedOffersInMemory } from '../../../adapters/in-memory/profile/MatchedOffersInMemory.ts';
import { ProfilesInMemory } from '../../../adapters/in-memory/profile/ProfilesInMemory.ts';
import { anOfferToMatch, fittingPreferences, somePreferences } from '../../core/profile/profileBuilders.ts';
import { candidateAccountContract } from './candidateAccount.contract.ts';
import { matchedOffersContract } from './matchedOffers.contract.ts';
import { profilesContract } from './profiles.contract.ts';

const NOW = new Date('2025-06-01T12:00:00Z');
let counter = 0;
const nextId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

/** Profiles for one logged-in candidate (and another one), with a known category (7) and city (krakow). */
function world(consent = false) {
  const candidateId = nextId();
  const otherId = nextId();
  const profiles = new ProfilesInMemory({
    caller: () => candidateId,
    now: () => NOW,
    consent: () => consent,
    known: { categoryIds: new Set([7, 12]), citySlugs: new Set(['krakow']) },
  });
  profiles.add({ id: candidateId, email: `${candidateId}@example.com`, password: 'correct horse battery' });
  profiles.add({ id: otherId, email: `${otherId}@example.com`, password: 'correct horse battery' });
  return { profiles, candidateId, otherId };
}

profilesContract('ProfilesInMemory', {
  fresh: async () => ({ ...world(), categoryId: 7, citySlug: 'krakow' }),
  withoutSession: async () => new ProfilesInMemory({ caller: () => null }),
});

candidateAccountContract('CandidateAccountInMemory', {
  fresh: async () => {
    const { profiles, candidateId } = world();
    return {
      account: new CandidateAccountInMemory(profiles),
      candidateId,
      password: 'correct horse battery',
      canLogIn: async (password) => !profiles.deleted.has(candidateId) && profiles.passwordOf(candidateId) === password,
      exists: async () => !profiles.deleted.has(candidateId),
    };
  },
  withoutSession: async () => new CandidateAccountInMemory(new ProfilesInMemory({ caller: () => null })),
});

matchedOffersContract('MatchedOffersInMemory', {
  fresh: async ({ consent, skills }) => {
    const { profiles, candidateId } = world(consent);
    const saved = await profiles.updatePreferences(candidateId, skills ? fittingPreferences() : somePreferences({ experienceYears: 4 }));
    if (saved.isErr()) throw new Error(JSON.stringify(saved.error));
    const fit = nextId();
    const offers = [
      anOfferToMatch(fit),
      anOfferToMatch(nextId(), { citySlugs: ['gdansk'] }),
      anOfferToMatch(nextId(), { experienceLevel: 'manager' }),
      anOfferToMatch(nextId(), { requiredSkills: [{ name: 'Rust', level: 4 }] }),
      anOfferToMatch(nextId(), {
        workplaceType: 'office',
        citySlugs: ['gdansk'],
        employments: [{ type: 'permanent', monthlyFrom: 5000, monthlyTo: 6000 }],
      }),
    ];
    return {
      matched: new MatchedOffersInMemory(
        profiles,
        offers,
        () => consent,
        () => candidateId,
      ),
      fitOfferId: fit,
    };
  },
  withoutSession: async () =>
    new MatchedOffersInMemory(
      new ProfilesInMemory({ caller: () => null }),
      [],
      () => true,
      () => null,
    ),
});
