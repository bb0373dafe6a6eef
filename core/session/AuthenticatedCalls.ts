import type { SessionCoordinator } from './SessionCoordinator.ts';

/**
 * Only what the coordinator does for a call: refresh once when the token is refused, and retry.
 * The alerts use cases take this much of it, so their tests can run calls as they are.
 */
export type AuthenticatedCalls = Pick<SessionCoordinator, 'run'>;
