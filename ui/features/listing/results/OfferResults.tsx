import styled from '@emotion/styled';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Link, useLocation, useNavigation } from 'react-router';
import { emptyFilters } from '../../../../core/listing/FilterValues.ts';
import { color, media, radius } from '../../../theme/tokens.ts';
import { pillShapedLink, plainList } from '../../../theme/controls.ts';
import { laidOutNearWindow } from '../../../theme/nearWindow.ts';
import { OfferCard } from '../../offers/index.ts';
import { FailureNotice } from '../../../components/FailureNotice.tsx';
import { useFilterNavigation, useListing } from '../ListingContext.tsx';
import type { ListLayout } from '../../../../core/preferences/listLayout.ts';
import type { ListingData } from '../loadListing.ts';
import { withResultsPage } from '../../../../core/listing/url/resultsPage.ts';
import type { AccumulatedOffers } from './useAccumulatedOffers.ts';
import { useListLayout } from './useListLayout.ts';
import { useOfferAnchoredScroll } from './useOfferAnchoredScroll.ts';

const List = styled.ol<{ arrangement: ListLayout }>`
  ${plainList}
  display: grid;
  gap: 12px;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: ${(props) => (props.arrangement === 'grid' ? 'repeat(2, minmax(0, 1fr))' : '1fr')};
  }
  /*
    Cards off screen skip style, layout and paint until they come near: on a phone the page's layouts
    otherwise cover all hundred cards (docs/performance.md, first load). The item's padding keeps a
    focused card's outline (5 px outside it) inside the item's paint clip; the margin gives it back.
  */
  > li {
    ${laidOutNearWindow({ phone: 180 })}
  }
  /*
    The last cards are laid out from the start: when "show more" is brought into view at once (the End
    key, a focus, a scripted scroll) the cards above it would otherwise take their real height a frame
    later and move the button from under the pointer. Twelve cover a tall window of list cards above it.
  */
  > li:nth-last-of-type(-n + 12) {
    content-visibility: visible;
  }
`;

const Summary = styled.p`
  margin: 0;
  color: ${color.muted};
`;

const More = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: center;
  align-items: center;
  margin-top: 8px;
`;

const ButtonLink = styled(Link)`
  ${pillShapedLink}
  min-height: 44px;
  padding: 8px 20px;
  border: 1px solid ${color.primary};
  color: ${color.primary};
  background: ${color.surface};
  font-weight: 600;
  &[aria-disabled='true'] {
    pointer-events: none;
    opacity: 0.7;
  }
`;

const Empty = styled.div`
  padding: 32px 16px;
  text-align: center;
  border: 1px dashed ${color.border};
  border-radius: ${radius.md};
  h2 {
    margin: 0 0 8px;
    font-size: 1.2rem;
  }
`;

/** The results: a count, the offers (list or grid), "show more" by page URL, and the empty and error states. */
export function OfferResults({ offers, data }: { offers: AccumulatedOffers; data: ListingData }) {
  const { t } = useTexts();
  const { filters, language } = useListing();
  const { urlFor } = useFilterNavigation();
  const navigation = useNavigation();
  const location = useLocation();
  const { layout } = useListLayout(data.layout);
  const listRef = useRef<HTMLOListElement>(null);
  const headingId = useId();
  const now = useMemo(() => new Date(data.now), [data.now]);
  useOfferAnchoredScroll(listRef);

  // After "show more", focus moves to the first new offer, so keyboard and screen reader users carry on from there.
  const addedPage = offers.kind === 'ok' ? offers.addedPage : null;
  useEffect(() => {
    if (addedPage === null || offers.kind !== 'ok') return;
    const index = (addedPage - offers.firstPage) * offers.pageSize;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('h3 a')[index]?.focus({ preventScroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a page was added
  }, [addedPage, data]);

  if (offers.kind === 'failed') return <FailureNotice title={t('listingPage.errorTitle')} failure={offers.failure} testId="offers-error" />;

  const loadingMore = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;
  const first = (offers.firstPage - 1) * offers.pageSize + 1;
  const last = first + offers.items.length - 1;

  return (
    <section aria-labelledby={headingId} data-testid="offer-results" data-layout={layout} data-url={data.requestPath}>
      <h2 id={headingId} className="visually-hidden">
        {t('listingPage.resultsLabel')}
      </h2>
      <Summary role="status" data-testid="results-count">
        {t('listingPage.results', { count: offers.totalCount })}
        {offers.items.length > 0 && offers.items.length < offers.totalCount && (
          <> · {t('listingPage.showing', { first, last, total: offers.totalCount })}</>
        )}
      </Summary>
      {offers.firstPage > 1 && (
        <More>
          <ButtonLink to={withResultsPage(data.listingUrl, offers.firstPage - 1, language)} preventScrollReset data-testid="show-earlier">
            {t('listingPage.showEarlier')}
          </ButtonLink>
        </More>
      )}
      {data.pastEnd !== null ? (
        <Empty data-testid="offers-past-end">
          <h2>{t('listingPage.pastEndTitle', { page: data.pastEnd.requested })}</h2>
          <p>{t('listingPage.pastEndBody', { count: offers.totalCount, pages: data.pastEnd.lastPage })}</p>
          <Link to={data.listingUrl} data-testid="first-page-link">
            {t('listingPage.firstPage')}
          </Link>
        </Empty>
      ) : offers.items.length === 0 ? (
        <Empty data-testid="offers-empty">
          <h2>{t('listingPage.emptyTitle')}</h2>
          <p>{t('listingPage.emptyBody')}</p>
          <Link to={urlFor({ ...emptyFilters, showMap: filters.showMap })}>{t('listingPage.clearAll')}</Link>
        </Empty>
      ) : (
        <List ref={listRef} arrangement={layout} data-testid="offer-list">
          {offers.items.map((offer) => (
            <li key={offer.slug}>
              <OfferCard offer={offer} language={language} now={now} />
            </li>
          ))}
        </List>
      )}
      <More>
        {offers.hasNext ? (
          <ButtonLink
            to={withResultsPage(data.listingUrl, offers.lastPage + 1, language)}
            preventScrollReset
            replace
            aria-disabled={loadingMore}
            data-testid="load-more"
          >
            {loadingMore ? t('listingPage.loadingMore') : t('listingPage.loadMore')}
          </ButtonLink>
        ) : (
          offers.items.length > 0 && <Summary>{t('listingPage.allShown')}</Summary>
        )}
      </More>
    </section>
  );
}
