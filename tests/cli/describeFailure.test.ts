import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../cli/describeFailure.ts';
import { badGatewayPayload, httpFailure, networkFailure, type GatewayFailure } from '../../core/shared/Failure.ts';

const gateway = 'http://127.0.0.1:3000';

describe('describeFailure', () => {
  it.each<[GatewayFailure, string]>([
    [networkFailure('connect ECONNREFUSED 127.0.0.1:3000'), 'cannot reach the gateway at http://127.0.0.1:3000: connect ECONNREFUSED 127.0.0.1:3000'],
    [
      badGatewayPayload('0.theme.light'),
      'the gateway at http://127.0.0.1:3000 answered with an unexpected payload (at 0.theme.light): is it the same version as this CLI?',
    ],
    [httpFailure(503, 'Service Unavailable'), 'the gateway at http://127.0.0.1:3000 answered HTTP 503 Service Unavailable'],
    [httpFailure(500), 'the gateway at http://127.0.0.1:3000 answered HTTP 500'],
    [{ kind: 'not-found' }, 'not found: the gateway at http://127.0.0.1:3000 answered HTTP 404 (check --gateway and --tenant)'],
    [{ kind: 'unauthorized' }, 'not authorised: the gateway at http://127.0.0.1:3000 answered HTTP 401'],
  ])('says %j in one line', (failure, line) => {
    expect(describeFailure(failure, gateway)).toBe(line);
    expect(line).not.toContain('\n');
  });
});
