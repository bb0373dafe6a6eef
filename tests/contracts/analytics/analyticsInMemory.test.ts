import { AnalyticsInMemory } from '../../../adapters/in-memory/AnalyticsInMemory.ts';
import { analyticsContract } from './analytics.contract.ts';

analyticsContract('AnalyticsInMemory', async () => {
  const analytics = new AnalyticsInMemory();
  return { analytics, kept: async () => analytics.sent, now: new Date('2026-11-22T10:00:00.000Z') };
});
