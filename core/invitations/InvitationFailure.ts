import type { GatewayFailure } from '../shared/Failure.ts';

/** The invitation was answered the other way already (409). */
export type AlreadyAnswered = { readonly kind: 'invitation-already-answered' };
/** Passive candidates are off or paused for the tenant (409). */
export type PassiveUnavailable = { readonly kind: 'passive-candidates-unavailable' };

export type InvitationFailure = GatewayFailure | AlreadyAnswered | PassiveUnavailable;
