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

const aTokenOfText = (payload: string) => `${base64Url('{"alg":"HS256"}')}.${base64Url(payload)}.c2ln`;

describe('token shapes and limits', () => {
  /** A token of exactly `length` characters (at least about 6,700) whose subject is c1: a long claim, then a signature filling up. */
  const tokenOfLength = (length: number) => {
    const head = `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify({ sub: 'c1', pad: 'x'.repeat(5000) }))}.`;
    return `${head}${'s'.repeat(length - head.length)}`;
  };

  it('takes a token of exactly 8192 characters, and not a longer one', () => {
    const longest = tokenOfLength(8192);
    expect(longest).toHaveLength(8192);
    expect(readTokenClaims(longest)?.subject).toBe('c1');
    expect(isPlausibleToken(longest)).toBe(true);
    const longer = `${longest}x`;
    expect(readTokenClaims(longer)).toBeNull();
    expect(isPlausibleToken(longer)).toBe(false);
  });

  it('reads only three segments of base64url characters', () => {
    const payload = base64Url(JSON.stringify({ sub: 'c1' }));
    expect(readTokenClaims(`h.${payload}.sig`)?.subject).toBe('c1');
    expect(readTokenClaims(`h.${payload}.sig.more`)).toBeNull();
    expect(readTokenClaims(`h.${payload}.s+g`)).toBeNull();
    expect(isPlausibleToken(`h.${payload}.sig.more`)).toBe(false);
  });

  it('is never a plausible token when the stored value is not text', () => {
    const token = aToken({ sub: 'c1' });
    expect(isPlausibleToken([token])).toBe(false);
    expect(isPlausibleToken({ toString: () => token, length: token.length })).toBe(false);
    expect(isPlausibleToken(null)).toBe(false);
  });

  it('refuses a payload whose length cannot be base64url', () => {
    const payload = base64Url(JSON.stringify({ sub: 'c1', n: 1 }));
    expect(payload.length % 4).toBe(0);
    expect(readTokenClaims(`h.${payload}.sig`)?.subject).toBe('c1');
    expect(readTokenClaims(`h.${payload}A.sig`)).toBeNull();
  });

  it('reads a pretty-printed payload (line breaks and indentation)', () => {
    expect(readTokenClaims(aTokenOfText(JSON.stringify({ sub: 'c1', featureFlags: 2, exp: 10 }, null, '\t')))).toEqual({
      subject: 'c1',
      featureFlags: 2,
      expiresAt: 10,
    });
  });

  it('does not take payloads that are not JSON objects', () => {
    for (const text of ['not json', 'null', '42', '"c1"', '[{"sub":"c1"}]']) expect(readTokenClaims(aTokenOfText(text))).toBeNull();
  });
});

describe('token claims of odd types', () => {
  it('has no subject unless sub is a non-empty string', () => {
    expect(readTokenClaims(aToken({ sub: '' }))?.subject).toBeNull();
    expect(readTokenClaims(aToken({ sub: 42 }))?.subject).toBeNull();
    expect(readTokenClaims(aToken({}))?.subject).toBeNull();
    expect(readTokenClaims(aToken({ sub: 'c1' }))?.subject).toBe('c1');
  });

  it('has no flags unless featureFlags is a non-negative safe integer', () => {
    expect(readTokenClaims(aToken({ featureFlags: 2.5 }))?.featureFlags).toBe(0);
    expect(readTokenClaims(aToken({ featureFlags: 2 ** 60 }))?.featureFlags).toBe(0);
    expect(readTokenClaims(aToken({ featureFlags: '2' }))?.featureFlags).toBe(0);
    expect(readTokenClaims(aToken({ featureFlags: true }))?.featureFlags).toBe(0);
    expect(readTokenClaims(aToken({ featureFlags: 0 }))?.featureFlags).toBe(0);
  });

  it('has no expiry unless exp is a finite number', () => {
    expect(readTokenClaims(aTokenOfText('{"exp":1e999}'))?.expiresAt).toBeNull();
    expect(readTokenClaims(aToken({ exp: '1700000000' }))?.expiresAt).toBeNull();
    expect(readTokenClaims(aToken({ exp: 1700000000 }))?.expiresAt).toBe(1700000000);
  });
});
