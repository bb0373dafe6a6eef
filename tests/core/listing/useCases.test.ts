import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../adapters/in-memory/FixedClock.ts';
import { ListingDictionariesInMemory } from '../../../adapters/in-memory/listing/ListingDictionariesInMemory.ts';
import { OfferSearchInMemory } from '../../../adapters/in-memory/listing/OfferSearchInMemory.ts';
import { RecentSearchesInMemory } from '../../../adapters/in-memory/listing/RecentSearchesInMemory.ts';
import { emptyFilters } from '../../../core/listing/FilterValues.ts';
import { defaultListingConfiguration } from '../../../core/listing/ListingConfiguration.ts';
import { LoadListingVocabulary } from '../../../core/listing/search/LoadListingVocabulary.ts';
import { LoadRecentLocations } from '../../../core/listing/recent/LoadRecentLocations.ts';
import type { Suggestions } from '../../../core/listing/Offer.ts';
import type { OfferSearch } from '../../../core/listing/OfferSearch.ts';
import { CountOffersByCategory } from '../../../core/listing/search/CountOffersByCategory.ts';
import { PreviewOfferCount } from '../../../core/listing/search/PreviewOfferCount.ts';
import { RememberLocation } from '../../../core/listing/recent/RememberLocation.ts';
import { RememberSearch } from '../../../core/listing/recent/RememberSearch.ts';
import { SearchOffers } from '../../../core/listing/search/SearchOffers.ts';
import { SuggestSearch } from '../../../core/listing/search/SuggestSearch.ts';
import { GetOffer } from '../../../core/offers/GetOffer.ts';
import { GetSimilarOffers } from '../../../core/offers/GetSimilarOffers.ts';
import { RecordOfferView } from '../../../core/offers/RecordOfferView.ts';
import { aCity, aFilterState, anEmploymentType, anOffer, testCategories, testCategory, testCities } from './builders.ts';

const javascript = testCategory('javascript').value;
const react = testCategory('react').value;
const java = testCategory('java').value;

const offers = [
  anOffer({
    slug: 'a',
    title: 'React Developer',
    categoryId: react,
    publishedAt: '2025-01-05T00:00:00Z',
    employmentTypes: [anEmploymentType({ from: 10000, to: 20000 })],
  }),
  anOffer({
    slug: 'b',
    title: 'JS Developer',
    categoryId: javascript,
    publishedAt: '2025-01-04T00:00:00Z',
    employmentTypes: [anEmploymentType({ from: 30000, to: 40000 })],
    workplaceType: 'remote',
  }),
  anOffer({
    slug: 'c',
    title: 'Java Developer',
    categoryId: java,
    publishedAt: '2025-01-03T00:00:00Z',
    employmentTypes: [anEmploymentType({ from: null, to: null })],
    companyName: 'Beta',
    companySlug: 'beta',
  }),
  anOffer({
    slug: 'd',
    title: 'Vue Developer',
    categoryId: javascript,
    citySlug: 'berlin',
    city: 'Berlin',
    latitude: 52.52,
    longitude: 13.405,
    publishedAt: '2025-01-06T00:00:00Z',
  }),
];
const offerSearch = (extra: Partial<ConstructorParameters<typeof OfferSearchInMemory>[0]> = {}) =>
  new OfferSearchInMemory({
    offers,
    categories: testCategories,
    cities: testCities,
    companies: [
      { slug: 'acme', name: 'Acme', logoUrl: '', shortDescription: 'We make things', companyType: 'startup', size: '10', url: '', offersCount: 3 },
    ],
    ...extra,
  });

const slugs = (page: { items: readonly { slug: string }[] }) => page.items.map((offer) => offer.slug);

