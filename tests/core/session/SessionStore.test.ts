import { describe, expect, it } from 'vitest';
import type { LoggedCandidate } from '../../../core/session/LoggedCandidate.ts';
import { guestSession, loggedIn } from '../../../core/session/SessionState.ts';
import { SessionStore } from '../../../core/session/SessionStore.ts';
import { aCandidateProfile } from './sessionWorld.ts';

describe('SessionStore', () => {
  it('tells the logged candidate, null while unknown or a guest, once per change', () => {
    const store = new SessionStore();
    const seen: (LoggedCandidate | null)[] = [];
    store.candidate$.subscribe((candidate) => seen.push(candidate));
    const candidate: LoggedCandidate = { ...aCandidateProfile(), featureFlags: 2 };

    store.set(guestSession);
    store.set(loggedIn(candidate));
    store.set(guestSession);

    expect(seen).toEqual([null, candidate, null]);
  });
});
