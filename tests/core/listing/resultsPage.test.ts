import { describe, expect, it } from 'vitest';
import {
  isPastTheEnd,
  lastResultsPage,
  MAX_RESULTS_PAGE,
  readResultsPage,
  requestedResultsPage,
  withResultsPage,
} from '../../../core/listing/url/resultsPage.ts';

const pageOf = (query: string) => readResultsPage(new URLSearchParams(query));

describe('the results page in a listing URL', () => {
  it('reads the page in either language', () => {
    expect(pageOf('page=3')).toBe(3);
    expect(pageOf('strona=4')).toBe(4);
    expect(pageOf('keyword=react&strona= 2 ')).toBe(2);
  });

  it('reads anything but a whole number from 1 to the maximum as the first page', () => {
    for (const text of ['', '0', '-2', '2.5', 'abc', '1e3', '0x10', '99999', String(MAX_RESULTS_PAGE + 1)]) expect(pageOf(`page=${text}`)).toBe(1);
    expect(pageOf('')).toBe(1);
    expect(pageOf(`page=${MAX_RESULTS_PAGE}`)).toBe(MAX_RESULTS_PAGE);
  });

  it("builds a page's URL in the URL's language, adding to a query that is there", () => {
    expect(withResultsPage('/oferty-pracy/krakow', 2, 'pl')).toBe('/oferty-pracy/krakow?strona=2');
    expect(withResultsPage('/job-offers/krakow?keyword=react', 3, 'en')).toBe('/job-offers/krakow?keyword=react&page=3');
  });

  it('page 1 is the URL itself', () => {
    expect(withResultsPage('/job-offers/all-locations', 1, 'en')).toBe('/job-offers/all-locations');
    expect(withResultsPage('/job-offers/all-locations', 0, 'en')).toBe('/job-offers/all-locations');
  });

  it('reads back the page it built', () => {
    for (const page of [2, 17, MAX_RESULTS_PAGE]) {
      const url = withResultsPage('/oferty-pracy/wszystkie-lokalizacje?keyword=java', page, 'pl');
      expect(pageOf(url.split('?')[1]!)).toBe(page);
    }
  });
});

describe('a page past the end of the results', () => {
  const requested = (query: string) => requestedResultsPage(new URLSearchParams(query));

  it('reads the page asked for, however large', () => {
    expect(requested('strona=99999')).toBe(99999);
    expect(requested('page=3')).toBe(3);
    expect(requested('page=abc')).toBeNull();
    expect(requested('')).toBeNull();
  });

  it('is past the end beyond the last page of results, or beyond the deepest page served', () => {
    expect(isPastTheEnd(99999, 250, 100)).toBe(true);
    expect(isPastTheEnd(4, 250, 100)).toBe(true);
    expect(isPastTheEnd(3, 250, 100)).toBe(false);
    expect(isPastTheEnd(3, 300, 100)).toBe(false);
    expect(isPastTheEnd(4, 300, 100)).toBe(true);
    expect(isPastTheEnd(MAX_RESULTS_PAGE + 1, 10_000_000, 100)).toBe(true);
  });

  it('is not past the end on the first page, without a page, or without any result (then nothing matches)', () => {
    expect(isPastTheEnd(1, 250, 100)).toBe(false);
    expect(isPastTheEnd(null, 250, 100)).toBe(false);
    expect(isPastTheEnd(99999, 0, 100)).toBe(false);
  });

  it('names the last page', () => {
    expect(lastResultsPage(250, 100)).toBe(3);
    expect(lastResultsPage(0, 100)).toBe(1);
    expect(lastResultsPage(10_000_000, 100)).toBe(MAX_RESULTS_PAGE);
  });
});
