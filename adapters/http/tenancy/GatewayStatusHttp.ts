import type { ResultAsync } from 'neverthrow';
import { HealthCodec } from '../../../contract/tenancy.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { GatewayStatus, Health } from '../../../core/tenancy/GatewayStatus.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';

/** GET /api/health: the gateway and its database answer. */
export class GatewayStatusHttp implements GatewayStatus {
  constructor(private readonly http: GatewayHttpClient) {}

  health(): ResultAsync<Health, GatewayFailure> {
    return this.http.get('/api/health', HealthCodec);
  }
}
