import { describe, expect, it } from 'vitest';
import { LOOKALIKES_MAX, MARKERS_MAX, SUGGESTIONS_PER_GROUP_MAX } from '../../../contract/listing.ts';
import type { OfferCard, OffersPage } from '../../../core/listing/Offer.ts';
import type { CountRequest, MapArea, OfferFilterQuery, OfferSearch, SearchQuery } from '../../../core/listing/OfferSearch.ts';

/**
 * What every OfferSearch adapter promises, in one of two worlds:
 * - `offers`: the adapter serves a board of offers (at least a few hundred, several cities, levels and
 *   workplace types). The suite learns the board through the adapter itself, so each adapter can
 *   bring its own data, and checks paging, the filters' meaning, counts agreeing with searches,
 *   lookups and not-found.
 * - `malformed`: every answer the adapter receives is malformed. Each method must fail with
 *   bad-gateway-payload naming the field that failed, never throw, never pass garbage on.
 */
export type OfferSearchWorld =
  | { readonly kind: 'offers'; readonly offerSearch: () => Promise<OfferSearch> }
  | { readonly kind: 'malformed'; readonly offerSearch: () => Promise<OfferSearch>; readonly expectedPaths: Readonly<Record<string, string>> };

export const noFilters: OfferFilterQuery = {
  currency: 'pln',
  categories: [],
  keywords: [],
  companyNames: [],
  skills: [],
  jobTitles: [],
  withSalary: false,
  remoteWorkOptions: [],
  remote: false,
  city: null,
  cityRadiusKm: null,
  salaryMin: null,
  salaryMax: null,
  ukraineFriendly: false,
  experienceLevels: [],
  employmentTypes: [],
  workingTimes: [],
};

const searchQuery = (filters: Partial<SearchQuery> = {}): SearchQuery => ({
  ...noFilters,
  from: 0,
  itemsCount: 100,
  sortBy: 'published',
  orderBy: 'DESC',
  ...filters,
});

const countRequest = (filters: Partial<CountRequest> = {}): CountRequest => ({ ...noFilters, ...filters });

const wholeWorld: MapArea = { north: 90, south: -90, east: 180, west: -180, zoom: 1 };

