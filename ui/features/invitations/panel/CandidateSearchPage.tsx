import styled from '@emotion/styled';
import { useCallback, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CandidatesPanelKeys } from '../../../../composition/invitations/candidatesPanelKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import type { CandidateSearchPage as Page, SearchableOffer } from '../../../../core/invitations/panel/CandidateCard.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { PanelPage } from '../../employer/index.ts';
import { CandidateCardView } from './CandidateCardView.tsx';
import { CandidateDetailsPanel } from './CandidateDetailsPanel.tsx';

const Results = styled.ul`
  list-style: none;
  margin: 16px 0;
  padding: 0;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type Results = { readonly state: 'idle' | 'loading' | 'failed' } | { readonly state: 'loaded'; readonly page: Page };

/**
 * /employer/candidates: one of the company's published offers (`?offer=`), its candidates best
 * match first (hidden ones as placeholders), an invitation per candidate, and the details side panel
 * (also opened from a candidate id in the URL hash).
 */
export function CandidateSearchPage({ language }: { language: Language }) {
  const { t } = useTexts();
  const offersCase = useUseCase(CandidatesPanelKeys.LoadSearchableOffers);
  const search = useUseCase(CandidatesPanelKeys.SearchCandidates);
  const invite = useUseCase(CandidatesPanelKeys.InviteCandidate);
  const [params, setParams] = useSearchParams();
  const [offers, setOffers] = useState<readonly SearchableOffer[] | null>(null);
  const [results, setResults] = useState<Results>({ state: 'idle' });
  const [pageNumber, setPageNumber] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const selectId = useId();
  const offerId = params.get('offer') ?? offers?.[0]?.id ?? null;

  useEffect(() => {
    void offersCase.execute().match(setOffers, () => setOffers([]));
    const hash = window.location.hash.slice(1);
    if (UUID.test(hash)) setOpen(hash.toLowerCase());
  }, [offersCase]);

  const run = useCallback(() => {
    if (offerId === null) return;
    setResults({ state: 'loading' });
    void search.execute({ offerId, page: pageNumber }).match(
      (page) => setResults({ state: 'loaded', page }),
      () => setResults({ state: 'failed' }),
    );
  }, [search, offerId, pageNumber]);
  useEffect(run, [run]);

  const onInvite = (candidateId: string) => {
    if (offerId === null) return;
    setInviting(true);
    void invite.execute({ candidateId, offerId }).match(
      () => {
        setInviting(false);
        run();
      },
      () => setInviting(false),
    );
  };

  return (
    <PanelPage aria-labelledby="candidates-heading" data-testid="candidate-search">
      <h1 id="candidates-heading">{t('panel.candidates.heading')}</h1>
      <p className="lead">{t('panel.candidates.lead')}</p>
      {offers !== null && offers.length === 0 && <p>{t('panel.candidates.noOffers')}</p>}
      {offers !== null && offers.length > 0 && (
        <p>
          <label htmlFor={selectId}>{t('panel.candidates.offer')}</label>{' '}
          <select
            id={selectId}
            value={offerId ?? ''}
            onChange={(event) => {
              setPageNumber(1);
              setParams({ offer: event.target.value }, { replace: true });
            }}
            data-testid="candidate-offer"
          >
            {offers.map((offer) => (
              <option key={offer.id} value={offer.id}>
                {offer.title}
              </option>
            ))}
          </select>
        </p>
      )}
      <section aria-label={t('panel.candidates.results')} aria-busy={results.state === 'loading'}>
        {results.state === 'loading' && <p role="status">{t('panel.candidates.loading')}</p>}
        {results.state === 'failed' && <p role="alert">{t('panel.candidates.failed')}</p>}
        {results.state === 'loaded' && results.page.items.length === 0 && <p>{t('panel.candidates.empty')}</p>}
        {results.state === 'loaded' && results.page.items.length > 0 && (
          <Results data-testid="candidate-results">
            {results.page.items.map((card, index) => (
              <CandidateCardView
                key={card.visibility === 'visible' ? card.candidateId : `hidden-${index}`}
                card={card}
                onDetails={setOpen}
                onInvite={onInvite}
                inviting={inviting}
              />
            ))}
          </Results>
        )}
        {results.state === 'loaded' && (pageNumber > 1 || results.page.hasNextPage) && (
          <p>
            {pageNumber > 1 && <Button onClick={() => setPageNumber(pageNumber - 1)}>{t('panel.candidates.previous')}</Button>}{' '}
            {results.page.hasNextPage && <Button onClick={() => setPageNumber(pageNumber + 1)}>{t('panel.candidates.next')}</Button>}
          </p>
        )}
      </section>
      {offerId !== null && <CandidateDetailsPanel candidateId={open} offerId={offerId} language={language} onClose={() => setOpen(null)} />}
    </PanelPage>
  );
}