describe('SearchOffers', () => {
  it('finds the offers of the filters, published newest first', async () => {
    const page = (
      await new SearchOffers(offerSearch()).execute({ filters: aFilterState().withCategory('javascript').build(), currency: 'pln', from: 0 })
    )._unsafeUnwrap();
    expect(slugs(page)).toEqual(['d', 'a', 'b']);
    expect(page).toMatchObject({ totalCount: 3, nextFrom: null, pageSize: 100 });
  });

  it('sorts by salary and narrows by city', async () => {
    const search = new SearchOffers(offerSearch());
    const bySalary = await search.execute({
      filters: aFilterState().withCity('krakow').withRadius(0).sortedBy('salaryDesc').build(),
      currency: 'pln',
      from: 0,
    });
    expect(slugs(bySalary._unsafeUnwrap())).toEqual(['b', 'a', 'c']);
  });

  it('pages from the offset', async () => {
    const page = (await new SearchOffers(offerSearch()).execute({ filters: emptyFilters, currency: 'pln', from: 100 }))._unsafeUnwrap();
    expect(page).toEqual({ items: [], totalCount: 4, nextFrom: null, pageSize: 100 });
  });

  it('passes the gateway’s failure on', async () => {
    const failing = { ...offerSearch(), search: () => errAsync({ kind: 'network-failure', message: 'down' }) } as unknown as OfferSearch;
    expect((await new SearchOffers(failing).execute({ filters: emptyFilters, currency: 'pln', from: 0 }))._unsafeUnwrapErr()).toEqual({
      kind: 'network-failure',
      message: 'down',
    });
  });
});

describe('PreviewOfferCount', () => {
  const preview = new PreviewOfferCount(offerSearch({ allBoardsCount: 1234 }));

  it('counts the offers the filters would show', async () => {
    expect(
      (await preview.execute({ filters: aFilterState().withWorkplace('remote').build(), currency: 'pln', countAllBoards: true }))._unsafeUnwrap(),
    ).toBe(1);
    expect(
      (
        await preview.execute({ filters: aFilterState().withSalary(16000, 1_000_000).build(), currency: 'pln', countAllBoards: false })
      )._unsafeUnwrap(),
    ).toBe(2);
  });

  it('uses the all-boards count when the flag is on and no filter is set', async () => {
    expect((await preview.execute({ filters: emptyFilters, currency: 'pln', countAllBoards: true }))._unsafeUnwrap()).toBe(1234);
    expect((await preview.execute({ filters: aFilterState().withMap().build(), currency: 'pln', countAllBoards: true }))._unsafeUnwrap()).toBe(1234);
  });

  it('counts this board when the flag is off', async () => {
    expect((await preview.execute({ filters: emptyFilters, currency: 'pln', countAllBoards: false }))._unsafeUnwrap()).toBe(4);
  });
});

/** An OfferSearch whose suggest answers only when the test says so, recording the signals it got. */
function controlledSuggest() {
  const calls: Array<{ text: string; signal: AbortSignal | undefined; answer: (value: Suggestions) => void }> = [];
  const port = {
    ...offerSearch(),
    suggest: (text: string, _currency: string, signal?: AbortSignal) =>
      ResultAsync.fromSafePromise(new Promise<Suggestions>((answer) => calls.push({ text, signal, answer }))),
  } as unknown as OfferSearch;
  return { port, calls };
}

const someSuggestions: Suggestions = { titles: [{ title: 'React Developer' }], companies: [], skills: [] };

