import { ChatInMemory } from '../../../adapters/in-memory/chat/ChatInMemory.ts';
import { ChatTokensInMemory } from '../../../adapters/in-memory/chat/ChatTokensInMemory.ts';
import { EmployerCandidatesInMemory } from '../../../adapters/in-memory/invitations/EmployerCandidatesInMemory.ts';
import { InvitationsInMemory } from '../../../adapters/in-memory/invitations/InvitationsInMemory.ts';
import { InvitationUpdatesInMemory } from '../../../adapters/in-memory/invitations/InvitationUpdatesInMemory.ts';
import { PassiveCandidatesInMemory } from '../../../adapters/in-memory/invitations/PassiveCandidatesInMemory.ts';
import { PassiveWorldInMemory } from '../../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { emptyPreferences } from '../../../core/profile/CandidateDocument.ts';
import { chatContract, invitationUpdatesContract } from '../chat/chat.contract.ts';
import { chatTokensContract } from '../chat/chatTokens.contract.ts';
import { employerCandidatesContract } from './employerCandidates.contract.ts';
import { invitationsContract } from './invitations.contract.ts';

const CANDIDATE = '00000000-0000-4000-8000-00000000c001';

function addCandidate(world: PassiveWorldInMemory, id: string, fit: Record<string, number>, optedIn: boolean): void {
  world.candidates.push({
    details: {
      visibility: 'visible',
      candidateId: id,
      profile: { firstName: 'Grace', lastName: 'Hopper', email: `${id}@example.com`, avatarUrl: null, applicationDocs: [], socialMediaProfiles: [] },
      preferences: emptyPreferences(id),
      workHistory: [],
      categories: [],
    },
    fit,
  });
  world.optedIn.set(id, optedIn);
}

/** An offer of company 1 that the candidate fits, and the company's invitation for it. */
function inviteFor(world: PassiveWorldInMemory) {
  const employer = new EmployerCandidatesInMemory(world, () => 1);
  return async () => {
    const offerId = world.nextId();
    world.offers.push({ id: offerId, slug: `offer-${offerId}`, title: 'Backend', companyId: 1, companyName: 'Acme' });
    if (!world.candidate(CANDIDATE)) addCandidate(world, CANDIDATE, {}, true);
    (world.candidate(CANDIDATE)!.fit as Record<string, number>)[offerId] = 90;
    (await employer.invite(CANDIDATE, offerId))._unsafeUnwrap();
    return { candidateId: CANDIDATE, companyId: 1, jobAdvertisementId: offerId };
  };
}

invitationsContract('InvitationsInMemory and PassiveCandidatesInMemory', {
  fresh: async () => {
    const world = new PassiveWorldInMemory();
    return {
      invitations: new InvitationsInMemory(world, () => CANDIDATE),
      passive: new PassiveCandidatesInMemory(world, () => CANDIDATE),
      candidateId: CANDIDATE,
      invite: inviteFor(world),
      setMaintenance: async (on) => void (world.gate = { enabled: true, maintenance: on }),
    };
  },
  withoutSession: async () => {
    const world = new PassiveWorldInMemory();
    return { invitations: new InvitationsInMemory(world, () => null), passive: new PassiveCandidatesInMemory(world, () => null) };
  },
});

employerCandidatesContract('EmployerCandidatesInMemory', {
  fresh: async () => {
    const world = new PassiveWorldInMemory();
    world.offers.push({ id: 'offer-1', slug: 'offer-1', title: 'Backend', companyId: 1, companyName: 'Acme' });
    world.offers.push({ id: 'offer-2', slug: 'offer-2', title: 'Frontend', companyId: 2, companyName: 'Other' });
    addCandidate(world, 'visible-1', { 'offer-1': 100 }, true);
    addCandidate(world, 'hidden-1', { 'offer-1': 100 }, false);
    return {
      candidates: new EmployerCandidatesInMemory(world, () => 1),
      offerId: 'offer-1',
      visibleId: 'visible-1',
      hiddenId: 'hidden-1',
      otherOfferId: 'offer-2',
    };
  },
  withoutSession: async () => new EmployerCandidatesInMemory(new PassiveWorldInMemory(), () => null),
});

chatContract('ChatInMemory with ChatTokensInMemory', {
  fresh: async () => {
    const world = new PassiveWorldInMemory();
    const ids = await inviteFor(world)();
    await new InvitationsInMemory(world, () => CANDIDATE).accept(ids);
    return {
      chat: new ChatInMemory(world),
      candidateTokens: new ChatTokensInMemory('candidate', () => CANDIDATE),
      candidateId: CANDIDATE,
      employerTokens: new ChatTokensInMemory('employer', () => '1'),
      conversationId: world.conversations[0]!.summary.id,
      strangerToken: 'chat:candidate:00000000-0000-4000-8000-00000000dead',
    };
  },
});

invitationUpdatesContract('InvitationUpdatesInMemory', {
  fresh: async () => {
    const world = new PassiveWorldInMemory();
    const invite = inviteFor(world);
    return {
      updates: new InvitationUpdatesInMemory(world, (token) => (token === 'bearer-1' ? CANDIDATE : null)),
      bearerToken: 'bearer-1',
      invite: async () => void (await invite()),
    };
  },
});

chatTokensContract('ChatTokensInMemory for the candidate', 'candidate', {
  fresh: async () => ({
    tokens: new ChatTokensInMemory('candidate', () => CANDIDATE),
    userId: CANDIDATE,
    otherCandidateId: '00000000-0000-4000-8000-00000000c002',
    chat: new ChatInMemory(new PassiveWorldInMemory()),
  }),
  withoutSession: async () => new ChatTokensInMemory('candidate', () => null),
});

chatTokensContract('ChatTokensInMemory for the employer', 'employer', {
  fresh: async () => ({
    tokens: new ChatTokensInMemory('employer', () => '1'),
    userId: '1',
    otherCandidateId: CANDIDATE,
    chat: new ChatInMemory(new PassiveWorldInMemory()),
  }),
  withoutSession: async () => new ChatTokensInMemory('employer', () => null),
});
