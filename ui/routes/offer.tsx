import { applicationPageModules } from '../../composition/roots/pages/applicationPage.ts';
import { useContextModules } from '../../composition/react/UseCaseProvider.tsx';
import { jobPostingJsonLd } from '../features/offers/jobPostingJsonLd.ts';
import { alternateLinks } from '../app/alternateLinks.ts';
import { loadOffer, type OfferLoaderData } from '../features/offers/loadOffer.ts';
import { OfferPage } from '../features/offers/OfferPage.tsx';
import type { Route } from './+types/offer';
import { seoMeta, unindexedPageMeta } from '../app/seoMeta.ts';

/** /oferta-pracy/{slug} and /job-offer/{slug}: the offer through GetOffer; an unknown one is a 404. */
export const loader = ({ params, context, request }: Route.LoaderArgs) => loadOffer(params.slug, context, request);

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData as OfferLoaderData | undefined;
  if (!page) return [];
  if (page.kind === 'failed') return unindexedPageMeta(page.title);
  return [
    ...seoMeta(page.seo),
    ...alternateLinks(page.seo.alternates),
    { 'script:ld+json': jobPostingJsonLd(page.offer, { origin: page.origin, language: page.language }) },
  ];
};

export default function Offer({ loaderData }: Route.ComponentProps) {
  useContextModules(applicationPageModules);
  return <OfferPage data={loaderData as OfferLoaderData} />;
}
