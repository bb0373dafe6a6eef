// @ts-nocheck
import fc from 'fast-check';
import { anyText } from '../../support/anyText.ts';
import { describe, expect, it } from 'vitest';
import { hasFeature, unreadCount } from '../../../core/session/LoggedCandidate.ts';
import { featureFlagsFromToken, isPlausibleToken, readTokenClaims } from '../../../core/session/tokenClaims.ts';

const base64Url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const aToken = (payload: unknown) => `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.c2ln`;

describe('feature flags', () => {
  it('follows the bit rules: none = 0, passiveCandidates = 2', () => {
    expect(hasFeature(0, 'passiveCandidates')).toBe(false);
    expect(hasFeature(2, 'passiveCandidates')).toBe(true);
    expect(hasFeature(3, 'passiveCandidates')).toBe(true);
    expect(hasFeature(1, 'passiveCandidates')).toBe(false);
    expect(hasFeature(4, 'passiveCandidates')).toBe(false);
    expect(hasFeature(-2, 'passiveCandidates')).toBe(false);
    expect(hasFeature(Number.NaN, 'passiveCandidates')).toBe(false);
    expect(hasFeature(2.5, 'passiveCandidates')).toBe(false);
  });

  it('reads the bit field from the token, and 0 from anything unreadable', () => {
    expect(featureFlagsFromToken(aToken({ sub: 'c1', featureFlags: 2, exp: 10 }))).toBe(2);
    expect(featureFlagsFromToken(aToken({ sub: 'c1' }))).toBe(0);
    expect(featureFlagsFromToken(aToken({ featureFlags: '2' }))).toBe(0);
    expect(featureFlagsFromToken(aToken({ featureFlags: -1 }))).toBe(0);
    expect(featureFlagsFromToken('not.a.token!')).toBe(0);
    expect(featureFlagsFromToken(null)).toBe(0);
  });

  it('counts unread chats plus conversation requests', () => {
    expect(unreadCount({ chatsCount: 2, conversationRequestsCount: 3 })).toBe(5);
  });
});

describe('readTokenClaims', () => {
  it('reads subject, flags and expiry, including non-ASCII payloads', () => {
    expect(readTokenClaims(aToken({ sub: 'kandydat-ż', featureFlags: 2, exp: 1700000000 }))).toEqual({
      subject: 'kandydat-ż',
      featureFlags: 2,
      expiresAt: 1700000000,
    });
  });

  it('never throws and rejects garbage, whatever the text', () => {
    fc.assert(
      fc.property(anyText(200), (text) => {
        const claims = readTokenClaims(text);
        expect(claims === null || typeof claims.featureFlags === 'number').toBe(true);
        expect(typeof isPlausibleToken(text)).toBe('boolean');
      }),
    );
  });

  it('round-trips any claims object written as a JWT payload', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, unit: 'binary-ascii' }), fc.nat(), (sub, featureFlags) => {
        const token = aToken({ sub, featureFlags });
        expect(isPlausibleToken(token)).toBe(true);
        expect(readTokenClaims(token)?.featureFlags).toBe(featureFlags);
      }),
    );
  });

  it('does not take JSON arrays, bad base64 or wrong segment counts for tokens', () => {
    expect(readTokenClaims(`a.${base64Url('[1,2]')}.c`)).toBeNull();
    expect(readTokenClaims('a.b')).toBeNull();
    expect(readTokenClaims('a.%%%.c')).toBeNull();
    expect(isPlausibleToken(`a.${base64Url('null')}.c`)).toBe(false);
    expect(isPlausibleToken('x'.repeat(10_000))).toBe(false);
  });
});
