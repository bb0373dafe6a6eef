import { afterAll, beforeAll } from 'vitest';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { CandidateAccountHttp } from '../../../adapters/http/profile/CandidateAccountHttp.ts';
import { MatchedOffersHttp } from '../../../adapters/http/profile/MatchedOffersHttp.ts';
import { ProfilesHttp } from '../../../adapters/http/profile/ProfilesHttp.ts';
import { injectFetch } from '../../../composition/server/injectFetch.ts';
import { authed, register, startHarness, type Harness } from '../../gateway/session/sessionHarness.ts';
import { candidateAccountContract } from './candidateAccount.contract.ts';
import { matchedOffersContract } from './matchedOffers.contract.ts';
import { profilesContract } from './profiles.contract.ts';

let h: Harness;
/** The real gateway over a seeded PGlite, in process; its clock reads 2025-06-01. */
beforeAll(async () => {
  h = await startHarness({ offers: 150 });
});
afterAll(async () => h.close());

const client = (token: string | null) =>
  new GatewayHttpClient('', injectFetch(h.app), () => (token === null ? {} : { authorization: `Bearer ${token}` }));

profilesContract('ProfilesHttp against the real gateway', {
  fresh: async () => {
    const me = await register(h.app);
    const other = await register(h.app);
    const category = await h.database.db.selectFrom('categories').select('id').where('tenant_id', '=', 'jobboard').executeTakeFirstOrThrow();
    return {
      profiles: new ProfilesHttp(client(me.token), 'jobboard'),
      candidateId: me.id,
      otherId: other.id,
      categoryId: category.id,
      citySlug: 'krakow',
    };
  },
  withoutSession: async () => new ProfilesHttp(client(null), 'jobboard'),
});

candidateAccountContract('CandidateAccountHttp against the real gateway', {
  fresh: async () => {
    const me = await register(h.app);
    return {
      account: new CandidateAccountHttp(client(me.token), 'jobboard'),
      candidateId: me.id,
      password: me.password,
      canLogIn: async (password) =>
        (await h.app.inject({ method: 'POST', url: '/api/jobboard/authentication/login', payload: { email: me.email, password } })).statusCode ===
        200,
      exists: async () => (await h.database.db.selectFrom('candidates').select('id').where('id', '=', me.id).executeTakeFirst()) !== undefined,
    };
  },
  withoutSession: async () => new CandidateAccountHttp(client(null), 'jobboard'),
});

matchedOffersContract('MatchedOffersHttp against the real gateway', {
  fresh: async ({ consent, skills }) => {
    const me = await register(h.app);
    const as = (method: 'PATCH', url: string, payload: object) => authed(h.app, me.token, { method, url: `/api/jobboard${url}`, payload });
    if (consent) await as('PATCH', '/candidates/consents/profiling', { given: true });
    const newest = await h.database.db
      .selectFrom('offers')
      .select(['id', 'city_slug', 'category_id', 'workplace_type', 'required_skills', 'employment_types'])
      .where('tenant_id', '=', 'jobboard')
      .orderBy('published_at', 'desc')
      .orderBy('id')
      .limit(20)
      .execute();
    const fit = newest.find((offer) => offer.required_skills.length > 0) ?? newest[0];
    if (!fit) throw new Error('no offers seeded');
    const saved = await as('PATCH', `/candidates/${me.id}/preferences`, {
      experienceYears: 10,
      skills: skills ? fit.required_skills.map((skill) => ({ id: skill.name, name: skill.name, level: 5 })) : [],
      employments: [...new Set(fit.employment_types.map((employment) => employment.type))].map((type) => ({ type, salary: null })),
      locations: { residences: [fit.city_slug], workplaceTypes: [fit.workplace_type] },
      categoryIds: [fit.category_id],
    });
    if (saved.statusCode !== 200) throw new Error(`preferences: ${saved.statusCode} ${saved.body}`);
    return { matched: new MatchedOffersHttp(client(me.token), 'jobboard'), fitOfferId: fit.id };
  },
  withoutSession: async () => new MatchedOffersHttp(client(null), 'jobboard'),
});
