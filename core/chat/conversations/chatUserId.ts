import { readTokenClaims } from '../../session/tokenClaims.ts';

/** The chat's id for a user whose token has none (platform.md 8). */
export const USER_ID_NOT_FOUND = 'USER_ID_NOT_FOUND';

/** The chat user's id: the subject of the bearer token, or `USER_ID_NOT_FOUND` when there is no token or it names nobody. */
export const chatUserId = (bearerToken: string | null): string =>
  bearerToken === null ? USER_ID_NOT_FOUND : (readTokenClaims(bearerToken)?.subject ?? USER_ID_NOT_FOUND);
