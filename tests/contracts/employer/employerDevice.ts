import type { ResultAsync } from 'neverthrow';
import type { EmployerAuthentication, EmployerRegistration } from '../../../core/employer/EmployerAuthentication.ts';
import type { EmployerProfiles } from '../../../core/employer/EmployerProfiles.ts';

/**
 * One browser of the employer contracts: its own refresh cookie (on the gateway side), the access
 * token its calls carry (set by the test), and the mailbox a person would read.
 */
export interface EmployerDevice {
  readonly authentication: EmployerAuthentication;
  readonly profiles: EmployerProfiles;
  /** The bearer token this device's calls carry from now on (null: none). */
  useToken(token: string | null): void;
  /** The token of the newest link of this kind mailed to `email`. */
  mailbox(email: string, kind: 'confirmation' | 'password-reset'): Promise<string>;
}

export const PASSWORD = 'Employer-pass-2026!';
let counter = 0;
export const newEmail = () => `contract.${Date.now().toString(36)}.${++counter}@example.com`;

export function registration(email: string, overrides: Partial<EmployerRegistration['user']> = {}): EmployerRegistration {
  return {
    company: { name: `Contract Company ${email}`, acceptedRegulations: true, subscribeToNewsletter: false },
    user: { name: 'Ada Employer', phone: '+48 600 100 200', email, password: PASSWORD, passwordConfirmation: PASSWORD, ...overrides },
  };
}

export const ok = async <T, E>(result: ResultAsync<T, E>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw new Error(`expected success, got ${JSON.stringify(settled.error)}`);
  return settled.value;
};
export const failure = async <T, E>(result: ResultAsync<T, E>): Promise<E> => {
  const settled = await result;
  if (settled.isOk()) throw new Error(`expected a failure, got ${JSON.stringify(settled.value)}`);
  return settled.error;
};

/** Signs up, confirms through the mailbox and logs in: a device holding a live login, and its e-mail. */
export async function loggedInDevice(device: EmployerDevice): Promise<{ email: string; token: string }> {
  const email = newEmail();
  await ok(device.authentication.signUp(registration(email)));
  await ok(device.authentication.confirm({ token: await device.mailbox(email, 'confirmation') }));
  const granted = await ok(device.authentication.logIn({ email, password: PASSWORD }));
  device.useToken(granted.token);
  return { email, token: granted.token };
}
