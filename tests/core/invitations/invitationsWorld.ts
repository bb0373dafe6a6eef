import { ChatInMemory } from '../../../adapters/in-memory/chat/ChatInMemory.ts';
import { ChatTokensInMemory } from '../../../adapters/in-memory/chat/ChatTokensInMemory.ts';
import { InvitationsInMemory } from '../../../adapters/in-memory/invitations/InvitationsInMemory.ts';
import { InvitationUpdatesInMemory } from '../../../adapters/in-memory/invitations/InvitationUpdatesInMemory.ts';
import { PassiveCandidatesInMemory } from '../../../adapters/in-memory/invitations/PassiveCandidatesInMemory.ts';
import { PassiveWorldInMemory } from '../../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { LogInMemory } from '../../../adapters/in-memory/LogInMemory.ts';
import { ChatConnector } from '../../../core/chat/conversations/ChatConnector.ts';
import { ChatStore } from '../../../core/chat/conversations/ChatStore.ts';
import { GetChatToken } from '../../../core/chat/conversations/GetChatToken.ts';
import { OpenConversation } from '../../../core/chat/conversations/OpenConversation.ts';
import { SendChatMessage } from '../../../core/chat/conversations/SendChatMessage.ts';
import { AcceptInvitation } from '../../../core/invitations/AcceptInvitation.ts';
import type { Invitation } from '../../../core/invitations/Invitation.ts';
import { InvitationsLive } from '../../../core/invitations/InvitationsLive.ts';
import { InvitationsStore } from '../../../core/invitations/InvitationsStore.ts';
import { LoadInvitations } from '../../../core/invitations/LoadInvitations.ts';
import { LoadPassiveStatus } from '../../../core/invitations/LoadPassiveStatus.ts';
import { PassiveStatusStore } from '../../../core/invitations/PassiveStatusStore.ts';
import { RejectInvitation } from '../../../core/invitations/RejectInvitation.ts';
import { SetPassiveOptIn } from '../../../core/invitations/SetPassiveOptIn.ts';
import { loggedIn } from '../../../core/session/SessionState.ts';
import { readTokenClaims } from '../../../core/session/tokenClaims.ts';
import { SnackbarQueue } from '../../../core/ui-state/SnackbarQueue.ts';
import { sessionWorld } from '../session/sessionWorld.ts';

/** An invitation of the fake world to the session's candidate (pending unless told). */
export function anInvitation(candidateId: string, overrides: Partial<Invitation> = {}): Invitation & { candidateId: string } {
  return {
    id: `inv-${Math.random().toString(36).slice(2, 8)}`,
    candidateId,
    companyId: 7,
    companyName: 'Acme',
    companyLogoUrl: null,
    jobAdvertisementId: 'offer-1',
    offerTitle: 'Senior TypeScript Engineer',
    offerSlug: 'senior-typescript-engineer',
    status: 'pending',
    createdAt: '2026-11-20T10:00:00.000Z',
    answeredAt: null,
    conversationId: null,
    ...overrides,
  };
}

/**
 * The candidate side of passive candidates and the chat over one fake world, the session world's
 * logged-in candidate (with the passiveCandidates flag unless `featureFlags` says otherwise) and
 * virtual time.
 */
export function invitationsWorld(options: { readonly featureFlags?: number } = {}) {
  const session = sessionWorld({ featureFlags: options.featureFlags ?? 2 });
  session.store.set(loggedIn({ ...session.candidate, featureFlags: options.featureFlags ?? 2 }));
  const world = new PassiveWorldInMemory();
  const caller = () => (session.gateway.authorizes() ? session.candidate.id : null);
  const invitations = new InvitationsInMemory(world, caller);
  const passive = new PassiveCandidatesInMemory(world, caller);
  const updates = new InvitationUpdatesInMemory(world, (token) => readTokenClaims(token)?.subject ?? null);
  const chat = new ChatInMemory(world);
  const tokens = new ChatTokensInMemory('candidate', caller);
  const log = new LogInMemory();
  const snackbars = new SnackbarQueue(session.time.scheduler);
  const store = new InvitationsStore(session.time.scheduler, session.store.state$);
  const statusStore = new PassiveStatusStore(session.time.scheduler, session.store.state$);
  const { coordinator } = session;
  const load = new LoadInvitations(invitations, coordinator, session.store, store);
  const parts = { coordinator, session: session.store, store, load, snackbars, log };
  const chatStore = new ChatStore();
  const getToken = new GetChatToken(tokens, coordinator, session.reporter, session.time.scheduler);
  const connector = new ChatConnector(chat, getToken, chatStore, log, session.time.scheduler);
  return {
    ...session,
    world,
    invitations,
    passive,
    updates,
    chat,
    tokens,
    log,
    snackbars,
    /** The invitations store (`store` is the session's). */
    list: store,
    statusStore,
    load,
    accept: new AcceptInvitation(invitations, parts),
    reject: new RejectInvitation(invitations, parts),
    loadStatus: new LoadPassiveStatus(passive, coordinator, session.store, statusStore),
    setOptIn: new SetPassiveOptIn(passive, coordinator, session.store, statusStore),
    live: new InvitationsLive(updates, session.bearer, session.store, load, session.time.scheduler),
    chatStore,
    getToken,
    connector,
    send: new SendChatMessage(connector, chatStore),
    open: new OpenConversation(connector, chatStore),
  };
}

/** The world with one pending invitation, loaded while two readers watch the list: the world and the readers' releases. */
export async function twoReadersOfOneInvitation() {
  const w = invitationsWorld();
  w.world.invitations.push(anInvitation(w.candidate.id));
  const first = w.list.observe();
  const second = w.list.observe();
  await w.load.execute({ trigger: 'mount' });
  return { w, first, second };
}
