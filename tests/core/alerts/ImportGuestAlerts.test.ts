import { describe, expect, it } from 'vitest';
import { describeListingUrl } from '../../../core/alerts/saved-searches/filtersPayload.ts';
import type { ImportRow, ImportRowResult } from '../../../core/alerts/job-alerts/ImportGuestAlerts.ts';
import { aVocabulary } from '../listing/builders.ts';
import { alertsWorld } from './alertsWorld.ts';

const vocabulary = aVocabulary();
const describe_ = (url: string) => describeListingUrl(url, vocabulary);

const rows: ImportRow[] = [
  { line: 2, email: 'one@example.com', searchUrl: 'https://jobs.example/job-offers/krakow?keyword=java', frequency: 'daily', name: 'Java' },
  { line: 3, email: 'two@example.com', searchUrl: '/job-offers/all-locations?keyword=go' },
  { line: 4, email: 'not-an-email', searchUrl: '/job-offers/all-locations?keyword=x' },
  { line: 5, email: 'three@example.com', searchUrl: '/not-a-listing' },
  { line: 6, email: 'four@example.com', searchUrl: '/job-offers/all-locations?keyword=y', frequency: 'hourly' },
  { line: 7, email: 'ONE@example.com', searchUrl: '/job-offers/krakow?keyword=java' },
  { line: 8, email: 'five@example.com', searchUrl: '/job-offers/all-locations?keyword=z', privacyPolicy: false },
  { line: 9, email: 'six@example.com', searchUrl: '/job-offers/all-locations?keyword=z', name: 'bad.name' },
];

describe('ImportGuestAlerts', () => {
  it('creates the good rows, refuses the bad ones with their line, skips repeats', async () => {
    const world = alertsWorld();
    const seen: ImportRowResult[] = [];
    const summary = (await world.importGuestAlerts.execute({ rows, describe: describe_, onResult: (result) => seen.push(result) }))._unsafeUnwrap();
    expect(summary.results.map((result) => [result.line, result.status])).toEqual([
      [2, 'created'],
      [3, 'created'],
      [4, 'refused'],
      [5, 'refused'],
      [6, 'refused'],
      [7, 'skipped'],
      [8, 'refused'],
      [9, 'refused'],
    ]);
    expect(summary).toMatchObject({ created: 2, skipped: 1, refused: 5, failed: 0 });
    expect(seen).toHaveLength(8);
    const failures = Object.fromEntries(summary.results.flatMap((result) => (result.status === 'refused' ? [[result.line, result.failure]] : [])));
    expect(failures).toEqual({
      4: { kind: 'invalid-email', problem: 'pattern' },
      5: { kind: 'invalid-search-url' },
      6: { kind: 'invalid-frequency', value: 'hourly' },
      8: { kind: 'privacy-not-accepted' },
      9: { kind: 'invalid-name', problem: 'pattern' },
    });
    expect(
      world.jobAlerts.guestAlerts.map((alert) => [alert.payload.email, alert.payload.searchUrl, alert.payload.name, alert.payload.frequency]),
    ).toEqual([
      ['one@example.com', '/job-offers/krakow?keyword=java', 'Java', 'daily'],
      ['two@example.com', '/job-offers/all-locations?keyword=go', 'go', 'twiceAWeek'],
    ]);
  });

  it('creates nothing when the same file runs again', async () => {
    const world = alertsWorld();
    await world.importGuestAlerts.execute({ rows, describe: describe_ });
    const again = (await world.importGuestAlerts.execute({ rows, describe: describe_ }))._unsafeUnwrap();
    expect(again).toMatchObject({ created: 0, skipped: 3, refused: 5, failed: 0 });
    expect(
      again.results.filter((result) => result.status === 'skipped').map((result) => (result.status === 'skipped' ? result.reason : null)),
    ).toEqual(['alert-exists', 'alert-exists', 'duplicate-in-file']);
    expect(world.jobAlerts.guestAlerts).toHaveLength(2);
  });

  it('a row the gateway refuses for another reason is failed, with its line', async () => {
    const world = alertsWorld({ alerts: { accounts: ['two@example.com'] } });
    const summary = (await world.importGuestAlerts.execute({ rows: rows.slice(0, 2), describe: describe_ }))._unsafeUnwrap();
    expect(summary.results[1]).toMatchObject({ line: 3, status: 'failed', failure: { kind: 'account-exists' } });
  });

  it('runs a few calls at once and still reports in line order', async () => {
    const world = alertsWorld({ alerts: { guestLimit: 1000, guestFilterLimit: 1000 } });
    const many = Array.from({ length: 200 }, (_, i) => ({
      line: i + 2,
      email: `u${i % 7}@example.com`,
      searchUrl: `/job-offers/all-locations?keyword=k${i}`,
    }));
    const summary = (await world.importGuestAlerts.execute({ rows: many, describe: describe_, concurrency: 16 }))._unsafeUnwrap();
    expect(summary.created).toBe(200);
    expect(summary.results.map((result) => result.line)).toEqual(many.map((row) => row.line));
  });

  it('an empty file is an empty summary', async () => {
    const world = alertsWorld();
    expect((await world.importGuestAlerts.execute({ rows: [], describe: describe_ }))._unsafeUnwrap()).toEqual({
      results: [],
      created: 0,
      skipped: 0,
      refused: 0,
      failed: 0,
    });
  });
});
