import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedAuthSettings } from './AuthSettings.ts';
import { OPAQUE_TOKEN_PATTERN } from '../http/opaqueTokens.ts';

/** The refresh token: HttpOnly, sent only to this tenant's /authentication calls. */
export const REFRESH_COOKIE = 'jb_refresh';
/** The candidate id, readable by scripts: "there may be a session" (core/session/README.md). */
export const USER_ID_COOKIE = 'user-id';

export const refreshCookiePath = (tenantId: string) => `/api/${tenantId}/authentication`;

function secure(request: FastifyRequest, auth: ResolvedAuthSettings): boolean {
  // request.protocol honours X-Forwarded-Proto only from a trusted proxy (the server's trustProxy).
  return auth.secureCookies === 'always' || request.protocol === 'https';
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  auth: ResolvedAuthSettings,
  session: { refreshToken: string; candidateId: string },
): void {
  const common = { sameSite: 'lax', secure: secure(request, auth), maxAge: auth.refreshTokenSeconds } as const;
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, { ...common, httpOnly: true, path: refreshCookiePath(request.tenant.id) });
  reply.setCookie(USER_ID_COOKIE, session.candidateId, { ...common, httpOnly: false, path: '/' });
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply, auth: ResolvedAuthSettings): void {
  const common = { sameSite: 'lax', secure: secure(request, auth) } as const;
  reply.clearCookie(REFRESH_COOKIE, { ...common, httpOnly: true, path: refreshCookiePath(request.tenant.id) });
  reply.clearCookie(USER_ID_COOKIE, { ...common, httpOnly: false, path: '/' });
}

/** The refresh token from the cookie, or null for anything that is not one of ours (absent, garbage, oversized). */
export function readRefreshCookie(request: FastifyRequest): string | null {
  const value: unknown = (request.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && OPAQUE_TOKEN_PATTERN.test(value) ? value : null;
}
