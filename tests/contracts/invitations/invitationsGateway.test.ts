import { afterAll, beforeAll } from 'vitest';
import { WebSocket } from 'ws';
import { CandidateChatTokensHttp } from '../../../adapters/http/chat/CandidateChatTokensHttp.ts';
import { EmployerChatTokensHttp } from '../../../adapters/http/chat/EmployerChatTokensHttp.ts';
import { GatewayHttpClient } from '../../../adapters/http/GatewayHttpClient.ts';
import { EmployerCandidatesHttp } from '../../../adapters/http/invitations/EmployerCandidatesHttp.ts';
import { InvitationsHttp } from '../../../adapters/http/invitations/InvitationsHttp.ts';
import { PassiveCandidatesHttp } from '../../../adapters/http/invitations/PassiveCandidatesHttp.ts';
import { ChatWebSocket } from '../../../adapters/websocket/ChatWebSocket.ts';
import { InvitationUpdatesWebSocket } from '../../../adapters/websocket/InvitationUpdatesWebSocket.ts';
import type { WebSocketConstructor } from '../../../adapters/websocket/WebSocketLike.ts';
import { asyncScheduler } from 'rxjs';
import { call, employer } from '../../gateway/employer/employerHarness.ts';
import { register } from '../../gateway/session/sessionHarness.ts';
import {
  accept,
  BASE,
  candidateChatToken,
  fitCandidate,
  invitedCandidate,
  offerOf,
  startInvitationsHarness,
  type InvitationsHarness,
} from '../../gateway/invitations/invitationsHarness.ts';
import { chatContract, invitationUpdatesContract } from '../chat/chat.contract.ts';
import { chatTokensContract } from '../chat/chatTokens.contract.ts';
import { employerCandidatesContract } from './employerCandidates.contract.ts';
import { invitationsContract } from './invitations.contract.ts';

let h: InvitationsHarness;
/** The real gateway over a seeded PGlite, listening (the sockets need a port). */
beforeAll(async () => {
  h = await startInvitationsHarness();
}, 60_000);
afterAll(async () => h?.close());

const base = () => `http://127.0.0.1:${(h.a.app.server.address() as { port: number }).port}`;
const client = (token: string | null) => new GatewayHttpClient(base(), fetch, () => (token === null ? {} : { authorization: `Bearer ${token}` }));
const WS = WebSocket as unknown as WebSocketConstructor;
const setMaintenance = async (on: boolean) => {
  await h.database.db
    .insertInto('passive_candidate_settings')
    .values({ tenant_id: 'jobboard', maintenance: on })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ maintenance: on }))
    .execute();
};

invitationsContract('InvitationsHttp and PassiveCandidatesHttp against the real gateway', {
  fresh: async () => {
    const owner = await employer(h.a);
    const firstOffer = await offerOf(h.a, owner);
    const candidate = await fitCandidate(h.a.app, firstOffer);
    return {
      invitations: new InvitationsHttp(client(candidate.token), 'jobboard'),
      passive: new PassiveCandidatesHttp(client(candidate.token), 'jobboard'),
      candidateId: candidate.id,
      invite: async () => {
        const offer = await offerOf(h.a, owner);
        const sent = await call(h.a.app, 'POST', `${BASE}/v2/employer-panel/conversation-requests`, {
          token: owner.token,
          body: { candidateId: candidate.id, jobAdvertisementId: offer.id },
        });
        if (sent.statusCode !== 201) throw new Error(`invite answered ${sent.statusCode}: ${sent.body}`);
        return { candidateId: candidate.id, companyId: owner.companyId, jobAdvertisementId: offer.id };
      },
      setMaintenance,
    };
  },
  withoutSession: async () => ({
    invitations: new InvitationsHttp(client(null), 'jobboard'),
    passive: new PassiveCandidatesHttp(client(null), 'jobboard'),
  }),
});

employerCandidatesContract('EmployerCandidatesHttp against the real gateway', {
  fresh: async () => {
    const owner = await employer(h.a);
    const offer = await offerOf(h.a, owner);
    const visible = await fitCandidate(h.a.app, offer);
    const hidden = await fitCandidate(h.a.app, offer, { optIn: false });
    const other = await offerOf(h.a, await employer(h.a));
    return {
      candidates: new EmployerCandidatesHttp(client(owner.token), 'jobboard'),
      offerId: offer.id,
      visibleId: visible.id,
      hiddenId: hidden.id,
      otherOfferId: other.id,
    };
  },
  withoutSession: async () => new EmployerCandidatesHttp(client(null), 'jobboard'),
});

chatContract('ChatWebSocket (ws) with CandidateChatTokensHttp and EmployerChatTokensHttp against the real gateway', {
  fresh: async () => {
    const { owner, offer, candidate } = await invitedCandidate(h.a);
    await accept(h.a.app, candidate, owner, offer.id);
    const stranger = await invitedCandidate(h.a);
    const conversation = await h.database.db
      .selectFrom('conversations')
      .select('id')
      .where('candidate_id', '=', candidate.id)
      .executeTakeFirstOrThrow();
    return {
      chat: new ChatWebSocket(() => `${h.a.wsBase}${BASE}/chat/socket`, WS),
      candidateTokens: new CandidateChatTokensHttp(client(candidate.token), 'jobboard'),
      candidateId: candidate.id,
      employerTokens: new EmployerChatTokensHttp(client(owner.token), 'jobboard'),
      conversationId: conversation.id,
      strangerToken: await candidateChatToken(h.a.app, stranger.candidate),
    };
  },
});

invitationUpdatesContract('InvitationUpdatesWebSocket (ws) against the real gateway', {
  fresh: async () => {
    const owner = await employer(h.a);
    const offer = await offerOf(h.a, owner);
    const candidate = await fitCandidate(h.a.app, offer);
    return {
      updates: new InvitationUpdatesWebSocket(() => `${h.a.wsBase}${BASE}/invitations/socket`, WS, asyncScheduler),
      bearerToken: candidate.token,
      invite: async () => {
        await call(h.a.app, 'POST', `${BASE}/v2/employer-panel/conversation-requests`, {
          token: owner.token,
          body: { candidateId: candidate.id, jobAdvertisementId: offer.id },
        });
      },
    };
  },
});

const chatSocket = () => new ChatWebSocket(() => `${h.a.wsBase}${BASE}/chat/socket`, WS);

chatTokensContract('CandidateChatTokensHttp against the real gateway', 'candidate', {
  fresh: async () => {
    const candidate = await register(h.a.app);
    return {
      tokens: new CandidateChatTokensHttp(client(candidate.token), 'jobboard'),
      userId: candidate.id,
      otherCandidateId: (await register(h.a.app)).id,
      chat: chatSocket(),
    };
  },
  withoutSession: async () => new CandidateChatTokensHttp(client(null), 'jobboard'),
});

chatTokensContract('EmployerChatTokensHttp against the real gateway', 'employer', {
  fresh: async () => {
    const owner = await employer(h.a);
    return {
      tokens: new EmployerChatTokensHttp(client(owner.token), 'jobboard'),
      userId: String(owner.companyId),
      otherCandidateId: (await register(h.a.app)).id,
      chat: chatSocket(),
    };
  },
  withoutSession: async () => new EmployerChatTokensHttp(client(null), 'jobboard'),
});
