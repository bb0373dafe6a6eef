import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';

/** One digest a dry run would send. */
export interface DigestPreview {
  readonly alertId: string;
  readonly tenant: string;
  readonly email: string;
  readonly name: string;
  readonly offers: number;
  /** More offers matched than a digest lists. */
  readonly more: boolean;
  readonly titles: readonly string[];
}

/** A digest run's account: due alerts, digests written (or that would be), offers listed, alerts that failed. */
export interface DigestRunReport {
  readonly dryRun: boolean;
  readonly alerts: number;
  readonly digests: number;
  readonly offers: number;
  readonly failed: number;
  /** A dry run's digests as they would be sent; empty after a real run. */
  readonly preview: readonly DigestPreview[];
}

/** The operator token is missing, or the gateway does not take it. */
export type OperatorRefused = { readonly kind: 'operator-unauthorized' } | { readonly kind: 'operator-disabled' };

export type DigestRunFailure = OperatorRefused | GatewayFailure;

/** The gateway's job-alert digests, run on an operator's demand. */
export interface DigestRuns {
  /**
   * POST /api/operator/digests/run with the operator token: runs the due digests now, or with
   * `dryRun` reports what would be sent. Fails with operator-unauthorized (401: no or a wrong token),
   * operator-disabled (403: the gateway has no operator token), network-failure, http-failure,
   * bad-gateway-payload.
   */
  run(request: { readonly dryRun: boolean; readonly operatorToken: string }): ResultAsync<DigestRunReport, DigestRunFailure>;
}