describe('SuggestSearch', () => {
  it('under 3 characters, offers the last searches', async () => {
    const recent = new RecentSearchesInMemory({ searches: JSON.stringify([{ title: 'java', variant: 'keyword' }]) });
    const { port, calls } = controlledSuggest();
    const result = await new SuggestSearch(port, recent).execute({ text: ' re ', currency: 'pln' });
    expect(result._unsafeUnwrap()).toEqual({ kind: 'recent', searches: [{ title: 'java', variant: 'keyword' }] });
    expect(calls).toHaveLength(0);
  });

  it('from 3 characters, asks the gateway with the trimmed text', async () => {
    const suggest = new SuggestSearch(offerSearch(), new RecentSearchesInMemory());
    expect((await suggest.execute({ text: ' reac ', currency: 'pln' }))._unsafeUnwrap()).toEqual({
      kind: 'suggestions',
      suggestions: { titles: [{ title: 'React Developer' }], companies: [], skills: [] },
    });
  });

  it('a new call aborts the pending one, which answers superseded', async () => {
    const { port, calls } = controlledSuggest();
    const suggest = new SuggestSearch(port, new RecentSearchesInMemory());
    const first = suggest.execute({ text: 'rea', currency: 'pln' });
    const second = suggest.execute({ text: 'reac', currency: 'pln' });
    expect(calls.map((call) => [call.text, call.signal?.aborted])).toEqual([
      ['rea', true],
      ['reac', false],
    ]);
    calls[0]?.answer(someSuggestions);
    calls[1]?.answer(someSuggestions);
    expect((await first)._unsafeUnwrapErr()).toEqual({ kind: 'superseded' });
    expect((await second)._unsafeUnwrap()).toEqual({ kind: 'suggestions', suggestions: someSuggestions });
  });

  it('a short text also aborts the pending request', async () => {
    const { port, calls } = controlledSuggest();
    const suggest = new SuggestSearch(port, new RecentSearchesInMemory());
    const first = suggest.execute({ text: 'react', currency: 'pln' });
    await suggest.execute({ text: 'r', currency: 'pln' });
    expect(calls[0]?.signal?.aborted).toBe(true);
    calls[0]?.answer(someSuggestions);
    expect((await first)._unsafeUnwrapErr()).toEqual({ kind: 'superseded' });
  });

  it('an aborted request that fails also answers superseded; other failures pass on', async () => {
    const failing = (message: string) =>
      ({ ...offerSearch(), suggest: () => errAsync({ kind: 'network-failure', message }) }) as unknown as OfferSearch;
    expect(
      (await new SuggestSearch(failing('down'), new RecentSearchesInMemory()).execute({ text: 'react', currency: 'pln' }))._unsafeUnwrapErr(),
    ).toEqual({
      kind: 'network-failure',
      message: 'down',
    });
    const calls: Array<() => void> = [];
    const slowFailure = {
      ...offerSearch(),
      suggest: () =>
        ResultAsync.fromPromise(new Promise<Suggestions>((_, reject) => calls.push(() => reject(new Error('aborted')))), () => ({
          kind: 'network-failure',
          message: 'aborted',
        })),
    } as unknown as OfferSearch;
    const suggest = new SuggestSearch(slowFailure, new RecentSearchesInMemory());
    const first = suggest.execute({ text: 'react', currency: 'pln' });
    void suggest.execute({ text: 'rust', currency: 'pln' });
    calls[0]?.();
    expect((await first)._unsafeUnwrapErr()).toEqual({ kind: 'superseded' });
  });
});

describe('LoadListingVocabulary', () => {
  it('loads configuration, categories and cities in the language asked for', async () => {
    const dictionaries = new ListingDictionariesInMemory({
      categories: { pl: testCategories.slice(0, 1), en: testCategories.slice(1, 2) },
      cities: { pl: [aCity('krakow', 'Kraków')], en: [aCity('krakow', 'Cracow')] },
    });
    expect((await new LoadListingVocabulary(dictionaries).execute('en'))._unsafeUnwrap()).toEqual({
      configuration: defaultListingConfiguration,
      categories: testCategories.slice(1, 2),
      cities: [aCity('krakow', 'Cracow')],
    });
  });

  it('fails when any of the three fails', async () => {
    const dictionaries = new ListingDictionariesInMemory({ categories: [], cities: [] });
    const failing = Object.assign(Object.create(dictionaries) as ListingDictionariesInMemory, {
      cities: () => errAsync({ kind: 'http-failure', status: 503 }),
    });
    expect((await new LoadListingVocabulary(failing).execute('pl'))._unsafeUnwrapErr()).toEqual({ kind: 'http-failure', status: 503 });
  });
});

