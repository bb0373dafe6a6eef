import { createHash, randomBytes } from 'node:crypto';

/**
 * The secrets the gateway hands out in links and cookies (refresh tokens, e-mailed codes, an offer's
 * edit token): 256 random bits as base64url, 43 characters. The database keeps only their SHA-256.
 */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** What one of ours looks like: anything else is refused before it is looked up. */
export const OPAQUE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps of a token: its SHA-256, hex. */
export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
