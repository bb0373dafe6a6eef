import { combineLatest, distinctUntilChanged, map, type Observable } from 'rxjs';
import type { InvitationsState } from '../../invitations/InvitationsStore.ts';
import type { PassiveStatus } from '../../invitations/Invitation.ts';
import { isPassiveOpen } from '../../invitations/PassiveStatusStore.ts';
import type { BearerTokenStore } from '../../session/BearerTokenStore.ts';
import { hasFeature } from '../../session/LoggedCandidate.ts';
import { isLoggedIn, type SessionState } from '../../session/SessionState.ts';
import type { ChatConditions } from './ChatConnector.ts';
import { chatUserId } from './chatUserId.ts';

/**
 * The candidate's chat conditions (platform.md 4) from the session (user and feature flag), the
 * server-reported status (maintenance; not known yet counts as not open) and the invitations list.
 */
export function candidateChatConditions(
  session$: Observable<SessionState>,
  status$: Observable<PassiveStatus | null>,
  invitations$: Observable<InvitationsState>,
  bearer: BearerTokenStore,
): Observable<ChatConditions> {
  return combineLatest([session$, status$, invitations$]).pipe(
    map(([session, status, invitations]): ChatConditions => ({
      userId: isLoggedIn(session) ? chatUserId(bearer.get()) : null,
      featureOn: isLoggedIn(session) && hasFeature(session.candidate.featureFlags, 'passiveCandidates'),
      maintenance: !isPassiveOpen(status),
      invitations: invitations.items?.length ?? 0,
    })),
    distinctUntilChanged(
      (a, b) => a.userId === b.userId && a.featureOn === b.featureOn && a.maintenance === b.maintenance && a.invitations === b.invitations,
    ),
  );
}
