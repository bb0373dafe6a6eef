import { ErrorBodyCodec } from '../../../contract/session.ts';
import type { InvitationFailure } from '../../../core/invitations/InvitationFailure.ts';
import type { InviteFailure } from '../../../core/invitations/panel/EmployerCandidates.ts';
import { errorBody, plainRefusal } from '../answers.ts';
import type { GatewayAnswer } from '../GatewayHttpClient.ts';

type Known = 'invitation-already-answered' | 'passive-candidates-unavailable' | 'candidate-not-matched' | 'already-invited';

/** A refused passive-candidates call: the 409 `error`s these routes answer, else the plain refusal. */
function refusal(answer: GatewayAnswer, accepted: readonly Known[]): { kind: Known } | ReturnType<typeof plainRefusal> {
  const body = errorBody(answer, ErrorBodyCodec);
  const kind = accepted.find((name) => name === body?.error);
  return answer.status === 409 && kind !== undefined ? { kind } : plainRefusal(answer);
}

export const invitationRefusal = (answer: GatewayAnswer): InvitationFailure =>
  refusal(answer, ['invitation-already-answered', 'passive-candidates-unavailable']) as InvitationFailure;

export const inviteRefusal = (answer: GatewayAnswer): InviteFailure =>
  refusal(answer, ['candidate-not-matched', 'already-invited', 'passive-candidates-unavailable']) as InviteFailure;
