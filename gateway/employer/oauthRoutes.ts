import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { EMPLOYER_PANEL_CLIENT_ID, type OAuthErrorDto, type TokenResponseDto } from '../../contract/employer.ts';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../contract/session.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { requireTenant } from '../http/tenantScope.ts';
import type { ResolvedAuthSettings } from '../session/AuthSettings.ts';
import { hashPassword, needsRehash, verifyPassword } from '../session/passwordHashing.ts';
import { findUserByEmail, findUserById, setPasswordHash, type EmployerUserRow } from './employerAccounts.ts';
import { signEmployerToken, verifyEmployerToken } from './employerAccessTokens.ts';
import { employerFamilies } from '../session/refreshTokens.ts';
import { OPAQUE_TOKEN_PATTERN } from '../http/opaqueTokens.ts';

/** The employer's refresh token: HttpOnly, SameSite=Strict, sent only to this tenant's /v1/oauth calls. */
export const EMPLOYER_REFRESH_COOKIE = 'jb_employer_refresh';
export const oauthPath = (tenantId: string) => `/api/${tenantId}/v1/oauth`;

type Fields = Record<string, unknown>;
const text = (fields: Fields, name: string): string | null => (typeof fields[name] === 'string' ? (fields[name] as string) : null);

function oauthError(reply: FastifyReply, status: 400 | 401, error: OAuthErrorDto['error'], description: string): FastifyReply {
  if (status === 401) void reply.header('www-authenticate', 'Basic realm="employer-panel"');
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('pragma', 'no-cache')
    .send({ error, error_description: description } satisfies OAuthErrorDto);
}

/**
 * POST /v1/oauth/token (RFC 6749: the password and refresh_token grants of the public client
 * `employer-panel`) and POST /v1/oauth/revoke (RFC 7009). Bodies as form fields or JSON.
 */
