import { CandidateAuthenticationInMemory } from '../../../adapters/in-memory/session/CandidateAuthenticationInMemory.ts';
import { SessionTokensInMemory } from '../../../adapters/in-memory/session/SessionTokensInMemory.ts';
import { candidateAuthenticationContract } from './candidateAuthentication.contract.ts';

let counter = 0;

candidateAuthenticationContract('CandidateAuthenticationInMemory', async () => {
  const tokens = new SessionTokensInMemory({ candidate: null, bearer: () => null });
  const authentication = new CandidateAuthenticationInMemory({ issue: (id) => tokens.issue(id) });
  return {
    authentication,
    passwordless: async () => {
      const n = ++counter;
      const email = `made-by-a-form.${n}@example.com`;
      const profile = {
        id: `passwordless-${n}`,
        firstName: '',
        lastName: '',
        email,
        avatarUrl: null,
        unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
      };
      authentication.addPasswordlessAccount(email, `code-${n}`, profile);
      return { email, candidateId: profile.id, code: `code-${n}` };
    },
    linksSentTo: async (email) =>
      authentication.sentLinks.filter((link) => link.to === email.toLowerCase()).map(({ candidateId, code }) => ({ candidateId, code })),
  };
});
