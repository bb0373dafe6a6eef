import { describe, expect, it } from 'vitest';
import type { EmployerOffers } from '../../../core/offers/lifecycle/EmployerOffers.ts';
import { completeDraft, failure, ok, welcomeCode, type LifecycleWorld } from './lifecycleWorld.ts';

/** What every EmployerOffers adapter promises: the company's offers only, and their end. */
export function employerOffersContract(adapter: string, world: LifecycleWorld): void {
  describe(`EmployerOffers contract: ${adapter}`, () => {
    it('lists the company’s offers newest change first, page by page, with their counters', async () => {
      const ports = await world.employer();
      expect(await ok(ports.offers.list(1, 20))).toEqual({ items: [], page: 1, pageSize: 20, total: 0 });
      const first = await completeDraft(world, ports);
      const second = await completeDraft(world, ports);
      const page = await ok(ports.offers.list(1, 1));
      expect(page).toMatchObject({ page: 1, pageSize: 1, total: 2 });
      expect(page.items.map((item) => item.slug)).toEqual([second.slug]);
      expect(page.items[0]).toMatchObject({
        status: 'draft',
        pricingPlan: world.plan,
        views: 0,
        applyClicks: 0,
        publishedAt: null,
        title: `Senior ${second.marker} Engineer`,
      });
      expect((await ok(ports.offers.list(2, 1))).items.map((item) => item.slug)).toEqual([first.slug]);
      expect((await ok(ports.offers.list(1, 20, 'published'))).total).toBe(0);
    });

    it('counts views and apply clicks per day, every day of the range present', async () => {
      const ports = await world.employer();
      const draft = await completeDraft(world, ports);
      const statistics = await ok(ports.offers.statistics({ from: '2025-06-01', to: '2025-06-07', slug: draft.slug }));
      expect(statistics.days.map((day) => day.date)).toEqual([
        '2025-06-01',
        '2025-06-02',
        '2025-06-03',
        '2025-06-04',
        '2025-06-05',
        '2025-06-06',
        '2025-06-07',
      ]);
      expect(statistics.days.every((day) => day.views === 0 && day.applyClicks === 0)).toBe(true);
      expect(statistics.totals).toEqual({ views: 0, applyClicks: 0 });
      expect(statistics.offers.map((offer) => offer.slug)).toEqual([draft.slug]);
      expect((await ok(ports.offers.statistics({}))).days).toHaveLength(30);
    });

    it('finishes only a published offer and deletes only one that is not published', async () => {
      const ports = await world.employer();
      const draft = await completeDraft(world, ports);
      expect(await ok(ports.offers.end(draft.slug))).toMatchObject({ status: 'draft', canFinish: false, canDelete: true });
      expect(await failure(ports.offers.finish(draft))).toEqual({ kind: 'wrong-offer-status', status: 'draft' });

      await ok(ports.codes.publish(draft, await welcomeCode(ports)));
      expect(await ok(ports.offers.end(draft.slug))).toMatchObject({ status: 'published', canFinish: true, canDelete: false });
      expect(await failure(ports.offers.remove(draft))).toEqual({ kind: 'wrong-offer-status', status: 'published' });

      const finished = await ok(ports.offers.finish(draft));
      expect(finished.status).toBe('finished');
      expect(finished.finished_at).not.toBeNull();
      await ok(ports.offers.remove(draft));
      expect(await failure(ports.drafts.load(draft))).toEqual({ kind: 'not-found' });
      expect((await ok(ports.offers.list(1, 20))).total).toBe(0);
    });

    it('shows another company nothing and needs a login', async () => {
      const owner = await world.employer();
      const other = await world.employer();
      const guest = await world.guest();
      const draft = await completeDraft(world, owner);
      expect(await failure(other.offers.end(draft.slug))).toEqual({ kind: 'not-found' });
      expect(await failure(other.offers.remove({ slug: draft.slug }))).toEqual({ kind: 'not-found' });
      expect(await failure(guest.offers.list(1, 20))).toEqual({ kind: 'unauthorized' });
    });
  });
}

/** The port this suite proves (every adapter of it runs the suite: tests/contracts/everyPortProven.test.ts). */
export type ProvenPort = EmployerOffers;
