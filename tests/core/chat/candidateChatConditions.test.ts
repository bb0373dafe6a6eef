import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ChatConditions } from '../../../core/chat/conversations/ChatConnector.ts';
import { candidateChatConditions } from '../../../core/chat/conversations/candidateChatConditions.ts';
import type { PassiveStatus } from '../../../core/invitations/Invitation.ts';
import type { InvitationsState } from '../../../core/invitations/InvitationsStore.ts';
import { CandidateFeatureFlag } from '../../../core/session/LoggedCandidate.ts';
import { guestSession, loggedIn, type SessionState } from '../../../core/session/SessionState.ts';
import { anInvitation } from '../invitations/invitationsWorld.ts';
import { sessionWorld } from '../session/sessionWorld.ts';

const open: PassiveStatus = { enabled: true, maintenance: false, optedIn: true };

function setUp() {
  const s = sessionWorld();
  const candidate = (featureFlags: number = CandidateFeatureFlag.passiveCandidates) => loggedIn({ ...s.candidate, featureFlags });
  const invitationsOf = (count: number | null): InvitationsState => ({
    candidateId: s.candidate.id,
    items: count === null ? null : Array.from({ length: count }, () => anInvitation(s.candidate.id)),
    loading: false,
    failed: false,
    actionLoading: false,
  });
  const session = new BehaviorSubject<SessionState>(candidate());
  const status = new BehaviorSubject<PassiveStatus | null>(open);
  const invitations = new BehaviorSubject<InvitationsState>(invitationsOf(2));
  const seen: ChatConditions[] = [];
  candidateChatConditions(session, status, invitations, s.bearer).subscribe((conditions) => seen.push(conditions));
  return { s, candidate, invitationsOf, session, status, invitations, seen, last: () => seen[seen.length - 1] };
}

describe('the candidate’s chat conditions', () => {
  it('name the bearer’s subject, with the feature flag, the open status and the invitations', () => {
    const { s, seen } = setUp();
    expect(seen).toEqual([{ userId: s.candidate.id, featureOn: true, maintenance: false, invitations: 2 }]);
  });

  it('name nobody and no feature for a guest, and no feature without the flag', () => {
    const { s, session, last, candidate } = setUp();
    session.next(guestSession);
    expect(last()).toMatchObject({ userId: null, featureOn: false });
    session.next(candidate(CandidateFeatureFlag.none));
    expect(last()).toMatchObject({ userId: s.candidate.id, featureOn: false });
  });

  it('count as maintenance unless the status is known, enabled and not paused', () => {
    const { status, last } = setUp();
    for (const paused of [null, { ...open, maintenance: true }, { ...open, enabled: false }]) {
      status.next(paused);
      expect(last()?.maintenance, JSON.stringify(paused)).toBe(true);
    }
  });

  it('count no invitations while the list is not known', () => {
    const { invitations, invitationsOf, last } = setUp();
    invitations.next(invitationsOf(null));
    expect(last()?.invitations).toBe(0);
  });

  it('are told again only when one of them changed', () => {
    const { s, session, status, invitations, invitationsOf, candidate, seen } = setUp();
    status.next({ ...open, optedIn: false });
    invitations.next(invitationsOf(2));
    session.next(candidate());
    expect(seen).toHaveLength(1);
    invitations.next(invitationsOf(3));
    status.next({ ...open, maintenance: true });
    session.next(candidate(CandidateFeatureFlag.none));
    s.bearer.set(s.gateway.issue('cand-2'));
    session.next(candidate(CandidateFeatureFlag.none));
    expect(seen.slice(1)).toEqual([
      { userId: s.candidate.id, featureOn: true, maintenance: false, invitations: 3 },
      { userId: s.candidate.id, featureOn: true, maintenance: true, invitations: 3 },
      { userId: s.candidate.id, featureOn: false, maintenance: true, invitations: 3 },
      { userId: 'cand-2', featureOn: false, maintenance: true, invitations: 3 },
    ]);
  });
});
