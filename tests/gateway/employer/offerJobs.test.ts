import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newOffers, savedSearchQuery } from '../../../gateway/alerts/matchingOffers.ts';
import { LocalEvents } from '../../../gateway/events/LocalEvents.ts';
import { loadReferenceData } from '../../../gateway/listing/referenceData.ts';
import { EXPIRY_EVERY_MS, startOfferJobs } from '../../../gateway/offers/offerJobs.ts';
import { markerFilters } from '../alerts/alertsHarness.ts';
import { call, employer, startEmployerHarness, type Employer, type EmployerHarness } from './employerHarness.ts';
import { publishedOffer, searchFinds } from './offerFixtures.ts';

let h: EmployerHarness;
let owner: Employer;
beforeAll(async () => {
  h = await startEmployerHarness({ offers: 10 });
  owner = await employer(h);
});
afterAll(async () => h.close());

describe('a published offer in job-alert digests', () => {
  it('is among the new offers a matching alert sends next', async () => {
    const published = h.clock.now;
    const offer = await publishedOffer(h, owner);
    const query = savedSearchQuery(await loadReferenceData(h.database.db), 'jobboard', markerFilters(offer.marker));
    const rows = await newOffers(h.database.db, query, new Date(published.getTime() - 1000), new Date(h.clock.now.getTime() + 1000), 10);
    expect(rows.map((row) => row.slug)).toEqual([offer.slug]);
  });
});

describe('the expiry job', () => {
  it('ends publications that ran out on its next tick and tells every process that offers changed', async () => {
    const offer = await publishedOffer(h, owner);
    const events = new LocalEvents();
    const heard: unknown[] = [];
    events.subscribe('offers-changed', (payload) => heard.push(payload));
    const logged: Array<Record<string, unknown>> = [];
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const saved = h.clock.now;
    const jobs = startOfferJobs({ db: h.database.db, now: () => h.clock.now, events }, { log: (event) => logged.push(event) });
    try {
      h.clock.now = new Date(saved.getTime() + 31 * 86_400_000);
      await vi.advanceTimersByTimeAsync(EXPIRY_EVERY_MS - 1);
      expect(logged).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      // Stopping waits for the run the tick started.
      await jobs.stop();
      await Promise.resolve();
      expect(logged).toEqual([{ event: 'offers-expired', expired: expect.any(Number) }]);
      expect(heard).toEqual([{ tenantId: 'jobboard' }]);
      expect(await searchFinds(h.app, offer.marker)).toBe(false);
      expect((await call(h.app, 'GET', `/api/jobboard/v1/offers/${offer.slug}?token=${offer.token}`)).json().status).toBe('expired');
    } finally {
      await jobs.stop();
      vi.useRealTimers();
      h.clock.now = saved;
      await events.close();
    }
  });
});
