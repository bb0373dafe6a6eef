import { css, Global } from '@emotion/react';
import styled from '@emotion/styled';
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { layout, media } from '../../theme/tokens.ts';
import { CategoryBar } from './categories/CategoryBar.tsx';
import { CategoryNavigation } from './categories/CategoryNavigation.tsx';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { ListingProvider, type ListingState } from './ListingContext.tsx';
import { ListingToolbar } from './results/ListingToolbar.tsx';
import type { ListingData, ListingLoaderData } from './loadListing.ts';
import { OfferResults } from './results/OfferResults.tsx';
import { SearchBar } from './search-bar/SearchBar.tsx';
import { SeoLinks } from './results/SeoLinks.tsx';
import { useAccumulatedOffers } from './results/useAccumulatedOffers.ts';
import { useHashPanel } from './filters/useHashPanel.ts';
import { useShell } from '../../app/useShell.ts';
import { unpackVocabulary } from '../../../core/listing/packedVocabulary.ts';

/** The panel's code (and the timers it uses) loads only when someone opens it. */
const FiltersPanel = lazy(() => import('./filters/FiltersPanel.tsx').then((module) => ({ default: module.FiltersPanel })));
/** maplibre-gl and the offline shapes load only with the map. */
const OfferMap = lazy(() => import('./map/OfferMap.tsx').then((module) => ({ default: module.OfferMap })));

const Page = styled.div`
  max-width: ${layout.offersListMaxWidth}px;
  margin: 0 auto;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 16px;
  h1 {
    margin: 8px 0 0;
    font-size: 1.5rem;
  }
  ${media.sm} {
    padding: 24px 16px;
    h1 {
      font-size: 1.9rem;
    }
  }
`;

/** With the map shown the footer is hidden (platform.md: footer; showMap). */
const hideFooter = css`
  body > footer {
    display: none;
  }
`;

/**
 * What the saved-search context adds to a listing, composed by the route so the listing does not
 * depend on it: the switcher in the toolbar and the surfaces above the results (banner, dialogs).
 */
export interface ListingSlots {
  readonly alertSwitcher: ReactNode;
  readonly alertSurfaces: (bannerVisible: boolean) => ReactNode;
}

export function ListingPage({ data, slots }: { data: ListingLoaderData; slots: ListingSlots }) {
  const { t } = useTexts();
  if (data.kind === 'failed') {
    return (
      <Page>
        <h1>{t('listingPage.heading')}</h1>
        <FailureNotice title={t('listingPage.errorTitle')} failure={data.failure} testId="listing-error" />
      </Page>
    );
  }
  return <LoadedListing data={data} slots={slots} />;
}

function LoadedListing({ data, slots }: { data: ListingData; slots: ListingSlots }) {
  // The tenant is the shell's: the listing's data does not carry it a second time.
  const { tenant } = useShell();
  const state: ListingState = useMemo(
    () => ({ filters: data.filters, vocabulary: unpackVocabulary(data.vocabulary), language: data.language, tenant, currency: data.currency }),
    [data.filters, data.vocabulary, data.language, tenant, data.currency],
  );
  const offers = useAccumulatedOffers(data);
  const categoryCounts = useMemo(() => new Map(data.categoryCounts), [data.categoryCounts]);
  const [filtersOpen, setFiltersOpen] = useHashPanel('filters');
  const { t } = useTexts();
  // Says when the page answers to clicks (tests wait for it; a server-rendered page is readable before).
  // Set on the element, not through state: a state change here would render the whole page, a
  // hundred cards, once more right after hydration (a long task on a phone).
  const markHydrated = useCallback((page: HTMLElement | null) => page?.setAttribute('data-hydrated', 'true'), []);
  return (
    <ListingProvider value={state}>
      {data.filters.showMap && <Global styles={hideFooter} />}
      <Page data-testid="listing-page" data-hydrated="false" ref={markHydrated}>
        <h1 data-testid="listing-heading">{data.heading}</h1>
        <SearchBar />
        <CategoryBar />
        <CategoryNavigation counts={categoryCounts} />
        <ListingToolbar layout={data.layout} onOpenFilters={() => setFiltersOpen(true)} alertSwitcher={slots.alertSwitcher} />
        {filtersOpen && (
          <Suspense fallback={null}>
            <FiltersPanel open={filtersOpen} onClose={() => setFiltersOpen(false)} />
          </Suspense>
        )}
        {data.filters.showMap && offers.kind === 'ok' && (
          <Suspense fallback={<p role="status">{t('offerMap.loading')}</p>}>
            <OfferMap offers={offers.items} language={data.language} />
          </Suspense>
        )}
        {slots.alertSurfaces(data.alertBanner)}
        <OfferResults offers={offers} data={data} />
        <SeoLinks />
      </Page>
    </ListingProvider>
  );
}