export function offerSearchContract(adapter: string, world: OfferSearchWorld): void {
  describe(`OfferSearch contract: ${adapter}`, () => {
    if (world.kind === 'malformed') {
      malformedWorld(world);
      return;
    }

    /** Every page of a search, following nextFrom. */
    const everything = async (offers: OfferSearch, filters: Partial<SearchQuery>) => {
      const items: OfferCard[] = [];
      let from: number | null = 0;
      let totalCount = 0;
      while (from !== null) {
        const page: OffersPage = (await offers.search(searchQuery({ ...filters, from })))._unsafeUnwrap();
        items.push(...page.items);
        totalCount = page.totalCount;
        from = page.nextFrom;
      }
      return { items, totalCount };
    };

    it('pages by itemsCount and nextFrom, every offer once, newest first', async () => {
      const offers = await world.offerSearch();
      const first = (await offers.search(searchQuery({ itemsCount: 10 })))._unsafeUnwrap();
      expect(first.items).toHaveLength(10);
      expect(first.pageSize).toBe(10);
      expect(first.nextFrom).toBe(10);
      const all = await everything(offers, {});
      expect(all.items.length).toBe(all.totalCount);
      expect(new Set(all.items.map((item) => item.slug)).size).toBe(all.items.length);
      const dates = all.items.map((item) => Date.parse(item.publishedAt));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      const beyond = (await offers.search(searchQuery({ from: all.totalCount })))._unsafeUnwrap();
      expect(beyond).toMatchObject({ items: [], nextFrom: null });
    });

    it('each filter keeps exactly what it says', async () => {
      const offers = await world.offerSearch();
      const sample = (await offers.search(searchQuery()))._unsafeUnwrap().items;
      const some = sample[0]!;

      const inCity = await everything(offers, { city: some.citySlug });
      expect(inCity.items.length).toBeGreaterThan(0);
      for (const item of inCity.items) expect(item.citySlug).toBe(some.citySlug);

      const level = await everything(offers, { experienceLevels: [some.experienceLevel] });
      for (const item of level.items) expect(item.experienceLevel).toBe(some.experienceLevel);

      const remote = await everything(offers, { remoteWorkOptions: ['remote'] });
      expect(remote.items.length).toBeGreaterThan(0);
      for (const item of remote.items) expect(item.workplaceType).toBe('remote');

      const type = some.employmentTypes[0]!.type;
      const employment = await everything(offers, { employmentTypes: [type] });
      for (const item of employment.items) expect(item.employmentTypes.map((t) => t.type)).toContain(type);

      const withSalary = await everything(offers, { withSalary: true });
      expect(withSalary.items.length).toBeGreaterThan(0);
      for (const item of withSalary.items) expect(item.employmentTypes.some((t) => t.from !== null || t.to !== null)).toBe(true);

      const word = some.title
        .split(/\s+/)
        .find((w) => /^[A-Za-z]{4,}$/.test(w))!
        .toLowerCase();
      const keyword = await everything(offers, { keywords: [word] });
      expect(keyword.items.length).toBeGreaterThan(0);
      for (const item of keyword.items.slice(0, 20)) {
        const detail = (await offers.offer(item.slug, 'pln'))._unsafeUnwrap();
        const text = [detail.title, detail.companyName, ...detail.requiredSkills.map((s) => s.name), ...detail.optionalSkills.map((s) => s.name)]
          .join(' ')
          .toLowerCase();
        expect(text).toContain(word);
      }
    });

    it('counts what a search with the same filters finds', async () => {
      const offers = await world.offerSearch();
      const some = (await offers.search(searchQuery({ itemsCount: 1 })))._unsafeUnwrap().items[0]!;
      const skill = some.requiredSkills[0]?.name;
      for (const filters of [
        {},
        { city: some.citySlug },
        { experienceLevels: [some.experienceLevel], remoteWorkOptions: [some.workplaceType] },
        // The search terms and the remote switch count too: a preview shows what the results will.
        ...(skill ? [{ skills: [skill] }] : []),
        { companyNames: [some.companyName] },
        { remote: true },
      ] as const) {
        const count = (await offers.count(countRequest(filters)))._unsafeUnwrap();
        const page = (await offers.search(searchQuery(filters)))._unsafeUnwrap();
        expect(count).toBe(page.totalCount);
      }
      expect((await offers.allBoardsCount())._unsafeUnwrap()).toBeGreaterThanOrEqual((await offers.count(countRequest()))._unsafeUnwrap());
      for (const entry of (await offers.categoryCounts(countRequest()))._unsafeUnwrap()) expect(entry.count).toBeGreaterThanOrEqual(0);
    });

    it('finds an offer by slug and by id, its lookalikes, and says not-found for the rest', async () => {
      const offers = await world.offerSearch();
      const some = (await offers.search(searchQuery({ itemsCount: 1 })))._unsafeUnwrap().items[0]!;
      const detail = (await offers.offer(some.slug, 'pln'))._unsafeUnwrap();
      expect(detail).toMatchObject({ slug: some.slug, guid: some.guid, id: some.guid, title: some.title });
      expect((await offers.offer(detail.id, 'pln'))._unsafeUnwrap().slug).toBe(some.slug);
      expect((await offers.offer('no-such-offer-anywhere', 'pln'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      const similar = (await offers.lookalikes(some.slug, 'pln'))._unsafeUnwrap();
      expect(similar.map((item) => item.slug)).not.toContain(some.slug);
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(LOOKALIKES_MAX);
      expect((await offers.lookalikes('no-such-offer-anywhere', 'pln'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      expect((await offers.companyShortInfo('no-such-company-anywhere'))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
      // A view is reported as it happens: at the moment the worlds' clocks stand at (the gateway's, in the HTTP run).
      expect((await offers.recordView({ offerSlug: some.slug, visitedAt: new Date('2025-06-01T00:00:00Z').toISOString() })).isOk()).toBe(true);
    });

    it('suggests titles containing the text, and markers inside the area', async () => {
      const offers = await world.offerSearch();
      const suggestions = (await offers.suggest('dev', 'eur'))._unsafeUnwrap();
      expect(suggestions.titles.length).toBeGreaterThan(0);
      for (const { title } of suggestions.titles) expect(title.toLowerCase()).toContain('dev');
      // A board of hundreds has more developer titles than one group shows: the group is full, and no fuller.
      expect(suggestions.titles).toHaveLength(SUGGESTIONS_PER_GROUP_MAX);
      for (const group of [suggestions.companies, suggestions.skills]) expect(group.length).toBeLessThanOrEqual(SUGGESTIONS_PER_GROUP_MAX);
      const area: MapArea = { north: 55, south: 49, east: 24.2, west: 14, zoom: 6 };
      const markers = (await offers.markers(noFilters, area))._unsafeUnwrap();
      expect(markers.length).toBeGreaterThan(0);
      expect(markers.length).toBeLessThanOrEqual(MARKERS_MAX);
      for (const marker of markers) {
        expect(marker.latitude).toBeGreaterThanOrEqual(area.south);
        expect(marker.latitude).toBeLessThanOrEqual(area.north);
        expect(marker.longitude).toBeGreaterThanOrEqual(area.west);
        expect(marker.longitude).toBeLessThanOrEqual(area.east);
      }
      const clusters = (await offers.clusters(noFilters, wholeWorld))._unsafeUnwrap();
      expect(clusters.reduce((sum, cluster) => sum + cluster.count, 0)).toBe((await offers.count(countRequest()))._unsafeUnwrap());
    });
  });
}

function malformedWorld(world: Extract<OfferSearchWorld, { kind: 'malformed' }>): void {
  it('fails every call with bad-gateway-payload naming the field', async () => {
    const offers = await world.offerSearch();
    const calls = {
      search: () => offers.search(searchQuery()),
      count: () => offers.count(countRequest()),
      allBoardsCount: () => offers.allBoardsCount(),
      categoryCounts: () => offers.categoryCounts(countRequest()),
      suggest: () => offers.suggest('dev', 'pln'),
      clusters: () => offers.clusters(noFilters, wholeWorld),
      markers: () => offers.markers(noFilters, wholeWorld),
      lookalikes: () => offers.lookalikes('some-offer', 'pln'),
      offer: () => offers.offer('some-offer', 'pln'),
      companyShortInfo: () => offers.companyShortInfo('some-company'),
    };
    for (const [name, call] of Object.entries(calls)) {
      const failure = (await call())._unsafeUnwrapErr();
      expect(failure.kind, name).toBe('bad-gateway-payload');
      expect(failure, name).toEqual({ kind: 'bad-gateway-payload', path: world.expectedPaths[name] });
    }
  });
}
