import { describe, expect, it } from 'vitest';
import type { PrepaidCodes } from '../../../core/offers/lifecycle/PrepaidCodes.ts';
import { newEmploymentType } from '../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { completeDraft, failure, ok, welcomeCode, type LifecycleWorld } from './lifecycleWorld.ts';

/** What every PrepaidCodes adapter promises: a code is verified without being spent, and used once. */
export function prepaidCodesContract(adapter: string, world: LifecycleWorld): void {
  describe(`PrepaidCodes contract: ${adapter}`, () => {
    it('gives a new company one available code', async () => {
      const ports = await world.employer();
      const codes = await ok(ports.codes.list());
      expect(codes.filter((code) => code.status === 'available')).toHaveLength(1);
      expect(codes[0]).toMatchObject({ usedAt: null, usedFor: null });
      expect(codes[0]?.days).toBeGreaterThan(0);
    });

    it('verifies, publishes with the code once, and says why a code cannot be used', async () => {
      const ports = await world.employer();
      const draft = await completeDraft(world, ports);
      const code = await welcomeCode(ports);
      const verified = await ok(ports.codes.verify(draft, code, false));
      expect(verified).toMatchObject({ code, extend: false });
      expect(await failure(ports.codes.verify(draft, code, true))).toMatchObject({ kind: 'wrong-offer-status' });
      expect(await failure(ports.codes.verify(draft, 'ZZZZ-ZZZZ-ZZZZ', false))).toEqual({ kind: 'code-not-found' });

      const published = await ok(ports.codes.publish(draft, code));
      expect(published).toMatchObject({ slug: draft.slug, status: 'published' });
      expect(published.published_at).not.toBeNull();
      expect(Date.parse(published.expires_at ?? '') - Date.parse(published.published_at ?? '')).toBe(verified.days * 86_400_000);

      const second = await completeDraft(world, ports);
      expect(await failure(ports.codes.publish(second, code))).toEqual({ kind: 'code-used' });
      expect((await ok(ports.codes.list())).find((candidate) => candidate.code === code)).toMatchObject({ status: 'used', usedFor: draft.slug });
    });

    it('refuses to publish without a salary range for every contract, and keeps the code', async () => {
      const ports = await world.employer();
      const draft = await completeDraft(world, ports, { employmentTypes: [{ ...newEmploymentType('permanent'), from: '15000', to: '' }] });
      const code = await welcomeCode(ports);
      expect(await failure(ports.codes.publish(draft, code))).toEqual({ kind: 'salary-range-required', employmentTypes: ['permanent'] });
      expect((await ok(ports.codes.list())).find((candidate) => candidate.code === code)?.status).toBe('available');
    });

    it('does not let another company use a company’s code', async () => {
      const owner = await world.employer();
      const other = await world.employer();
      const draft = await completeDraft(world, other);
      expect(await failure(other.codes.verify(draft, await welcomeCode(owner), false))).toEqual({ kind: 'code-not-found' });
    });
  });
}

/** The port this suite proves (every adapter of it runs the suite: tests/contracts/everyPortProven.test.ts). */
export type ProvenPort = PrepaidCodes;
