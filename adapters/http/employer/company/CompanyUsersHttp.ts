import { okAsync, errAsync, type ResultAsync } from 'neverthrow';
import { EmployerUserCodec, type AddUserRequestDto } from '../../../../contract/employer.ts';
import { CompanyUserCodec, CompanyUsersCodec, type CompanyUserUpdateDto } from '../../../../contract/employerCompany.ts';
import type { CompanyUser, CompanyUserChanges, CompanyUserInvitation } from '../../../../core/employer/company/Company.ts';
import type { CompanyFailure } from '../../../../core/employer/company/CompanyFailure.ts';
import type { CompanyUsers } from '../../../../core/employer/company/users/CompanyUsers.ts';
import { decodeAnswer } from '../../answers.ts';
import type { GatewayHttpClient } from '../../GatewayHttpClient.ts';
import { companyRefusal, toCompanyUser } from './companyAnswers.ts';
import { tenantApi } from '../../tenantApi.ts';

/** GET, PATCH, DELETE /v2/employer-panel/users[/{id}] and the invitation through POST /v1/users, with the employer's bearer. */
export class CompanyUsersHttp implements CompanyUsers {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  list(): ResultAsync<readonly CompanyUser[], CompanyFailure> {
    return this.http
      .exchange('GET', `${tenantApi(this.tenantId)}/v2/employer-panel/users`)
      .andThen((answer) => decodeAnswer(answer, CompanyUsersCodec, companyRefusal).map((page) => page.items.map(toCompanyUser)));
  }

  invite(invitation: CompanyUserInvitation): ResultAsync<CompanyUser, CompanyFailure> {
    const body: AddUserRequestDto = { name: invitation.name, email: invitation.email, phone: invitation.phone, role: invitation.role };
    // POST /v1/users answers the v1 user; the list's entry (with its creation time) is read back.
    return this.http
      .exchange('POST', `${tenantApi(this.tenantId)}/v1/users`, { body })
      .andThen((answer) => decodeAnswer(answer, EmployerUserCodec, companyRefusal))
      .andThen((added) =>
        this.list().andThen((users) => {
          const user = users.find((candidate) => candidate.id === added.id);
          return user ? okAsync(user) : errAsync<CompanyUser, CompanyFailure>({ kind: 'not-found' });
        }),
      );
  }

  update(id: string, changes: CompanyUserChanges): ResultAsync<CompanyUser, CompanyFailure> {
    const body: CompanyUserUpdateDto = changes;
    return this.http
      .exchange('PATCH', `${tenantApi(this.tenantId)}/v2/employer-panel/users/${encodeURIComponent(id)}`, { body })
      .andThen((answer) => decodeAnswer(answer, CompanyUserCodec, companyRefusal).map(toCompanyUser));
  }

  remove(id: string): ResultAsync<void, CompanyFailure> {
    return this.http
      .exchange('DELETE', `${tenantApi(this.tenantId)}/v2/employer-panel/users/${encodeURIComponent(id)}`)
      .andThen((answer) => (answer.status >= 200 && answer.status < 300 ? okAsync(undefined) : errAsync(companyRefusal(answer))));
  }
}
