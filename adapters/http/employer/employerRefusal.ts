import { OAuthErrorCodec } from '../../../contract/employer.ts';
import { ErrorBodyCodec } from '../../../contract/session.ts';
import type { EmployerFailure } from '../../../core/employer/EmployerFailure.ts';
import { errorBody, plainRefusal } from '../answers.ts';
import type { GatewayAnswer } from '../GatewayHttpClient.ts';

/**
 * The employer calls' refusals as the port's failure kinds: 409 is the call's own conflict (a taken
 * e-mail on sign-up, a used or wrong link on confirmation and reset), 400 refused input with the
 * gateway's message, 429 too many attempts.
 */
export function employerRefusal(conflict: 'email-taken' | 'invalid-link'): (answer: GatewayAnswer) => EmployerFailure {
  return (answer) => {
    if (answer.status === 409) return { kind: conflict };
    if (answer.status === 429) return { kind: 'too-many-attempts' };
    if (answer.status === 400) {
      const body = errorBody(answer, ErrorBodyCodec);
      return body ? { kind: 'invalid-input', message: body.message } : { kind: 'invalid-input' };
    }
    return plainRefusal(answer);
  };
}

/** RFC 6749 5.2 errors of the password grant: `invalid_grant` is wrong credentials (or an unconfirmed address). */
export function grantRefusal(answer: GatewayAnswer): EmployerFailure {
  if (answer.status === 429) return { kind: 'too-many-attempts' };
  const oauth = errorBody(answer, OAuthErrorCodec);
  if (oauth?.error === 'invalid_grant') return { kind: 'invalid-credentials' };
  if (oauth?.error === 'invalid_request') return { kind: 'invalid-input', message: oauth.error_description };
  if (oauth) return { kind: 'http-failure', status: answer.status, message: oauth.error_description };
  return plainRefusal(answer);
}
