import type { AuthenticationFailure } from '../core/session/CandidateAuthentication.ts';
import type { CliFailure } from './CliFailure.ts';
import { describeFailure } from './describeFailure.ts';
import { ExitCode } from './ExitCode.ts';

/** One line for a failed login, without the `jobboard: ` prefix. */
export function describeLoginFailure(failure: AuthenticationFailure, gateway: string): string {
  switch (failure.kind) {
    case 'invalid-credentials':
      return 'wrong e-mail or password';
    case 'invalid-input':
      return `the gateway refused the login data${failure.message === undefined ? '' : `: ${failure.message}`}`;
    case 'email-taken':
      return 'this e-mail is taken';
    case 'too-many-attempts':
      return 'too many attempts: wait a moment and try again';
    case 'invalid-code':
      return 'the set-password link is not valid or was used';
    case 'password-link-sent':
      return 'this e-mail has an account without a password: a link to set one was sent to it';
    default:
      return describeFailure(failure, gateway);
  }
}

/** A login failure for the error path: refused login data is a usage error (2), the rest a failed operation (1). */
export const loginFailure =
  (gateway: string) =>
  (failure: AuthenticationFailure): CliFailure => ({
    json: failure,
    message: describeLoginFailure(failure, gateway),
    exitCode: failure.kind === 'invalid-input' ? ExitCode.usage : ExitCode.failed,
  });
