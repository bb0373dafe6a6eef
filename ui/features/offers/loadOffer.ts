import { data, type AppLoadContext } from 'react-router';
import type { CompanyShortInfo, OfferCard, OfferDetail } from '../../../core/listing/Offer.ts';
import { buildListingUrl } from '../../../core/listing/url/buildListingUrl.ts';
import { emptyFilters } from '../../../core/listing/FilterValues.ts';
import type { ListingVocabulary } from '../../../core/listing/ListingVocabulary.ts';
import { allLocationsWords, buildOfferPath, listPrefixWords } from '../../../core/listing/url/routeWords.ts';
import { excerpt } from '../../../core/offers/offerDisplay.ts';
import { salaryCurrency } from '../../../core/preferences/currencyChoice.ts';
import { pageLanguage } from '../../../core/preferences/pageLanguage.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { ListingKeys } from '../../../composition/listing/listingKeys.ts';
import { OffersKeys } from '../../../composition/offers/offersKeys.ts';
import { TenancyKeys } from '../../../composition/tenancy/tenancyKeys.ts';
import { createI18n } from '../../i18n/createI18n.ts';
import { formatDay } from '../../i18n/formatDay.ts';
import type { Alternates } from '../../app/alternateLinks.ts';
import { hasControlCharacters } from '../../../core/shared/controlCharacters.ts';

export type SimilarOffers =
  { readonly kind: 'ok'; readonly offers: readonly OfferCard[] } | { readonly kind: 'failed'; readonly failure: GatewayFailure };

export interface OfferPageData {
  readonly kind: 'offer';
  readonly language: Language;
  readonly offer: OfferDetail;
  /** Null when the company's short info did not answer: the page goes on without it. */
  readonly company: CompanyShortInfo | null;
  readonly similar: SimilarOffers;
  /** The listing to go back to: the offer's category, in the page's words. */
  readonly backTo: string;
  /** The publication day in the page's language, formatted here so that hydration needs no date formatter (`formatDay`). */
  readonly published: string;
  readonly now: string;
  readonly origin: string;
  /** `canonical` is this language's own address; `alternates` each language's, for hreflang links. */
  readonly seo: { readonly title: string; readonly description: string; readonly canonical: string; readonly alternates: Alternates };
}

export interface OfferFailedData {
  readonly kind: 'failed';
  readonly language: Language;
  readonly failure: GatewayFailure;
  readonly title: string;
}

export type OfferLoaderData = OfferPageData | OfferFailedData;

/** Slugs are short words and digits; anything longer is no slug of ours (and bounds the work). */
const MAX_SLUG_LENGTH = 300;

/**
 * The offer page's loader: the offer and its company (GetOffer ignores the company's failure) and
 * similar offers (GetSimilarOffers), in parallel. An unknown offer is a 404; any other failure a
 * readable error state.
 */
export async function loadOffer(slug: string, context: AppLoadContext, request: Request) {
  // No offer's slug holds a control character (the gateway refuses one with a 400): no such offer.
  if (slug === '' || slug.length > MAX_SLUG_LENGTH || hasControlCharacters(slug)) throw data(null, { status: 404 });
  const tenantResult = await resolve(context.container, TenancyKeys.GetTenant).execute(context.tenantId);
  const tenant = tenantResult.isOk() ? tenantResult.value : null;
  // /job-offer/… is English and /oferta-pracy/… Polish, whatever the cookie says.
  const language: Language = pageLanguage(request.url, context.language, tenant?.defaultLanguage ?? 'pl');
  const t = createI18n(language).t;
  if (tenant === null) return failed(tenantResult.isErr() ? tenantResult.error : { kind: 'not-found' }, language, t('offerPage.errorTitle'));

  const vocabulary = await resolve(context.container, ListingKeys.LoadListingVocabulary).execute(language);
  const currency = salaryCurrency(context.currency, vocabulary.isOk() ? vocabulary.value.configuration.defaultCurrency : 'pln');
  const [offerResult, similarResult] = await Promise.all([
    resolve(context.container, OffersKeys.GetOffer).execute({ idOrSlug: slug, currency }),
    resolve(context.container, OffersKeys.GetSimilarOffers).execute({ slug, currency }),
  ]);
  if (offerResult.isErr()) {
    if (offerResult.error.kind === 'not-found') throw data(null, { status: 404 });
    return failed(offerResult.error, language, t('offerPage.errorTitle'));
  }
  const { offer, company } = offerResult.value;
  const body: OfferPageData = {
    kind: 'offer',
    language,
    offer,
    company,
    similar: similarResult.isOk() ? { kind: 'ok', offers: similarResult.value } : { kind: 'failed', failure: similarResult.error },
    backTo: vocabulary.isOk() ? backToListing(offer, vocabulary.value, language) : `/${listPrefixWords[language]}/${allLocationsWords[language]}`,
    published: formatDay(offer.publishedAt, language),
    now: new Date().toISOString(),
    origin: context.origin,
    seo: {
      title: t('offerPage.documentTitle', { title: offer.title, company: offer.companyName, tenant: tenant.name }),
      description: excerpt(offer.description.replace(/\s+/g, ' ').trim(), 160),
      canonical: `${context.origin}${buildOfferPath(offer.slug, language)}`,
      alternates: {
        pl: `${context.origin}${buildOfferPath(offer.slug, 'pl')}`,
        en: `${context.origin}${buildOfferPath(offer.slug, 'en')}`,
        'x-default': `${context.origin}${buildOfferPath(offer.slug, tenant.defaultLanguage)}`,
      },
    },
  };
  return data<OfferLoaderData>(body);
}

function failed(failure: GatewayFailure, language: Language, title: string) {
  return data<OfferLoaderData>({ kind: 'failed', language, failure, title }, { status: 502 });
}

/** The listing of the offer's main category (all offers when its category is unknown). */
function backToListing(offer: OfferDetail, vocabulary: ListingVocabulary, language: Language): string {
  const main = vocabulary.categories.find(
    (category) => category.slug === offer.categorySlug || category.children.some((child) => child.slug === offer.categorySlug),
  );
  return buildListingUrl({ ...emptyFilters, category: main?.slug ?? null }, language, vocabulary);
}
