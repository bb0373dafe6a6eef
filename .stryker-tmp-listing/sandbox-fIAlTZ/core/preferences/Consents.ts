// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';

/** Named consents a logged-in candidate gives or withdraws, e.g. 'profiling'. */
export type ConsentName = 'profiling';

export interface Consents {
  /**
   * PATCH /candidates/consents/{name} {given}. Fails with unauthorized, network-failure,
   * http-failure.
   */
  set(name: ConsentName, given: boolean): ResultAsync<void, GatewayFailure>;
}
