import { InvitationsHttp } from '../../adapters/http/invitations/InvitationsHttp.ts';
import { PassiveCandidatesHttp } from '../../adapters/http/invitations/PassiveCandidatesHttp.ts';
import { InvitationsInMemory } from '../../adapters/in-memory/invitations/InvitationsInMemory.ts';
import { InvitationUpdatesInMemory } from '../../adapters/in-memory/invitations/InvitationUpdatesInMemory.ts';
import { PassiveCandidatesInMemory } from '../../adapters/in-memory/invitations/PassiveCandidatesInMemory.ts';
import type { PassiveWorldInMemory } from '../../adapters/in-memory/invitations/PassiveWorldInMemory.ts';
import { AcceptInvitation } from '../../core/invitations/AcceptInvitation.ts';
import { InvitationsLive } from '../../core/invitations/InvitationsLive.ts';
import { InvitationsStore } from '../../core/invitations/InvitationsStore.ts';
import { LoadInvitations } from '../../core/invitations/LoadInvitations.ts';
import { LoadInvitationStats } from '../../core/invitations/LoadInvitationStats.ts';
import { LoadPassiveStatus } from '../../core/invitations/LoadPassiveStatus.ts';
import { PassiveStatusStore } from '../../core/invitations/PassiveStatusStore.ts';
import { RejectInvitation } from '../../core/invitations/RejectInvitation.ts';
import { SetPassiveOptIn } from '../../core/invitations/SetPassiveOptIn.ts';
import { ConversationKeys } from '../chat/conversationKeys.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provide, provideClass, provideEach } from '../kernel/provide.ts';
import { candidateCallDeps, SessionKeys } from '../session/sessionKeys.ts';
import { httpAdapterDeps, SharedKeys } from '../shared/sharedKeys.ts';
import { UiStateKeys } from '../ui-state/uiStateKeys.ts';
import { InvitationsKeys as K } from './invitationsKeys.ts';

/** The candidate's passive-candidates stores and use cases: the same in every candidate-side root. */
export const invitationsUseCases: ContextModule = contextModule(
  'invitations.useCases',
  pick(
    K,
    'InvitationsStore',
    'PassiveStatusStore',
    'LoadInvitations',
    'AnswerParts',
    'AcceptInvitation',
    'RejectInvitation',
    'LoadPassiveStatus',
    'SetPassiveOptIn',
    'LoadInvitationStats',
    'InvitationsLive',
  ),
  (container) => {
    const { SessionCoordinator, SessionStore } = SessionKeys;
    provide(
      container,
      K.InvitationsStore,
      [SharedKeys.Scheduler, SessionStore],
      (scheduler, session) => new InvitationsStore(scheduler, session.state$),
    );
    provide(
      container,
      K.PassiveStatusStore,
      [SharedKeys.Scheduler, SessionStore],
      (scheduler, session) => new PassiveStatusStore(scheduler, session.state$),
    );
    provideClass(container, K.LoadInvitations, LoadInvitations, candidateCallDeps(K.Invitations, K.InvitationsStore));
    provide(
      container,
      K.AnswerParts,
      [SessionCoordinator, SessionStore, K.InvitationsStore, K.LoadInvitations, UiStateKeys.SnackbarQueue, ConversationKeys.Log],
      (coordinator, session, store, load, snackbars, log) => ({ coordinator, session, store, load, snackbars, log }),
    );
    provideEach(container, K, [K.Invitations, K.AnswerParts], { AcceptInvitation, RejectInvitation });
    const status = candidateCallDeps(K.PassiveCandidates, K.PassiveStatusStore);
    provideEach(container, K, status, { LoadPassiveStatus, SetPassiveOptIn });
    provideClass(container, K.LoadInvitationStats, LoadInvitationStats, [K.PassiveCandidates, SessionCoordinator, SessionStore]);
    provideClass(container, K.InvitationsLive, InvitationsLive, [
      K.InvitationUpdates,
      SessionKeys.BearerTokenStore,
      SessionStore,
      K.LoadInvitations,
      SharedKeys.Scheduler,
    ]);
  },
);

/** The candidate's invitation calls over HTTP. */
export const invitationsHttp: ContextModule = adapterModule('invitations.http', K, httpAdapterDeps, {
  Invitations: InvitationsHttp,
  PassiveCandidates: PassiveCandidatesHttp,
});

/** The candidate's ports over a test's fake world; `caller` is the bearer's candidate, `candidateOf` reads a bearer token. */
export const invitationsInMemory = (
  world: PassiveWorldInMemory,
  caller: () => string | null,
  candidateOf: (token: string) => string | null,
): ContextModule =>
  contextModule('invitations.inMemory', pick(K, 'Invitations', 'PassiveCandidates', 'InvitationUpdates'), (container) => {
    container.bind(K.Invitations).toConstantValue(new InvitationsInMemory(world, caller));
    container.bind(K.PassiveCandidates).toConstantValue(new PassiveCandidatesInMemory(world, caller));
    container.bind(K.InvitationUpdates).toConstantValue(new InvitationUpdatesInMemory(world, candidateOf));
  });
