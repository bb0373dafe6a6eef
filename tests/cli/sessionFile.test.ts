import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fetchWithSessionCookies } from '../../adapters/node/fetchWithSessionCookies.ts';
import { parseSetCookie, SessionFile } from '../../adapters/node/SessionFile.ts';
import { cookieJarContract } from '../contracts/session/cookieJar.contract.ts';

const homes: string[] = [];
afterAll(() => {
  for (const home of homes) rmSync(home, { recursive: true, force: true });
});
function aHome(): string {
  const home = mkdtempSync(path.join(tmpdir(), 'jobboard-session-'));
  homes.push(home);
  return home;
}

const candidate = {
  id: 'cand-1',
  firstName: 'Ala',
  lastName: 'Nowak',
  email: 'ala@example.com',
  avatarUrl: null,
  unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
  featureFlags: 0,
};

cookieJarContract('SessionFile.cookies', () => new SessionFile(aHome(), 'jobboard', 'http://gw.test').cookies);

describe('SessionFile', () => {
  it('keeps the token and candidate in ~/.jobboard/<tenant>/session.json, owner-only', () => {
    const home = aHome();
    const session = new SessionFile(home, 'jobboard', 'http://gw.test');
    session.bearer.set('token-1');
    session.rememberCandidate(candidate);
    expect(statSync(session.file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(session.file)).mode & 0o777).toBe(0o700);
    const again = new SessionFile(home, 'jobboard', 'http://gw.test');
    expect(again.bearer.get()).toBe('token-1');
    expect(again.candidate()).toEqual(candidate);
  });

  it('belongs to one gateway: another sees no session', () => {
    const home = aHome();
    const session = new SessionFile(home, 'jobboard', 'http://gw.test');
    session.bearer.set('token-1');
    session.rememberCandidate(candidate);
    expect(new SessionFile(home, 'jobboard', 'http://other.test').candidate()).toBeNull();
  });

  it('has no candidate without a token, and clear removes the file', () => {
    const home = aHome();
    const session = new SessionFile(home, 'jobboard', 'http://gw.test');
    session.bearer.set('t');
    session.rememberCandidate(candidate);
    session.bearer.clear();
    expect(session.candidate()).toBeNull();
    session.clear();
    expect(() => readFileSync(session.file)).toThrow();
  });

  it('reads a damaged file as no session', () => {
    const home = aHome();
    mkdirSync(path.join(home, '.jobboard', 'jobboard'), { recursive: true });
    writeFileSync(path.join(home, '.jobboard', 'jobboard', 'session.json'), '{nope');
    expect(new SessionFile(home, 'jobboard', 'http://gw.test').candidate()).toBeNull();
  });

  it("keeps the gateway's cookies (HttpOnly too) once capturing, and sends them back", async () => {
    const home = aHome();
    const session = new SessionFile(home, 'jobboard', 'http://gw.test', () => 1_000_000);
    const sent: string[] = [];
    const fake = async (_url: string, init?: RequestInit) => {
      sent.push(new Headers(init?.headers).get('cookie') ?? '');
      const headers = new Headers();
      headers.append('set-cookie', 'refresh=abc; Path=/api; HttpOnly; Max-Age=3600');
      headers.append('set-cookie', 'user-id=cand-1; Path=/');
      return new Response(null, { status: 204, headers });
    };
    const fetch = fetchWithSessionCookies(fake, session);
    await fetch('http://gw.test/a');
    expect(session.cookies.get('refresh')).toBeNull();
    session.startCapturing();
    await fetch('http://gw.test/login');
    await fetch('http://gw.test/b');
    expect(sent).toEqual(['', '', 'refresh=abc; user-id=cand-1']);
    expect(session.cookies.get('user-id')).toBe('cand-1');
  });

  it('forgets a cookie the gateway expires', () => {
    const session = new SessionFile(aHome(), 'jobboard', 'http://gw.test', () => 1_000_000);
    session.startCapturing();
    session.applySetCookie(['user-id=x; Path=/']);
    session.applySetCookie(['user-id=; Path=/; Max-Age=0']);
    expect(session.cookies.get('user-id')).toBeNull();
    expect(session.cookieHeader()).toBe('');
  });
});

describe('parseSetCookie', () => {
  it('reads name, raw value and expiry; Max-Age wins over Expires', () => {
    expect(parseSetCookie('a=b%20c; Path=/; Expires=Thu, 01 Jan 1970 00:00:10 GMT', 0)).toEqual({ name: 'a', value: 'b%20c', expiresAt: 10_000 });
    expect(parseSetCookie('a=b; Max-Age=5; Expires=Thu, 01 Jan 1970 00:00:10 GMT', 1000)).toEqual({ name: 'a', value: 'b', expiresAt: 6000 });
    expect(parseSetCookie('=nameless', 0)).toBeNull();
  });
});
