import styled from '@emotion/styled';
import { useId } from 'react';
import type { OfferDetail } from '../../../core/listing/Offer.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { color, radius } from '../../theme/tokens.ts';

const Section = styled.section`
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.2rem;
  }
  h3 {
    margin: 16px 0 4px;
    font-size: 1rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 16px;
    margin: 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  p,
  ul {
    margin: 0;
    color: ${color.muted};
    white-space: pre-line;
  }
`;

/** What the employer wrote for applicants, if anything (platform.md 3; only employers' own offers carry it). */
export function hasApplyingDetails(offer: OfferDetail): boolean {
  return Boolean(
    offer.applyEmail || offer.contactName || offer.contactEmail || offer.contactPhone || offer.informationClause || askedConsents(offer).length > 0,
  );
}

const askedConsents = (offer: OfferDetail): string[] =>
  [offer.futureConsent, offer.customConsent].flatMap((consent) => (consent && consent.enabled && consent.text.trim() !== '' ? [consent.text] : []));

/**
 * Where a candidate needs the employer's fields: the e-mail applications go to, the contact person
 * (e-mail and phone as links), the consents applying asks for, and the information clause on how
 * the employer processes an applicant's data. Nothing shows for an offer without them.
 */
export function OfferApplying({ offer }: { offer: OfferDetail }) {
  const { t } = useTexts();
  const headingId = useId();
  if (!hasApplyingDetails(offer)) return null;
  const consents = askedConsents(offer);
  return (
    <Section aria-labelledby={headingId} data-testid="offer-applying">
      <h2 id={headingId}>{t('offerPage.applying')}</h2>
      <dl>
        {offer.applyEmail && (
          <>
            <dt>{t('offerPage.applyEmail')}</dt>
            <dd>
              <a href={`mailto:${offer.applyEmail}`}>{offer.applyEmail}</a>
            </dd>
          </>
        )}
        {offer.contactName && (
          <>
            <dt>{t('offerPage.contactPerson')}</dt>
            <dd data-testid="offer-contact-name">{offer.contactName}</dd>
          </>
        )}
        {offer.contactEmail && (
          <>
            <dt>{t('offerPage.contactEmail')}</dt>
            <dd>
              <a href={`mailto:${offer.contactEmail}`}>{offer.contactEmail}</a>
            </dd>
          </>
        )}
        {offer.contactPhone && (
          <>
            <dt>{t('offerPage.contactPhone')}</dt>
            <dd>
              <a href={`tel:${offer.contactPhone.replace(/[^\d+]/g, '')}`}>{offer.contactPhone}</a>
            </dd>
          </>
        )}
      </dl>
      {consents.length > 0 && (
        <>
          <h3>{t('offerPage.consents')}</h3>
          <ul data-testid="offer-consents">
            {consents.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
      {offer.informationClause && (
        <>
          <h3>{t('offerPage.informationClause')}</h3>
          <p data-testid="offer-information-clause">{offer.informationClause}</p>
        </>
      )}
    </Section>
  );
}
