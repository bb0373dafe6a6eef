import styled from '@emotion/styled';
import { FavouriteButton } from './marks/FavouriteButton.tsx';
import { AppliedBadge } from '../applications/index.ts';
import { ApplyButton } from '../applications/index.ts';
import { ApplySection } from '../applications/index.ts';
import { buildOfferPath } from '../../../core/listing/url/routeWords.ts';
import { CalculatorLink } from '../calculator/index.ts';
import { useId } from 'react';
import { useTexts } from '../../i18n/useTexts.ts';
import { Link } from 'react-router';
import { extraLocationCount, salaryDisplay } from '../../../core/offers/offerDisplay.ts';
import { plainList, wrappingRow } from '../../theme/controls.ts';
import { color, layout, media, radius } from '../../theme/tokens.ts';
import { FailureNotice } from '../../components/FailureNotice.tsx';
import { TruncatedText } from '../../components/TruncatedText.tsx';
import { CompanyBox } from './CompanyBox.tsx';
import { OfferApplying } from './OfferApplying.tsx';
import type { OfferLoaderData, OfferPageData } from './loadOffer.ts';
import { OfferAgeTag } from './OfferAgeTag.tsx';
import { SalaryText } from './SalaryText.tsx';
import { SimilarOffers } from './SimilarOffers.tsx';
import { useRecordOfferView } from './useRecordOfferView.ts';

const Page = styled.article`
  max-width: ${layout.offersListMaxWidth}px;
  margin: 0 auto;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 20px;
  h1 {
    margin: 0;
    font-size: 1.6rem;
  }
  ${media.sm} {
    padding: 24px 16px;
    h1 {
      font-size: 2rem;
    }
  }
`;

const Head = styled.header`
  display: flex;
  flex-direction: column;
  gap: 8px;
  p {
    margin: 0;
    color: ${color.muted};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Salaries = styled.ul`
  ${plainList}
  li {
    font-weight: 700;
    font-size: 1.1rem;
  }
`;

const Skills = styled.ul`
  ${wrappingRow}
  li {
    padding: 2px 10px;
    border: 1px solid ${color.border};
    border-radius: ${radius.full};
  }
`;

const Description = styled.section`
  p {
    margin: 0 0 12px;
    white-space: pre-line;
  }
`;

export function OfferPage({ data }: { data: OfferLoaderData }) {
  const { t } = useTexts();
  if (data.kind === 'failed') {
    return (
      <Page>
        <h1>{data.title}</h1>
        <FailureNotice title={t('offerPage.errorTitle')} failure={data.failure} testId="offer-error" />
      </Page>
    );
  }
  return <LoadedOffer data={data} />;
}

/** The full offer, in the page's language; the view is recorded once it is on screen. */
function LoadedOffer({ data }: { data: OfferPageData }) {
  const { t } = useTexts();
  const { offer, company, language } = data;
  useRecordOfferView(offer.slug);
  const descriptionId = useId();
  const skillsId = useId();
  const others = offer.multilocation.filter((location) => location.slug !== offer.slug);
  const salaries = offer.employmentTypes.flatMap((employment) => {
    const salary = salaryDisplay(employment);
    return salary ? [{ type: employment.type, salary }] : [];
  });
  return (
    <Page data-testid="offer-page" data-slug={offer.slug}>
      <Link to={data.backTo}>
        <span aria-hidden="true">←</span> {t('offerPage.backToList')}
      </Link>
      <Head>
        <h1>{offer.title}</h1>
        <FavouriteButton offerId={offer.guid} offerTitle={offer.title} variant="page" />
        <AppliedBadge offerId={offer.guid} />
        <p>
          {offer.companyName} · {offer.city}
          {extraLocationCount(offer) > 0 && <> {t('offerCard.moreLocations', { count: extraLocationCount(offer) })}</>} ·{' '}
          <OfferAgeTag publishedAt={offer.publishedAt} now={new Date(data.now)} />
        </p>
        <ApplyButton offer={offer} />
      </Head>
      <section aria-label={t('offerPage.salary')}>
        {salaries.length > 0 ? (
          <Salaries data-testid="offer-salaries">
            {salaries.map(({ type, salary }) => (
              <li key={type}>
                {t(`filters.option.${type}`)}: <SalaryText salary={salary} />
              </li>
            ))}
          </Salaries>
        ) : (
          <p>{t('offerPage.noSalary')}</p>
        )}
        <CalculatorLink employmentTypes={offer.employmentTypes} />
      </section>
      <section aria-label={t('offerPage.details')}>
        <Facts>
          <dt>{t('offerPage.location')}</dt>
          <dd>
            {offer.street !== '' ? `${offer.street}, ${offer.city}` : offer.city}
            {others.length > 0 && (
              <>
                {' '}
                ({t('offerPage.otherLocations')}: {others.map((location) => location.city).join(', ')})
              </>
            )}
          </dd>
          <dt>{t('offerPage.workplace')}</dt>
          <dd>{t(`filters.option.${offer.workplaceType}`)}</dd>
          <dt>{t('offerPage.experience')}</dt>
          <dd>{t(`filters.option.${offer.experienceLevel}`)}</dd>
          <dt>{t('offerPage.workingTime')}</dt>
          <dd>{t(`filters.option.${offer.workingTime}`)}</dd>
          <dt>{t('offerPage.published')}</dt>
          <dd>
            <time dateTime={offer.publishedAt}>{data.published}</time>
          </dd>
          {offer.remoteInterview && (
            <>
              <dt>{t('offerPage.remoteInterview')}</dt>
              <dd>{t('offerPage.yes')}</dd>
            </>
          )}
          {offer.ukraineFriendly && (
            <>
              <dt>{t('offerPage.ukraineFriendly')}</dt>
              <dd>{t('offerPage.yes')}</dd>
            </>
          )}
        </Facts>
      </section>
      <section aria-labelledby={skillsId}>
        <h2 id={skillsId}>{t('offerPage.requiredSkills')}</h2>
        <Skills>
          {offer.requiredSkills.map((skill) => (
            <li key={skill.name}>
              {skill.name} <span className="visually-hidden">({t('offerPage.skillLevel', { level: skill.level })})</span>
            </li>
          ))}
        </Skills>
        {offer.optionalSkills.length > 0 && (
          <>
            <h3>{t('offerPage.optionalSkills')}</h3>
            <Skills>
              {offer.optionalSkills.map((skill) => (
                <li key={skill.name}>{skill.name}</li>
              ))}
            </Skills>
          </>
        )}
      </section>
      <Description aria-labelledby={descriptionId}>
        <h2 id={descriptionId}>{t('offerPage.description')}</h2>
        <TruncatedText text={offer.description} moreLabel={t('offerPage.showMore')} lessLabel={t('offerPage.showLess')} />
      </Description>
      <ApplySection offer={offer} language={language} returnTo={buildOfferPath(offer.slug, language)} />
      <OfferApplying offer={offer} />
      {company && <CompanyBox company={company} />}
      <SimilarOffers similar={data.similar} language={language} now={data.now} />
    </Page>
  );
}
