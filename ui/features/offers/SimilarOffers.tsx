import styled from '@emotion/styled';
import { useId, useMemo } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import type { SimilarOffers as SimilarOffersData } from './loadOffer.ts';
import { OfferCard } from './OfferCard.tsx';
import { plainList } from '../../theme/controls.ts';

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: 12px;
`;

/** Offers like this one, from the lookalikes call; empty and failed states in words. */
export function SimilarOffers({ similar, language, now }: { similar: SimilarOffersData; language: Language; now: string }) {
  const { t } = useTexts();
  const headingId = useId();
  const date = useMemo(() => new Date(now), [now]);
  return (
    <section aria-labelledby={headingId} data-testid="similar-offers">
      <h2 id={headingId}>{t('offerPage.similar')}</h2>
      {similar.kind === 'failed' ? (
        <FailureNotice title={t('offerPage.similarFailed')} failure={similar.failure} testId="similar-error" />
      ) : similar.offers.length === 0 ? (
        <p>{t('offerPage.similarEmpty')}</p>
      ) : (
        <List>
          {similar.offers.map((offer) => (
            <li key={offer.slug}>
              <OfferCard offer={offer} language={language} now={date} />
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
