import { useCallback, useEffect, useState } from 'react';
import type { MatchedOffer } from '../../../../core/profile/matching/MatchedOffers.ts';
import { MATCH_FLOOR } from '../../../../core/profile/matching/matchPercent.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { PromptPanel } from '../../../components/pageLayout.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { PortalLink } from '../../../components/PortalLink.tsx';
import { OfferCardList } from '../../offers/index.ts';
import { ProfilingConsentPrompt } from '../../preferences/index.ts';
import { candidateUrl } from '../../../app/candidatePortal.ts';
import type { ShellData } from '../../../app/shellData.ts';
import { CandidatePortalPage } from '../portal/CandidatePortalPage.tsx';

type View =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'consent-required' }
  | { readonly kind: 'loaded'; readonly offers: readonly MatchedOffer[]; readonly page: number; readonly hasNextPage: boolean };

/** The logged-in candidate's matched offers, best first (LoadMatchedOffers), each card with its match percent. */
function MatchedOffers({ shell, candidateId }: { shell: ShellData; candidateId: string }) {
  const { t } = useTexts();
  const load = useUseCase(ProfileKeys.LoadMatchedOffers);
  const percents = useUseCase(ProfileKeys.MatchPercentsStore);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [now] = useState(() => new Date());
  const currency = shell.currency === null || shell.currency === 'other' ? undefined : shell.currency;

  const fetchPage = useCallback(
    (page: number, previous: readonly MatchedOffer[]) =>
      load.execute({ page, language: shell.language, ...(currency ? { currency } : {}) }).match(
        (outcome) => {
          if (outcome.kind === 'consent-required') setView({ kind: 'consent-required' });
          if (outcome.kind === 'page')
            setView({ kind: 'loaded', offers: [...previous, ...outcome.offers], page: outcome.pageNumber, hasNextPage: outcome.hasNextPage });
        },
        () => setView(previous.length > 0 ? (current) => current : { kind: 'failed' }),
      ),
    [load, shell.language, currency],
  );

  useEffect(() => {
    setView({ kind: 'loading' });
    void fetchPage(1, []);
  }, [candidateId, fetchPage]);

  const here = candidateUrl(shell.candidateBase, 'matchedForYou');
  if (view.kind === 'loading') return <p aria-live="polite">{t('profile.matched.loading')}</p>;
  if (view.kind === 'consent-required') {
    return (
      <ProfilingConsentPrompt
        candidateBase={shell.candidateBase}
        returnTo={here}
        onGiven={() => {
          percents.reset();
          void fetchPage(1, []);
        }}
      />
    );
  }
  if (view.kind === 'failed') {
    return (
      <FormAlert role="alert">
        <p>{t('profile.matched.failed')}</p>
        <Button type="button" onClick={() => void fetchPage(1, [])}>
          {t('common.retry')}
        </Button>
      </FormAlert>
    );
  }
  if (view.offers.length === 0) {
    return (
      <PromptPanel data-testid="matched-empty">
        <p>{t('profile.matched.empty')}</p>
        <PortalLink to={`${candidateUrl(shell.candidateBase, 'profile')}#preferences`}>{t('profile.matched.setPreferences')}</PortalLink>
      </PromptPanel>
    );
  }
  return (
    <OfferCardList
      offers={view.offers}
      language={shell.language}
      now={now}
      testId="matched-offers"
      more={view.hasNextPage ? { label: t('profile.matched.loadMore'), load: () => fetchPage(view.page + 1, view.offers) } : null}
    />
  );
}

/** Matched for you: ranked offers with their percents; without the profiling consent, the prompt that grants it. */
export function MatchedForYouPage({ shell }: { shell: ShellData }) {
  const { t } = useTexts();
  return (
    <CandidatePortalPage
      shell={shell}
      page="matchedForYou"
      heading={t('profile.matched.heading')}
      lead={t('profile.matched.lead', { floor: MATCH_FLOOR })}
      testId="matched-page"
    >
      {(candidateId) => <MatchedOffers shell={shell} candidateId={candidateId} />}
    </CandidatePortalPage>
  );
}
