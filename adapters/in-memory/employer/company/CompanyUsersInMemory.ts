import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { PHONE_PATTERN } from '../../../../core/employer/accountRules.ts';
import type { CompanyUser, CompanyUserChanges, CompanyUserInvitation } from '../../../../core/employer/company/Company.ts';
import type { CompanyFailure } from '../../../../core/employer/company/CompanyFailure.ts';
import type { CompanyUsers } from '../../../../core/employer/company/users/CompanyUsers.ts';
import { emailProblem, nameProblem } from '../../../../core/session/credentials.ts';
import type { EmployerAccount } from '../EmployerAccountsInMemory.ts';
import type { CompanyWorldInMemory } from './CompanyWorldInMemory.ts';

/**
 * The company's users in memory: the fake gateway's accounts of one company. Only an admin of it
 * may call (forbidden otherwise); another company's user is not-found; the last admin stays one.
 * An invited user gets an invitation link in the fake mailbox and no password until they follow it.
 */
export class CompanyUsersInMemory implements CompanyUsers {
  private invited = 0;

  constructor(
    private readonly world: CompanyWorldInMemory,
    private readonly bearer: () => string | null,
  ) {}

  list(): ResultAsync<readonly CompanyUser[], CompanyFailure> {
    return this.admin().map((caller) => this.world.usersOf(caller.profile.company.id).map((account) => this.toUser(account)));
  }

  invite(invitation: CompanyUserInvitation): ResultAsync<CompanyUser, CompanyFailure> {
    return this.admin().andThen((caller) => {
      if (nameProblem(invitation.name) !== undefined || emailProblem(invitation.email) !== undefined)
        return errAsync<never, CompanyFailure>({ kind: 'invalid-input', message: 'name or email: not valid.' });
      if (invitation.phone !== null && !PHONE_PATTERN.test(invitation.phone))
        return errAsync<never, CompanyFailure>({ kind: 'invalid-input', message: 'phone: not a phone number.' });
      const email = invitation.email.trim().toLowerCase();
      if (this.world.accounts.accounts.has(email)) return errAsync<never, CompanyFailure>({ kind: 'email-taken' });
      this.world.addedAt(caller.profile.email);
      this.invited += 1;
      const account: EmployerAccount = {
        password: '',
        confirmed: false,
        profile: {
          id: `00000000-0000-4000-a000-${String(caller.profile.company.id * 1000 + this.invited).padStart(12, '0')}`,
          name: invitation.name.trim(),
          email,
          phone: invitation.phone,
          role: invitation.role,
          language: caller.profile.language,
          company: caller.profile.company,
        },
      };
      this.world.accounts.accounts.set(email, account);
      this.world.accounts.mail(email, 'confirmation');
      return okAsync(this.toUser(account));
    });
  }

  update(id: string, changes: CompanyUserChanges): ResultAsync<CompanyUser, CompanyFailure> {
    return this.target(id).andThen(({ account, lastAdmin }) => {
      if (changes.name !== undefined && nameProblem(changes.name) !== undefined)
        return errAsync<never, CompanyFailure>({ kind: 'invalid-input', message: 'name: not valid.' });
      if (typeof changes.phone === 'string' && changes.phone.trim() !== '' && !PHONE_PATTERN.test(changes.phone.trim()))
        return errAsync<never, CompanyFailure>({ kind: 'invalid-input', message: 'phone: not a phone number.' });
      if (changes.role === 'recruiter' && lastAdmin) return errAsync<never, CompanyFailure>({ kind: 'last-admin' });
      account.profile = {
        ...account.profile,
        ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
        ...(changes.phone !== undefined ? { phone: changes.phone === null || changes.phone.trim() === '' ? null : changes.phone.trim() } : {}),
        ...(changes.role !== undefined ? { role: changes.role } : {}),
      };
      return okAsync(this.toUser(account));
    });
  }

  remove(id: string): ResultAsync<void, CompanyFailure> {
    return this.target(id).andThen(({ account, lastAdmin }) => {
      if (lastAdmin) return errAsync<never, CompanyFailure>({ kind: 'last-admin' });
      this.world.accounts.accounts.delete(account.profile.email);
      this.world.accounts.revokeAll(account.profile.email);
      return okAsync(undefined);
    });
  }

  private toUser(account: EmployerAccount): CompanyUser {
    const { id, name, email, phone, role } = account.profile;
    return { id, name, email, phone, role, confirmed: account.confirmed, createdAt: this.world.addedAt(email) };
  }

  private admin(): ResultAsync<EmployerAccount, CompanyFailure> {
    const caller = this.world.caller(this.bearer());
    if (!caller) return errAsync({ kind: 'unauthorized' });
    return caller.profile.role === 'admin' ? okAsync(caller) : errAsync({ kind: 'forbidden' });
  }

  private target(id: string): ResultAsync<{ account: EmployerAccount; lastAdmin: boolean }, CompanyFailure> {
    return this.admin().andThen((caller) => {
      const users = this.world.usersOf(caller.profile.company.id);
      const account = users.find((user) => user.profile.id === id);
      if (!account) return errAsync<never, CompanyFailure>({ kind: 'not-found' });
      const admins = users.filter((user) => user.profile.role === 'admin').length;
      return okAsync({ account, lastAdmin: account.profile.role === 'admin' && admins === 1 });
    });
  }
}
