import type { LoginRequired, PasswordFailure } from '../../../../core/profile/ProfileFailure.ts';
import type { GatewayFailure } from '../../../../core/shared/Failure.ts';

/** The translation key of a failed save: the network, or a plain "could not be saved". */
export function failureKey(failure: GatewayFailure | PasswordFailure | LoginRequired): string {
  if (failure.kind === 'network-failure') return 'profile.common.networkFailed';
  if (failure.kind === 'wrong-password') return 'profile.settings.wrongPassword';
  if (failure.kind === 'login-required' || failure.kind === 'unauthorized') return 'profile.gate.guestText';
  return 'profile.common.failed';
}
