import type { ResultAsync } from 'neverthrow';
import type { ConsentName, Consents } from '../../../core/preferences/Consents.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/** PATCH /api/{tenant}/candidates/consents/{name} {given}; the bearer comes from the client's headers. */
export class ConsentsHttp implements Consents {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  set(name: ConsentName, given: boolean): ResultAsync<void, GatewayFailure> {
    return this.http.command('PATCH', tenantApi(this.tenantId, `/candidates/consents/${encodeURIComponent(name)}`), {
      body: { given },
    });
  }
}
