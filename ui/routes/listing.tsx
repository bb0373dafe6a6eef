import { data, type ShouldRevalidateFunction } from 'react-router';
import { packedOfferSlug } from '../../core/listing/search/packedOffer.ts';
import { isListLayout, listLayoutSetCookie } from '../../core/preferences/listLayout.ts';
import { listingAlertSlots } from '../features/alerts/listing/listingAlertSlots.tsx';
import { ListingPage } from '../features/listing/ListingPage.tsx';
import { loadListing, type ListingLoaderData } from '../features/listing/loadListing.ts';
import { offerListJsonLd } from '../features/offers/offerListJsonLd.ts';
import { alternateLinks } from '../app/alternateLinks.ts';
import type { Route } from './+types/listing';
import { seoMeta, unindexedPageMeta } from '../app/seoMeta.ts';

/** Every listing URL: parsed by core, searched through the SearchOffers use case; anything else is a 404. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadListing(request, context);

/** A listing found may be shared between visitors without a session (ui/app/sharedPage.ts). */
export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** Stores the list layout (offers-list-layout, one year). Works without JavaScript too. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const layout = form.get('layout');
  if (form.get('intent') !== 'layout' || !isListLayout(layout)) return data({ ok: false }, { status: 400 });
  return data({ ok: true, layout }, { headers: { 'Set-Cookie': listLayoutSetCookie(layout) } });
}

/** Storing the layout, or opening and closing a panel (only the hash changes), changes no result: no reload for them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  formData?.get('intent') === 'layout' || onlyTheHashChanged(currentUrl, nextUrl) ? false : defaultShouldRevalidate;

function onlyTheHashChanged(current: URL, next: URL): boolean {
  return current.pathname === next.pathname && current.search === next.search && current.hash !== next.hash;
}

export const meta: Route.MetaFunction = ({ loaderData }) => {
  const page = loaderData as ListingLoaderData | undefined;
  if (!page) return [];
  if (page.kind === 'failed') return unindexedPageMeta(page.seo.title);
  const offers = page.offers.kind === 'ok' ? page.offers.page.items.map((packed) => ({ slug: packedOfferSlug(packed) })) : [];
  return [
    ...seoMeta(page.seo),
    ...alternateLinks(page.seo.alternates),
    ...(page.pastEnd !== null ? [{ name: 'robots', content: 'noindex' }] : []),
    ...(offers.length > 0 ? [{ 'script:ld+json': offerListJsonLd(offers, { origin: page.origin, language: page.language }) }] : []),
  ];
};

export default function Listing({ loaderData }: Route.ComponentProps) {
  return <ListingPage data={loaderData as ListingLoaderData} slots={listingAlertSlots} />;
}
