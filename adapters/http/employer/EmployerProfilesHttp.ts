import type { ResultAsync } from 'neverthrow';
import { EmployerProfileCodec, type ProfileUpdateRequestDto } from '../../../contract/employer.ts';
import type { EmployerFailure } from '../../../core/employer/EmployerFailure.ts';
import type { EmployerProfile, EmployerProfileChanges } from '../../../core/employer/EmployerProfile.ts';
import type { EmployerProfiles } from '../../../core/employer/EmployerProfiles.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { decodeAnswer, plainRefusal } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { employerRefusal } from './employerRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

/** GET /v2/employer-panel/profiles/me and PATCH /v1/profiles/me; the employer's bearer comes from the client's headers. */
export class EmployerProfilesHttp implements EmployerProfiles {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  me(): ResultAsync<EmployerProfile, GatewayFailure> {
    return this.http
      .exchange('GET', `${tenantApi(this.tenantId)}/v2/employer-panel/profiles/me`)
      .andThen((answer) => decodeAnswer(answer, EmployerProfileCodec, plainRefusal));
  }

  update(changes: EmployerProfileChanges): ResultAsync<EmployerProfile, EmployerFailure> {
    const body: ProfileUpdateRequestDto = changes;
    return this.http
      .exchange('PATCH', `${tenantApi(this.tenantId)}/v1/profiles/me`, { body })
      .andThen((answer) => decodeAnswer(answer, EmployerProfileCodec, employerRefusal('invalid-link')));
  }
}
