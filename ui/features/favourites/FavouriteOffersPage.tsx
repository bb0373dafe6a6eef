import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { Link } from 'react-router';
import type { OfferCard as OfferCardData } from '../../../core/listing/Offer.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { FavouritesKeys } from '../../../composition/favourites/favouritesKeys.ts';
import { Button } from '../../components/Button.tsx';
import { useObservable } from '../../hooks/useObservable.ts';
import { color, layout } from '../../theme/tokens.ts';
import { PortalLink } from '../../components/PortalLink.tsx';
import { OfferCardList } from '../offers/index.ts';
import { candidateUrl } from '../../app/candidatePortal.ts';
import type { ShellData } from '../../app/shellData.ts';
import { useSessionState } from '../session/index.ts';
import { PageSection, StackPanel } from '../../components/pageLayout.ts';

const Page = styled(PageSection)`
  max-width: ${layout.offersListMaxWidth}px;
  padding: 24px 16px;
`;

const Panel = styled(StackPanel)`
  a {
    font-weight: 700;
    color: ${color.primary};
  }
`;

type Loaded = { readonly offers: readonly OfferCardData[]; readonly page: number; readonly hasNextPage: boolean };
type View = { readonly kind: 'loading' } | { readonly kind: 'failed' } | ({ readonly kind: 'loaded' } & Loaded);

/**
 * The logged-in candidate's favourite offers, newest first, page by page (ListFavouriteOffers).
 * Unfavouriting here keeps the card with an empty heart, so a slip can be undone.
 */
export function FavouriteOffersPage({ shell }: { shell: ShellData }) {
  const { t } = useTexts();
  const session = useSessionState();
  const list = useUseCase(FavouritesKeys.ListFavouriteOffers);
  const store = useUseCase(FavouritesKeys.FavouritesStore);
  const count = useObservable(store.count$, null);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [now] = useState(() => new Date());
  const candidateId = session.status === 'logged-in' ? session.candidate.id : null;

  const load = useCallback(
    (page: number, previous: readonly OfferCardData[]) =>
      list.execute({ page }).match(
        (result) => {
          if (result.kind === 'page')
            setView({ kind: 'loaded', offers: [...previous, ...result.offers], page: result.pageNumber, hasNextPage: result.hasNextPage });
        },
        () => setView(previous.length > 0 ? (current) => current : { kind: 'failed' }),
      ),
    [list],
  );

  useEffect(() => {
    if (candidateId === null) return;
    setView({ kind: 'loading' });
    void load(1, []);
  }, [candidateId, load]);

  const listing = shell.language === 'pl' ? '/oferty-pracy/wszystkie-lokalizacje' : '/job-offers/all-locations';
  const here = candidateUrl(shell.candidateBase, 'favouriteOffers');

  return (
    <Page aria-labelledby="favourites-heading" aria-busy={session.status === 'unknown' || (candidateId !== null && view.kind === 'loading')}>
      <h1 id="favourites-heading">{t('favourites.heading')}</h1>
      {session.status === 'unknown' && <p className="lead">{t('favourites.loading')}</p>}
      {session.status === 'guest' && (
        <Panel data-testid="favourites-guest">
          <p>{t('favourites.guestText')}</p>
          <p>
            <PortalLink to={candidateUrl(shell.candidateBase, 'login', { returnTo: here })}>{t('favourites.promptLogin')}</PortalLink>
            {' · '}
            <PortalLink to={candidateUrl(shell.candidateBase, 'register', { returnTo: here })}>{t('favourites.promptRegister')}</PortalLink>
          </p>
        </Panel>
      )}
      {candidateId !== null && view.kind === 'loading' && <p className="lead">{t('favourites.loading')}</p>}
      {candidateId !== null && view.kind === 'failed' && (
        <Panel role="alert">
          <p>{t('favourites.failed')}</p>
          <Button type="button" onClick={() => void load(1, [])}>
            {t('common.retry')}
          </Button>
        </Panel>
      )}
      {candidateId !== null && view.kind === 'loaded' && (
        <>
          {count !== null && count > 0 && (
            <p className="lead" data-testid="favourites-page-count">
              {t('favourites.count', { count })}
            </p>
          )}
          {view.offers.length === 0 ? (
            <Panel data-testid="favourites-empty">
              <p>{t('favourites.empty')}</p>
              <Link to={listing}>{t('favourites.browse')}</Link>
            </Panel>
          ) : (
            <OfferCardList
              offers={view.offers}
              language={shell.language}
              now={now}
              testId="favourite-offers"
              more={view.hasNextPage ? { label: t('favourites.loadMore'), load: () => load(view.page + 1, view.offers) } : null}
            />
          )}
        </>
      )}
    </Page>
  );
}
