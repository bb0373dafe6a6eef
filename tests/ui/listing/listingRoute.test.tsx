// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { errAsync } from 'neverthrow';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, Outlet, type AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ListingDictionariesInMemory } from '../../../adapters/in-memory/listing/ListingDictionariesInMemory.ts';
import { OfferSearchInMemory } from '../../../adapters/in-memory/listing/OfferSearchInMemory.ts';
import { RecentSearchesInMemory } from '../../../adapters/in-memory/listing/RecentSearchesInMemory.ts';
import type { ListingDictionaries } from '../../../core/listing/ListingDictionaries.ts';
import type { OfferSearch } from '../../../core/listing/OfferSearch.ts';
import { badGatewayPayload } from '../../../core/shared/Failure.ts';
import { createTestRoot } from '../../../composition/roots/testRoot.ts';
import { UseCaseProvider } from '../../../composition/react/UseCaseProvider.tsx';
import { tenants } from '../../../gateway/tenancy/tenants.ts';
import { listingAlertSlots } from '../../../ui/features/alerts/listing/listingAlertSlots.tsx';
import { ListingPage } from '../../../ui/features/listing/ListingPage.tsx';
import { loadListing, type ListingData, type ListingLoaderData } from '../../../ui/features/listing/loadListing.ts';
import { createI18n } from '../../../ui/i18n/createI18n.ts';
import { anOffer, testCategories, testCities } from '../../core/listing/builders.ts';

afterEach(cleanup);

const offers = Array.from({ length: 230 }, (_, index) =>
  anOffer({ slug: `offer-${index}`, title: `Developer ${index}`, publishedAt: `2026-11-${String(1 + (index % 19)).padStart(2, '0')}T10:00:00Z` }),
);

function contextWith(options: { offerSearch?: OfferSearch; dictionaries?: ListingDictionaries } = {}): AppLoadContext {
  const container = createTestRoot({
    tenants,
    now: new Date('2026-11-20T12:00:00Z'),
    tenantId: 'design',
    ports: {
      offerSearch: options.offerSearch ?? new OfferSearchInMemory({ offers, categories: testCategories, cities: testCities }),
      dictionaries: options.dictionaries ?? new ListingDictionariesInMemory({ categories: testCategories, cities: testCities }),
      recent: new RecentSearchesInMemory(),
    },
  });
  const context: AppLoadContext = {
    container,
    tenantId: 'design',
    language: 'en',
    colorMode: null,
    nonce: 'n',
    styleNonce: 's',
    origin: 'http://design.localhost',
    candidatePortalUrl: '/candidate',
    currency: null,
    mapStyleUrl: null,
    liveChat: null,
    consentDecided: true,
    passiveBannerDismissed: false,
  };
  return context;
}

/** What the loader answers: its status and body, or the status of the response it throws (404). */
async function load(path: string, context = contextWith()): Promise<{ status: number; body: ListingLoaderData | null }> {
  try {
    const result = await loadListing(new Request(`http://design.localhost${path}`), context);
    return { status: result.init?.status ?? 200, body: result.data };
  } catch (thrown) {
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (typeof status === 'number') return { status, body: null };
    throw thrown;
  }
}

function renderPage(body: ListingLoaderData, context: AppLoadContext) {
  const Stub = createRoutesStub([
    { id: 'root', path: '/', Component: Outlet, children: [{ path: '*', Component: () => <ListingPage data={body} slots={listingAlertSlots} /> }] },
  ]);
  // The shell's data as the root loader gives it: the listing takes its tenant from there.
  const tenant = tenants.find((candidate) => candidate.id === context.tenantId);
  render(
    <UseCaseProvider container={context.container}>
      <I18nextProvider i18n={createI18n('en')}>
        <Stub initialEntries={['/job-offers/all-locations']} hydrationData={{ loaderData: { root: { tenant, language: 'en' } } }} />
      </I18nextProvider>
    </UseCaseProvider>,
  );
}

