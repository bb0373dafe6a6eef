// @ts-nocheck
import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../shared/Failure.ts';
import type { UseCase } from '../shared/UseCase.ts';
import type { GatewayStatus, Health } from './GatewayStatus.ts';

export class CheckHealth implements UseCase<void, Health, GatewayFailure> {
  constructor(private readonly status: GatewayStatus) {}

  execute(): ResultAsync<Health, GatewayFailure> {
    return this.status.health();
  }
}
