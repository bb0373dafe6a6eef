import { BearerTokenStoreInMemory } from '../../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import { SessionTokensInMemory } from '../../../adapters/in-memory/session/SessionTokensInMemory.ts';
import { sessionTokensContract } from './sessionTokens.contract.ts';

const candidate = {
  id: '6f1c2a52-3a0e-4c59-9d3e-3f0b1d2c4e5a',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  avatarUrl: null,
  unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
};

sessionTokensContract('SessionTokensInMemory', {
  loggedIn: async () => {
    const bearer = new BearerTokenStoreInMemory();
    const fake = new SessionTokensInMemory({ candidate, featureFlags: 2, bearer: () => bearer.get() });
    return { tokens: fake, profiles: fake, candidateId: candidate.id, useBearer: (token) => (token === null ? bearer.clear() : bearer.set(token)) };
  },
  loggedOut: async () => new SessionTokensInMemory({ candidate: null, bearer: () => null }),
});
