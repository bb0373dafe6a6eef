import { render, type RenderResult } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub, useLocation } from 'react-router';
import type { OfferSearchData } from '../../../../adapters/in-memory/listing/OfferSearchInMemory.ts';
import { RecentSearchesInMemory } from '../../../../adapters/in-memory/listing/RecentSearchesInMemory.ts';
import { emptyFilters, type FilterValues } from '../../../../core/listing/FilterValues.ts';
import type { OfferSearch } from '../../../../core/listing/OfferSearch.ts';
import type { Tenant } from '../../../../core/tenancy/Tenant.ts';
import { createTestRoot } from '../../../../composition/roots/testRoot.ts';
import { UseCaseProvider } from '../../../../composition/react/UseCaseProvider.tsx';
import { tenants } from '../../../../gateway/tenancy/tenants.ts';
import { ListingProvider } from '../../../../ui/features/listing/ListingContext.tsx';
import { createI18n } from '../../../../ui/i18n/createI18n.ts';
import { aVocabulary } from '../../../core/listing/builders.ts';

export interface ListingTestOptions {
  readonly filters?: FilterValues;
  readonly path?: string;
  readonly tenant?: Omit<Partial<Tenant>, 'flags'> & { readonly flags?: Partial<Tenant['flags']> };
  readonly offers?: OfferSearchData;
  /** Replaces the in-memory offer search (to count calls, delay or fail). */
  readonly offerSearch?: OfferSearch;
  readonly recent?: RecentSearchesInMemory;
}

export interface ListingTestHarness extends RenderResult {
  readonly useCases: Container;
  readonly recent: RecentSearchesInMemory;
  /** Path, query and hash the router is at now. */
  readonly location: () => string;
}

/** Where the router is: the components navigate, the test reads it here. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search + location.hash}</output>;
}

/**
 * Renders listing UI with what the page gives it: the router, English texts, a container of
 * in-memory adapters behind the real use cases, and the listing state for `filters`.
 */
export function renderListing(ui: ReactNode, options: ListingTestOptions = {}): ListingTestHarness {
  const base = tenants[0]!;
  const tenant: Tenant = { ...base, ...options.tenant, flags: { ...base.flags, ...options.tenant?.flags } };
  const recent = options.recent ?? new RecentSearchesInMemory();
  const container = createTestRoot({
    tenants: [tenant],
    now: new Date('2026-11-20T12:00:00Z'),
    ports: { recent, ...(options.offerSearch ? { offerSearch: options.offerSearch } : {}), ...(options.offers ? { offers: options.offers } : {}) },
  });
  const state = { filters: options.filters ?? emptyFilters, vocabulary: aVocabulary(), language: 'en' as const, tenant, currency: 'pln' as const };
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <ListingProvider value={state}>
          {ui}
          <LocationProbe />
        </ListingProvider>
      ),
    },
  ]);
  const result = render(
    <UseCaseProvider container={container}>
      <I18nextProvider i18n={createI18n('en')}>
        <Stub initialEntries={[options.path ?? '/job-offers/all-locations']} />
      </I18nextProvider>
    </UseCaseProvider>,
  );
  return { ...result, useCases: container, recent, location: () => result.getByTestId('location').textContent ?? '' };
}
