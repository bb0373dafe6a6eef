import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type {
  AccessToken,
  EmailConfirmation,
  EmployerAuthentication,
  EmployerCredentials,
  EmployerRegistration,
  PasswordReset,
} from '../../../core/employer/EmployerAuthentication.ts';
import type { EmployerFailure } from '../../../core/employer/EmployerFailure.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { EmployerAccountsInMemory } from './EmployerAccountsInMemory.ts';

const ACCESS_SECONDS = 900;
const PASSWORD_MIN = 8;

/**
 * The employer gateway's accounts and OAuth session in memory: sign-up mails a confirmation link,
 * login needs a confirmed account, the refresh cookie belongs to the device, revoke ends the login.
 * `refreshes` records each refresh's outcome.
 */
export class EmployerAuthenticationInMemory implements EmployerAuthentication {
  readonly refreshes: ('granted' | 'refused')[] = [];

  constructor(private readonly world: EmployerAccountsInMemory) {}

  signUp(registration: EmployerRegistration): ResultAsync<void, EmployerFailure> {
    const { user, company } = registration;
    if (
      user.password.length < PASSWORD_MIN ||
      user.password !== user.passwordConfirmation ||
      !company.acceptedRegulations ||
      !user.email.includes('@')
    ) {
      return errAsync({ kind: 'invalid-input', message: 'The registration was refused.' });
    }
    const email = user.email.trim().toLowerCase();
    if (this.world.accounts.has(email)) return errAsync({ kind: 'email-taken' });
    this.world.addAccount({
      email,
      password: user.password,
      name: user.name,
      phone: user.phone === '' ? null : user.phone,
      companyName: company.name,
    });
    this.world.mail(email, 'confirmation');
    return okAsync(undefined);
  }

  confirm(confirmation: EmailConfirmation): ResultAsync<{ readonly email: string }, EmployerFailure> {
    const link = this.world.links.get(confirmation.token);
    const account = link?.kind === 'confirmation' ? this.world.accounts.get(link.email) : undefined;
    if (!link || !account) return errAsync({ kind: 'invalid-link' });
    this.world.links.delete(confirmation.token);
    if (confirmation.password !== undefined) account.password = confirmation.password;
    account.confirmed = true;
    return okAsync({ email: account.profile.email });
  }

  resendConfirmation(email: string): ResultAsync<void, EmployerFailure> {
    const account = this.world.accounts.get(email.toLowerCase());
    if (account && !account.confirmed) this.world.mail(account.profile.email, 'confirmation');
    return okAsync(undefined);
  }

  logIn(credentials: EmployerCredentials): ResultAsync<AccessToken, EmployerFailure> {
    const account = this.world.accounts.get(credentials.email.trim().toLowerCase());
    if (!account || account.password !== credentials.password || !account.confirmed) return errAsync({ kind: 'invalid-credentials' });
    this.world.refreshCookie = account.profile.email;
    return okAsync({ token: this.world.issueAccessToken(account.profile.email), expiresInSeconds: ACCESS_SECONDS });
  }

  refresh(): ResultAsync<AccessToken | null, GatewayFailure> {
    const email = this.world.refreshCookie;
    this.refreshes.push(email === null ? 'refused' : 'granted');
    return okAsync(email === null ? null : { token: this.world.issueAccessToken(email), expiresInSeconds: ACCESS_SECONDS });
  }

  revoke(accessToken: string | null): ResultAsync<void, GatewayFailure> {
    const email = (accessToken === null ? undefined : this.world.accessTokens.get(accessToken)) ?? this.world.refreshCookie;
    if (email) this.world.revokeAll(email);
    return okAsync(undefined);
  }

  requestPasswordReset(email: string): ResultAsync<void, EmployerFailure> {
    const account = this.world.accounts.get(email.toLowerCase());
    if (account) this.world.mail(account.profile.email, 'password-reset');
    return okAsync(undefined);
  }

  resetPassword(reset: PasswordReset): ResultAsync<void, EmployerFailure> {
    if (reset.password.length < PASSWORD_MIN) return errAsync({ kind: 'invalid-input', message: 'password: too short.' });
    const link = this.world.links.get(reset.token);
    const account = link?.kind === 'password-reset' ? this.world.accounts.get(link.email) : undefined;
    if (!link || !account) return errAsync({ kind: 'invalid-link' });
    this.world.links.delete(reset.token);
    account.password = reset.password;
    account.confirmed = true;
    this.world.revokeAll(account.profile.email);
    return okAsync(undefined);
  }
}
