import styled from '@emotion/styled';
import { Fragment } from 'react';
import { Link } from 'react-router';
import type { CompanyJobAd, CompanyProfile } from '../../../core/companies/Company.ts';
import { companiesPath } from '../../../core/companies/companyPaths.ts';
import { jobAdSalary } from '../../../core/companies/jobAdSalary.ts';
import { buildOfferPath } from '../../../core/listing/url/routeWords.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { SurfacePanel } from '../../components/pageLayout.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { SalaryText } from '../offers/index.ts';
import { useShell } from '../../app/useShell.ts';
import { CompanyHeader } from './CompanyHeader.tsx';
import { CompanyOffices } from './CompanyOffices.tsx';
import { companyPageStyles } from './companyPageStyles.ts';
import type { CompanyLoaderData } from './loadCompanyPage.ts';

const Page = styled.div`
  ${companyPageStyles}
`;

/** A brand story's body: paragraphs between blank lines. */
/** The story's lists of words, each with its look: technologies as chips, benefits as a list. */
const STORY_LISTS = [
  ['technologies', 'chips'],
  ['benefits', 'benefits'],
] as const;

const paragraphs = (body: string) => body.split(/\n\s*\n/).filter((text) => text.trim() !== '');

function BrandStory({ company }: { company: CompanyProfile }) {
  const { t } = useTexts();
  const story = company.brandStory;
  if (!story) {
    return (
      <section aria-labelledby="company-story" className="story">
        <h2 id="company-story">{t('companies.page.story')}</h2>
        <p className="muted">{t('companies.page.noStory', { name: company.companyName })}</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="company-story" className="story" data-testid="brand-story">
      <h2 id="company-story">{story.headline}</h2>
      {story.sections.map((section) => (
        <div key={section.title}>
          <h3>{section.title}</h3>
          {paragraphs(section.body).map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      ))}
      {STORY_LISTS.map(
        ([list, className]) =>
          story[list].length > 0 && (
            <Fragment key={list}>
              <h3>{t(`companies.page.${list}`)}</h3>
              <ul className={className}>
                {story[list].map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Fragment>
          ),
      )}
    </section>
  );
}

function JobAds({ jobAds, language }: { jobAds: readonly CompanyJobAd[] | null; language: Language }) {
  const { t } = useTexts();
  return (
    <section aria-labelledby="company-offers" data-testid="company-offers">
      <h2 id="company-offers">
        {t('companies.page.offers')}
        {jobAds !== null && jobAds.length > 0 && <span className="muted"> · {t('companies.page.offersCount', { count: jobAds.length })}</span>}
      </h2>
      {jobAds === null && <SurfacePanel role="alert">{t('companies.page.offersFailed')}</SurfacePanel>}
      {jobAds !== null && jobAds.length === 0 && <SurfacePanel>{t('companies.page.noOffers')}</SurfacePanel>}
      {jobAds !== null && jobAds.length > 0 && (
        <ul className="offers">
          {jobAds.map((ad) => {
            const salary = jobAdSalary(ad);
            return (
              <li key={ad.id} data-testid="company-offer">
                <Link to={buildOfferPath(ad.slug, language)} prefetch="none">
                  {ad.title}
                </Link>
                <span className="muted">
                  {ad.locations.map((location) => location.city).join(', ')} · {t(`filters.option.${ad.workplaceType}`)}
                </span>
                {salary && (
                  <span className="salary">
                    <SalaryText salary={salary} />
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A company's page: its head (cover, logo, facts), brand story, open offers and offices. */
export function CompanyPage({ data }: { data: CompanyLoaderData }) {
  const { t } = useTexts();
  const shell = useShell();
  if (data.kind === 'failed') {
    return (
      <Page>
        <SurfacePanel role="alert">{data.title}</SurfacePanel>
      </Page>
    );
  }
  const { company } = data;
  return (
    <Page data-testid="company-page" data-slug={company.slug}>
      <Link className="back" to={companiesPath(data.language)}>
        {t('companies.page.back')}
      </Link>
      <CompanyHeader company={company} badges={shell.tenant.flags.companyProfile} />
      <div className="columns">
        <div className="main">
          <BrandStory company={company} />
          <JobAds jobAds={data.jobAds} language={data.language} />
        </div>
        <aside className="side">
          <CompanyOffices locations={company.locations} companyName={company.companyName} styleUrl={shell.mapStyleUrl} />
        </aside>
      </div>
    </Page>
  );
}
