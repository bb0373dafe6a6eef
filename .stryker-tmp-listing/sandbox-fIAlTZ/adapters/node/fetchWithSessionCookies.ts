// @ts-nocheck
import type { FetchFunction } from '../http/GatewayHttpClient.ts';
import type { SessionFile } from './SessionFile.ts';

/**
 * What a browser does with cookies, for the CLI: every request carries the session's cookies, and
 * every response's `set-cookie` updates them (the refresh token is an HttpOnly cookie, so without
 * this the CLI could never refresh its bearer token).
 */
export function fetchWithSessionCookies(fetchFunction: FetchFunction, session: SessionFile): FetchFunction {
  return async (input, init = {}) => {
    const cookie = session.cookieHeader();
    const headers = new Headers(init.headers);
    if (cookie !== '') headers.set('cookie', cookie);
    const response = await fetchFunction(input, { ...init, headers });
    session.applySetCookie(response.headers.getSetCookie());
    return response;
  };
}
