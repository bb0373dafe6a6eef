// @ts-nocheck
import { describe, expect, it } from 'vitest';
import { favouritesHashTarget } from '../../../core/favourites/favouritesHashTarget.ts';
import { aCandidateProfile } from '../session/sessionWorld.ts';

const base = 'https://candidate.example.com/';

describe('favouritesHashTarget', () => {
  it('sends a logged-in candidate straight to the favourites page', () => {
    const session = { status: 'logged-in', candidate: { ...aCandidateProfile(), featureFlags: 0 } } as const;
    expect(favouritesHashTarget(session, base, 'o1')).toEqual({ kind: 'navigate', url: 'https://candidate.example.com/favorite-offers' });
  });

  it('prompts a guest with login and register links carrying the chosen offer', () => {
    expect(favouritesHashTarget({ status: 'guest' }, base, 'offer 1&x')).toEqual({
      kind: 'prompt',
      loginUrl: 'https://candidate.example.com/login?favoriteOfferId=offer%201%26x',
      registerUrl: 'https://candidate.example.com/register?favoriteOfferId=offer%201%26x',
    });
    expect(favouritesHashTarget({ status: 'unknown' }, base)).toEqual({
      kind: 'prompt',
      loginUrl: 'https://candidate.example.com/login',
      registerUrl: 'https://candidate.example.com/register',
    });
  });
});
