import type { GatewayFailure } from '../core/shared/Failure.ts';
import type { CliFailure } from './CliFailure.ts';
import { ExitCode } from './ExitCode.ts';

/**
 * One readable line for a failure, without the `jobboard: ` prefix. The switch is exhaustive, so a
 * new failure kind in core does not compile until the CLI knows how to say it.
 */
export function describeFailure(failure: GatewayFailure, gateway: string): string {
  switch (failure.kind) {
    case 'network-failure':
      return `cannot reach the gateway at ${gateway}: ${failure.message}`;
    case 'bad-gateway-payload':
      return `the gateway at ${gateway} answered with an unexpected payload (at ${failure.path}): is it the same version as this CLI?`;
    case 'http-failure':
      return `the gateway at ${gateway} answered HTTP ${failure.status}${failure.message === undefined ? '' : ` ${failure.message}`}`;
    case 'not-found':
      return `not found: the gateway at ${gateway} answered HTTP 404 (check --gateway and --tenant)`;
    case 'unauthorized':
      return `not authorised: the gateway at ${gateway} answered HTTP 401`;
    default:
      return unknownFailure(failure);
  }
}

function unknownFailure(failure: never): string {
  return `unexpected failure: ${JSON.stringify(failure)}`;
}

/** A gateway failure for the error path: the value as JSON, its line, exit 1. */
export const gatewayFailure =
  (gateway: string) =>
  (failure: GatewayFailure): CliFailure => ({ json: failure, message: describeFailure(failure, gateway), exitCode: ExitCode.failed });