export async function oauthRoutes(
  app: FastifyInstance,
  deps: GatewayDeps,
  auth: ResolvedAuthSettings,
  limited: RouteShorthandOptions,
): Promise<void> {
  // Compared against for an unknown e-mail, so that a miss costs the same scrypt work as a wrong password.
  const dummyHash = hashPassword(randomBytes(18).toString('base64url'), auth.passwordHashing);
  dummyHash.catch(() => undefined);

  const cookieOptions = (request: FastifyRequest) =>
    ({
      httpOnly: true,
      sameSite: 'strict',
      secure: auth.secureCookies === 'always' || request.protocol === 'https',
      path: oauthPath(request.tenant.id),
    }) as const;

  async function grant(
    request: FastifyRequest,
    reply: FastifyReply,
    user: EmployerUserRow,
    refreshToken: string,
    familyId: string,
  ): Promise<TokenResponseDto> {
    reply.setCookie(EMPLOYER_REFRESH_COOKIE, refreshToken, { ...cookieOptions(request), maxAge: auth.refreshTokenSeconds });
    void reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    const accessToken = await signEmployerToken(
      { userId: user.id, tenantId: request.tenant.id, companyId: user.company_id, role: user.role, familyId },
      auth.secret,
      deps.now(),
      auth.accessTokenSeconds,
    );
    return { access_token: accessToken, token_type: 'Bearer', expires_in: auth.accessTokenSeconds };
  }

  async function passwordGrant(request: FastifyRequest, reply: FastifyReply, fields: Fields) {
    const username = text(fields, 'username');
    const password = text(fields, 'password');
    if (username === null || password === null) return oauthError(reply, 400, 'invalid_request', 'The password grant needs username and password.');
    const email = username.trim().toLowerCase();
    const user = email.length <= EMAIL_MAX_LENGTH ? await findUserByEmail(deps.db, request.tenant.id, email) : undefined;
    const given = password.slice(0, PASSWORD_MAX_LENGTH);
    const matches = user ? await verifyPassword(given, user.password_hash) : await verifyPassword(given, await dummyHash).then(() => false);
    if (!user || !matches || password.length > PASSWORD_MAX_LENGTH) {
      request.log.info({ event: 'employer-login-failed', tenant: request.tenant.id });
      return oauthError(reply, 400, 'invalid_grant', 'The e-mail or password is wrong.');
    }
    if (user.confirmed_at === null) {
      return oauthError(
        reply,
        400,
        'invalid_grant',
        'Confirm your e-mail address first: follow the link in the e-mail we sent you, or ask for a new one.',
      );
    }
    if (needsRehash(user.password_hash, auth.passwordHashing))
      await setPasswordHash(deps.db, user.id, await hashPassword(given, auth.passwordHashing));
    const now = deps.now();
    await employerFamilies.pruneExpired(deps.db, now);
    const family = await employerFamilies.start(deps.db, user.id, request.tenant.id, now, auth.refreshTokenSeconds);
    request.log.info({ event: 'employer-login', tenant: request.tenant.id, user: user.id });
    return grant(request, reply, user, family.token, family.familyId);
  }

  async function refreshGrant(request: FastifyRequest, reply: FastifyReply, fields: Fields) {
    const presented = (request.cookies as Record<string, string | undefined>)[EMPLOYER_REFRESH_COOKIE] ?? text(fields, 'refresh_token');
    const ended = () => {
      reply.clearCookie(EMPLOYER_REFRESH_COOKIE, cookieOptions(request));
      return oauthError(reply, 400, 'invalid_grant', 'The session has ended: log in again.');
    };
    if (!presented || !OPAQUE_TOKEN_PATTERN.test(presented)) return ended();
    const rotation = await employerFamilies.rotate(deps.db, presented, request.tenant.id, deps.now(), auth.refreshTokenSeconds, auth.secret);
    if (rotation.kind === 'reused')
      request.log.warn({ event: 'employer-refresh-token-reuse', tenant: request.tenant.id, user: rotation.ownerId, family: rotation.familyId });
    const user = rotation.kind === 'rotated' ? await findUserById(deps.db, request.tenant.id, rotation.ownerId) : undefined;
    if (rotation.kind !== 'rotated' || !user) return ended();
    return grant(request, reply, user, rotation.token, rotation.familyId);
  }

  app.post('/:tenant/v1/oauth/token', limited, async (request, reply) => {
    const fields = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? (request.body as Fields) : null;
    if (!fields) return oauthError(reply, 400, 'invalid_request', 'Send the parameters as application/x-www-form-urlencoded (or JSON).');
    const grantType = text(fields, 'grant_type');
    if (grantType === null) return oauthError(reply, 400, 'invalid_request', 'grant_type is missing.');
    if (grantType !== 'password' && grantType !== 'refresh_token')
      return oauthError(reply, 400, 'unsupported_grant_type', 'Use the password or refresh_token grant.');
    if (text(fields, 'client_id') !== EMPLOYER_PANEL_CLIENT_ID)
      return oauthError(reply, 401, 'invalid_client', `Unknown client: the employer panel is ${EMPLOYER_PANEL_CLIENT_ID}.`);
    return grantType === 'password' ? passwordGrant(request, reply, fields) : refreshGrant(request, reply, fields);
  });

  app.post('/:tenant/v1/oauth/revoke', { preHandler: requireTenant }, async (request, reply) => {
    const fields = typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? (request.body as Fields) : {};
    const clientId = text(fields, 'client_id');
    if (clientId !== null && clientId !== EMPLOYER_PANEL_CLIENT_ID) return oauthError(reply, 401, 'invalid_client', 'Unknown client.');
    const token = text(fields, 'token');
    const cookie = (request.cookies as Record<string, string | undefined>)[EMPLOYER_REFRESH_COOKIE];
    if ((token === null || token === '') && !cookie) return oauthError(reply, 400, 'invalid_request', 'token is missing.');
    const now = deps.now();
    for (const presented of [token, cookie]) {
      if (!presented) continue;
      if (OPAQUE_TOKEN_PATTERN.test(presented)) await employerFamilies.revokeFamilyOf(deps.db, presented, request.tenant.id, now);
      const claims = await verifyEmployerToken(presented, request.tenant.id, auth.secret, now);
      if (claims) await employerFamilies.revokeFamily(deps.db, claims.familyId, now);
    }
    reply.clearCookie(EMPLOYER_REFRESH_COOKIE, cookieOptions(request));
    return reply.code(200).header('cache-control', 'no-store').send({});
  });
}