describe('RememberSearch, RememberLocation and LoadRecentLocations', () => {
  it('store the new list and answer it', async () => {
    const recent = new RecentSearchesInMemory({ searches: 'garbage', locations: JSON.stringify([{ slug: 'gdansk', label: 'Gdańsk' }]) });
    expect((await new RememberSearch(recent).execute({ title: 'react', variant: 'keyword' }))._unsafeUnwrap()).toEqual([
      { title: 'react', variant: 'keyword' },
    ]);
    expect(JSON.parse(recent.storedSearches ?? '')).toEqual([{ title: 'react', variant: 'keyword' }]);
    expect((await new RememberLocation(recent).execute({ slug: 'krakow', label: 'Kraków' }))._unsafeUnwrap()).toEqual([
      { slug: 'krakow', label: 'Kraków' },
      { slug: 'gdansk', label: 'Gdańsk' },
    ]);
    expect((await new LoadRecentLocations(recent).execute())._unsafeUnwrap().map((location) => location.slug)).toEqual(['krakow', 'gdansk']);
  });

  it('fail with storage-unavailable when storage refuses', async () => {
    const recent = new RecentSearchesInMemory();
    recent.unavailable = true;
    expect((await new RememberSearch(recent).execute({ title: 'x', variant: 'skills' }))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
    expect((await new RememberLocation(recent).execute({ slug: 'x', label: 'X' }))._unsafeUnwrapErr().kind).toBe('storage-unavailable');
    expect(recent.storedSearches).toBeNull();
  });
});

describe('GetOffer, GetSimilarOffers and RecordOfferView', () => {
  it('gets an offer by slug or id, with its company', async () => {
    const getOffer = new GetOffer(offerSearch());
    const bySlug = (await getOffer.execute({ idOrSlug: 'a', currency: 'pln' }))._unsafeUnwrap();
    expect(bySlug.offer.slug).toBe('a');
    expect(bySlug.company?.name).toBe('Acme');
    const byId = (await getOffer.execute({ idOrSlug: offers[1]?.id ?? '', currency: 'pln' }))._unsafeUnwrap();
    expect(byId.offer.slug).toBe('b');
  });

  it('ignores the company info failing', async () => {
    expect((await new GetOffer(offerSearch()).execute({ idOrSlug: 'c', currency: 'pln' }))._unsafeUnwrap()).toMatchObject({
      company: null,
      offer: { slug: 'c' },
    });
  });

  it('an unknown offer is not-found', async () => {
    expect((await new GetOffer(offerSearch()).execute({ idOrSlug: 'nope', currency: 'pln' }))._unsafeUnwrapErr()).toEqual({ kind: 'not-found' });
  });

  it('similar offers leave the offer itself out', async () => {
    const withSelf = { ...offerSearch(), lookalikes: () => okAsync(offers) } as unknown as OfferSearch;
    expect((await new GetSimilarOffers(withSelf).execute({ slug: 'a', currency: 'pln' }))._unsafeUnwrap().map((offer) => offer.slug)).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect((await new GetSimilarOffers(offerSearch()).execute({ slug: 'b', currency: 'pln' }))._unsafeUnwrap().map((offer) => offer.slug)).toEqual([
      'd',
    ]);
  });

  it('records a view now', async () => {
    const search = offerSearch();
    await new RecordOfferView(search, new FixedClock(new Date('2025-02-01T08:30:00Z'))).execute('a');
    expect(search.views).toEqual([{ offerSlug: 'a', visitedAt: '2025-02-01T08:30:00.000Z' }]);
  });
});

describe('CountOffersByCategory', () => {
  it('counts each subcategory and the chosen category under the other filters, not under the category choice', async () => {
    const filters = aFilterState().withCategory('javascript').build();
    const counts = (
      await new CountOffersByCategory(offerSearch()).execute({ filters: { ...filters, subcategories: ['react'] }, currency: 'pln' })
    )._unsafeUnwrap();
    expect(counts.get(react)).toBe(1);
    expect(counts.get(javascript)).toBe(3);
    expect(counts.get(java)).toBe(1);
  });

  it('applies the other filters', async () => {
    const filters = { ...aFilterState().withCategory('javascript').build(), remoteWorkOptions: ['remote' as const] };
    const counts = (await new CountOffersByCategory(offerSearch()).execute({ filters, currency: 'pln' }))._unsafeUnwrap();
    expect(counts.get(javascript)).toBe(1);
    expect(counts.get(react)).toBeUndefined();
  });

  it('asks nothing without a chosen category', async () => {
    let asked = 0;
    const search = offerSearch();
    const counting: OfferSearch = Object.assign(Object.create(search) as OfferSearch, {
      categoryCounts: (request: Parameters<OfferSearch['categoryCounts']>[0]) => {
        asked += 1;
        return search.categoryCounts(request);
      },
    });
    const counts = (await new CountOffersByCategory(counting).execute({ filters: aFilterState().build(), currency: 'pln' }))._unsafeUnwrap();
    expect(counts.size).toBe(0);
    expect(asked).toBe(0);
    await new CountOffersByCategory(counting).execute({ filters: aFilterState().withCategory('java').build(), currency: 'pln' });
    expect(asked).toBe(1);
  });

  it('passes a failure on', async () => {
    const failing: OfferSearch = Object.assign(Object.create(offerSearch()) as OfferSearch, {
      categoryCounts: () => errAsync({ kind: 'network-failure' as const, message: 'down' }),
    });
    const result = await new CountOffersByCategory(failing).execute({ filters: aFilterState().withCategory('java').build(), currency: 'pln' });
    expect(result._unsafeUnwrapErr().kind).toBe('network-failure');
  });
});
