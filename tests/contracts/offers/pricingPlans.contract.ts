import { describe, expect, it } from 'vitest';
import type { PricingPlans } from '../../../core/offers/lifecycle/PricingPlans.ts';
import { ok, type LifecycleWorld } from './lifecycleWorld.ts';

/** What every PricingPlans adapter promises: active plans with consistent prices, one recommended. */
export function pricingPlansContract(adapter: string, world: LifecycleWorld): void {
  describe(`PricingPlans contract: ${adapter}`, () => {
    it('answers active plans whose net and tax make the gross, exactly one recommended', async () => {
      const plans = await ok(world.pricing().activePlans('pl'));
      expect(plans.length).toBeGreaterThanOrEqual(2);
      expect(plans.every((plan) => plan.active && plan.publicationDays > 0)).toBe(true);
      expect(plans.filter((plan) => plan.recommended)).toHaveLength(1);
      for (const plan of plans) expect(Math.round((plan.price.net + plan.price.tax) * 100)).toBe(Math.round(plan.price.gross * 100));
      expect(plans.map((plan) => plan.slug)).toContain(world.plan);
    });

    it('answers testimonials', async () => {
      const quotes = await ok(world.pricing().testimonials('en'));
      expect(quotes.length).toBeGreaterThan(0);
      expect(quotes[0]?.quote).toEqual(expect.any(String));
    });
  });
}

/** The port this suite proves (every adapter of it runs the suite: tests/contracts/everyPortProven.test.ts). */
export type ProvenPort = PricingPlans;