describe('listing loader', () => {
  it('parses the URL, searches page 1 and gives the title, description and canonical link', async () => {
    const { status, body } = await load('/job-offers/krakow/javascript?sort=salaryDesc&utm_source=x');
    expect(status).toBe(200);
    const page = body as ListingData;
    expect(page.filters.city).toBe('krakow');
    expect(page.filters.category).toBe('javascript');
    expect(page.offers.kind === 'ok' && page.offers.page.items.length).toBe(100);
    expect(page.seo.canonical).toBe('http://design.localhost/job-offers/krakow/javascript?sort=salaryDesc');
    expect(page.seo.title).toContain('Design Board');
    expect(page.seo.description).toMatch(/^230 job offers: JavaScript, Krakow/);
  });

  it('serves page 3 from its offset, with a canonical link of its own', async () => {
    const { body } = await load('/job-offers/all-locations?page=3');
    const page = body as ListingData;
    expect(page.pageNumber).toBe(3);
    expect(page.offers.kind === 'ok' && page.offers.page.items.length).toBe(30);
    expect(page.offers.kind === 'ok' && page.offers.page.nextFrom).toBeNull();
    expect(page.seo.canonical).toBe('http://design.localhost/job-offers/all-locations?page=3');
  });

  it('answers 404, never a 500, for URLs that are not listings, however hostile', async () => {
    for (const path of [
      '/nope',
      '/job-offers/atlantis',
      '/job-offers/krakow/javascript/react/extra',
      '/%ZZ',
      `/job-offers/${'a'.repeat(9000)}`,
      '/job-offers/%3Cscript%3E',
    ]) {
      expect((await load(path)).status, path).toBe(404);
    }
  });

  it('reads malformed filters and pages as absent rather than failing', async () => {
    for (const path of [
      '/job-offers/all-locations?salary=9,1&radius=-5&sort=%00',
      '/job-offers/all-locations?page=-1',
      '/job-offers/all-locations?page=1e9',
      '/job-offers/krakow?experience-level=..,,..',
    ]) {
      expect((await load(path)).status, path).toBe(200);
    }
  });

  it('turns an offer answer that fails its codec into a readable error state (502), with the search bar still there', async () => {
    const broken = new OfferSearchInMemory({ offers });
    broken.search = () => errAsync(badGatewayPayload('items.0.title'));
    const context = contextWith({ offerSearch: broken });
    const { status, body } = await load('/job-offers/all-locations', context);
    expect(status).toBe(502);
    renderPage(body as ListingLoaderData, context);
    expect(screen.getByTestId('offers-error').textContent).toContain('unexpected format (field: items.0.title)');
    expect(screen.getByTestId('search-bar')).toBeTruthy();
  });

  it('turns dictionaries that fail their codec into a readable error page', async () => {
    const dictionaries = new ListingDictionariesInMemory({ categories: testCategories, cities: testCities });
    dictionaries.categories = () => errAsync(badGatewayPayload('0.children.1.slug'));
    const context = contextWith({ dictionaries });
    const { status, body } = await load('/job-offers/all-locations', context);
    expect(status).toBe(502);
    renderPage(body as ListingLoaderData, context);
    expect(screen.getByTestId('listing-error').textContent).toContain('0.children.1.slug');
  });

  it('renders the offers, the empty state and paging links', async () => {
    const context = contextWith();
    renderPage((await load('/job-offers/all-locations', context)).body as ListingLoaderData, context);
    expect(screen.getAllByTestId('offer-card')).toHaveLength(100);
    expect(screen.getByTestId('load-more').getAttribute('href')).toBe('/job-offers/all-locations?page=2');
    cleanup();
    renderPage((await load('/job-offers/all-locations?keyword=nothing-matches-this', context)).body as ListingLoaderData, context);
    expect(screen.getByTestId('offers-empty').textContent).toContain('No offers match these filters');
  });
});

describe('a results page past the end', () => {
  it('?page=99999 says the page is past the end, answers 404 and links to the first page', async () => {
    const context = contextWith();
    const { status, body } = await load('/job-offers/all-locations?page=99999', context);
    expect(status).toBe(404);
    const page = body as ListingData;
    expect(page.pastEnd).toEqual({ requested: 99999, lastPage: 3 });
    renderPage(page, context);
    expect(screen.getByTestId('offers-past-end').textContent).toContain('There is no page 99999');
    expect(screen.getByTestId('offers-past-end').textContent).toContain('230 offers, on 3 pages');
    expect(screen.getByTestId('first-page-link').getAttribute('href')).toBe('/job-offers/all-locations');
    expect(screen.queryByTestId('offers-empty')).toBeNull();
  });

  it('the page just after the last one is past the end; the last one is not', async () => {
    expect((await load('/job-offers/all-locations?page=4')).status).toBe(404);
    expect((await load('/job-offers/all-locations?page=3')).status).toBe(200);
  });

  it('says "no offers match" only when nothing matches', async () => {
    const { status, body } = await load('/job-offers/all-locations?keyword=nothing-matches-this&page=7');
    expect(status).toBe(200);
    expect((body as ListingData).pastEnd).toBeNull();
  });
});
