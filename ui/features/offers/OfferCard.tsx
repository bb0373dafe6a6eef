import styled from '@emotion/styled';
import { memo } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { Link } from 'react-router';
import type { ListedOffer } from '../../../core/listing/search/listedOffer.ts';
import { buildOfferPath } from '../../../core/listing/url/routeWords.ts';
import { cardSalary, extraLocationCount, matchPercentOf } from '../../../core/offers/offerDisplay.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { clampedTitle, logoInitials, stretchedLink } from '../../components/cardTitle.ts';
import { color, radius } from '../../theme/tokens.ts';
import { FavouriteButton } from './marks/FavouriteButton.tsx';
import { useSignedInParts } from '../../app/signedInParts.ts';
import { OfferAgeTag } from './OfferAgeTag.tsx';
import { SalaryText } from './SalaryText.tsx';
import { surfaceBox } from '../../theme/controls.ts';
import { companyInitials } from '../../../core/companies/companyInitials.ts';

const Card = styled.article`
  position: relative;
  display: grid;
  grid-template-columns: 56px 1fr auto;
  gap: 4px 12px;
  padding: 14px 16px;
  ${surfaceBox}
  &:focus-within,
  &:hover {
    border-color: ${color.primary};
  }
  img {
    grid-row: span 3;
    width: 56px;
    height: 56px;
    border-radius: ${radius.sm};
    object-fit: contain;
  }
  > h2,
  > h3,
  > p {
    grid-column: 2;
  }
  /* Styled by class: the card's heading is an h3 in lists under a page heading, an h2 where it is the page's next level. */
  .title {
    ${clampedTitle}
  }
  ${stretchedLink('.title a', '2px')}
  /*
    The card's parts are plain elements styled from here, not styled components of their own: a
    listing renders a hundred cards, and each styled component adds its own components to render and
    hydrate (first load on a phone, docs/performance.md).
  */
  /* A missing logo: the company's initials in a neutral square. */
  .logo-placeholder {
    grid-row: span 3;
    ${logoInitials}
    width: 56px;
    height: 56px;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
  }
  .line {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: center;
    color: ${color.muted};
    font-size: 0.9rem;
  }
  .salary {
    margin: 0;
    font-weight: 700;
    color: ${color.text};
  }
  .tag {
    display: inline-block;
    padding: 1px 8px;
    border: 1px solid ${color.border};
    border-radius: ${radius.full};
    font-size: 0.8rem;
    color: ${color.text};
  }
  /* The heart sits in the card's third column, beside the title; it hides itself when the flag is off. */
  .favourite-slot {
    grid-column: 3;
    grid-row: 1 / span 2;
    align-self: start;
  }
  .skills {
    grid-column: 2;
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin: 4px 0 0;
    padding: 0;
    list-style: none;
  }
`;

/**
 * One offer in a list: every display rule comes from core (salary gross or net and hidden when
 * empty, extra locations, match percent when present, age); this only lays them out.
 */
/** A card re-renders only when its own props change: a listing holds a hundred of them. */
export const OfferCard = memo(function OfferCard({
  offer,
  language,
  now,
  headingLevel = 3,
}: {
  offer: ListedOffer;
  language: Language;
  now: Date;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTexts();
  const signedIn = useSignedInParts();
  const salary = cardSalary(offer);
  const extra = extraLocationCount(offer);
  const match = matchPercentOf(offer);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Card data-testid="offer-card" data-slug={offer.slug}>
      {offer.companyLogoThumbUrl !== '' ? (
        <img src={offer.companyLogoThumbUrl} alt="" width={56} height={56} loading="lazy" decoding="async" />
      ) : (
        <span className="logo-placeholder" aria-hidden="true">
          {companyInitials(offer.companyName)}
        </span>
      )}
      <Heading className="title">
        <Link to={buildOfferPath(offer.slug, language)} prefetch="none">
          {offer.title}
        </Link>
      </Heading>
      <div className="favourite-slot">
        <FavouriteButton offerId={offer.guid} offerTitle={offer.title} variant="card" />
      </div>
      <p className="line">
        <span>
          <span className="visually-hidden">{t('offerCard.company')}: </span>
          {offer.companyName}
        </span>
        <span>
          {offer.city}
          {extra > 0 && <> {t('offerCard.moreLocations', { count: extra })}</>}
        </span>
        <span className="tag">{t(`filters.option.${offer.workplaceType}`)}</span>
        {match !== null ? (
          <span className="tag" data-testid="offer-match">
            {t('offerCard.match', { percent: match })}
          </span>
        ) : (
          signedIn && <signedIn.MatchBadge offerId={offer.guid} />
        )}
        <OfferAgeTag publishedAt={offer.publishedAt} now={now} />
        {signedIn && <signedIn.AppliedBadge offerId={offer.guid} />}
      </p>
      {salary !== null && (
        <p className="salary">
          <SalaryText salary={salary} />
        </p>
      )}
      {offer.requiredSkills.length > 0 && (
        <ul className="skills" aria-label={t('offerCard.skills')}>
          {offer.requiredSkills.slice(0, 5).map((skill) => (
            <li key={skill.name}>
              <span className="tag">{skill.name}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});
