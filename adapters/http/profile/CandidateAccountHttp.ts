import type { ResultAsync } from 'neverthrow';
import { DataExportCodec } from '../../../contract/profile.ts';
import type { CandidateAccount, DataExport } from '../../../core/profile/account/CandidateAccount.ts';
import type { PasswordFailure } from '../../../core/profile/ProfileFailure.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { passwordFailureOf } from './profileHttpFailure.ts';
import { tenantApi } from '../tenantApi.ts';

/** The account calls under /api/{tenant}/candidates/{id}; the bearer comes from the client's headers. */
export class CandidateAccountHttp implements CandidateAccount {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  changePassword(candidateId: string, currentPassword: string, newPassword: string): ResultAsync<void, PasswordFailure> {
    return this.http
      .command('PUT', `${this.path(candidateId)}/password`, { body: { currentPassword, newPassword }, errorMessageFromBody: true })
      .mapErr(passwordFailureOf);
  }

  exportData(candidateId: string): ResultAsync<DataExport, GatewayFailure> {
    return this.http.get(`${this.path(candidateId)}/export`, DataExportCodec);
  }

  deleteAccount(candidateId: string): ResultAsync<void, GatewayFailure> {
    return this.http.command('DELETE', this.path(candidateId));
  }

  private path(candidateId: string): string {
    return tenantApi(this.tenantId, `/candidates/${encodeURIComponent(candidateId)}`);
  }
}
