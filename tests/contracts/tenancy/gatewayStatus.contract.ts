import { describe, expect, it } from 'vitest';
import type { GatewayStatus } from '../../../core/tenancy/GatewayStatus.ts';

/** A gateway that is up, and how many offers its database holds. */
export interface GatewayStatusFixture {
  readonly status: GatewayStatus;
  readonly offers: number;
}

/** What every GatewayStatus adapter promises: an answering gateway reports ok, its database kind, its offers and its version. */
export function gatewayStatusContract(adapter: string, fresh: () => Promise<GatewayStatusFixture>): void {
  describe(`GatewayStatus contract: ${adapter}`, () => {
    it('reports ok with the database, its offer count and a version', async () => {
      const { status, offers } = await fresh();
      const health = (await status.health())._unsafeUnwrap();
      expect(health).toEqual({ status: 'ok', database: expect.stringMatching(/^(pglite|postgres)$/), offers, version: expect.any(String) });
      expect(health.version).not.toBe('');
    });
  });
}
