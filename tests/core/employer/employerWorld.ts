import { EmployerAccountsInMemory } from '../../../adapters/in-memory/employer/EmployerAccountsInMemory.ts';
import { EmployerAuthenticationInMemory } from '../../../adapters/in-memory/employer/EmployerAuthenticationInMemory.ts';
import { EmployerProfilesInMemory } from '../../../adapters/in-memory/employer/EmployerProfilesInMemory.ts';
import { KeyValueStoreInMemory } from '../../../adapters/in-memory/KeyValueStoreInMemory.ts';
import { BearerTokenStoreInMemory } from '../../../adapters/in-memory/session/BearerTokenStoreInMemory.ts';
import { EmployerSessionCoordinator } from '../../../core/employer/session/EmployerSessionCoordinator.ts';
import { EmployerSessionStore } from '../../../core/employer/session/EmployerSessionStore.ts';
import { LogInEmployer } from '../../../core/employer/session/LogInEmployer.ts';
import type { SignUpValues } from '../../../core/employer/accountRules.ts';

export const PASSWORD = 'Employer-pass-2026!';

/** The employer session's parts over the fakes: one confirmed account, nobody logged in yet. */
export function employerWorld() {
  const accounts = new EmployerAccountsInMemory();
  const account = accounts.addAccount({
    email: 'ada@example.com',
    password: PASSWORD,
    name: 'Ada',
    phone: null,
    companyName: 'Acme',
    confirmed: true,
  });
  const bearer = new BearerTokenStoreInMemory();
  const authentication = new EmployerAuthenticationInMemory(accounts);
  const profiles = new EmployerProfilesInMemory(accounts, () => bearer.get());
  const store = new EmployerSessionStore();
  const hints = new KeyValueStoreInMemory();
  const coordinator = new EmployerSessionCoordinator(authentication, bearer, store, hints);
  return { accounts, account, bearer, authentication, profiles, store, coordinator, hints };
}

/** The world with its account logged in. */
export async function loggedInEmployerWorld() {
  const world = employerWorld();
  await new LogInEmployer(world.authentication, world.profiles, world.coordinator, world.store).execute({
    email: 'ada@example.com',
    password: PASSWORD,
  });
  return world;
}

/** A sign-up for a new company, valid in every field. */
export const signUpValues: SignUpValues = {
  companyName: 'Beta sp. z o.o.',
  name: 'Grace',
  phone: '',
  email: 'grace@example.com',
  password: PASSWORD,
  passwordConfirmation: PASSWORD,
  acceptedRegulations: true,
  subscribeToNewsletter: false,
};
