import { describe, expect, it } from 'vitest';
import type { Tenants } from '../../../core/tenancy/Tenants.ts';

/** What every Tenants adapter promises: the boards it lists are the boards it gives by id; any other id is not-found. */
export function tenantsContract(adapter: string, fresh: () => Promise<Tenants>): void {
  describe(`Tenants contract: ${adapter}`, () => {
    it('lists the boards, each id once', async () => {
      const listed = (await (await fresh()).list())._unsafeUnwrap();
      expect(listed.length).toBeGreaterThan(0);
      expect(new Set(listed.map((tenant) => tenant.id)).size).toBe(listed.length);
    });

    it('gives each listed board by its id, as listed', async () => {
      const tenants = await fresh();
      for (const tenant of (await tenants.list())._unsafeUnwrap()) expect((await tenants.get(tenant.id))._unsafeUnwrap()).toEqual(tenant);
    });

    it('answers not-found for a board it does not serve', async () => {
      expect((await (await fresh()).get('no-such-board'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
    });
  });
}
