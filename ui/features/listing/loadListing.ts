import type { TFunction } from 'i18next';
import { data, type AppLoadContext } from 'react-router';
import { alertBannerVisible, hideSubMessageCookie } from '../../../core/alerts/surfaces/alertBanner.ts';
import { buildListingUrl } from '../../../core/listing/url/buildListingUrl.ts';
import type { Currency, FilterValues } from '../../../core/listing/FilterValues.ts';
import { findCity, findMainCategory, findSubcategory, type ListingVocabulary } from '../../../core/listing/ListingVocabulary.ts';
import { packVocabulary, type PackedVocabulary } from '../../../core/listing/packedVocabulary.ts';
import { packedOffersPage, type PackedOffersPage } from '../../../core/listing/search/packedOffer.ts';
import { parseListingUrl } from '../../../core/listing/url/parseListingUrl.ts';
import { salaryCurrency } from '../../../core/preferences/currencyChoice.ts';
import { languageOfUrl, pageLanguage } from '../../../core/preferences/pageLanguage.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { ListingKeys } from '../../../composition/listing/listingKeys.ts';
import { TenancyKeys } from '../../../composition/tenancy/tenancyKeys.ts';
import { createI18n } from '../../i18n/createI18n.ts';
import type { Alternates } from '../../app/alternateLinks.ts';
import { readListLayout, type ListLayout } from '../../../core/preferences/listLayout.ts';
import { isPastTheEnd, lastResultsPage, readResultsPage, requestedResultsPage, withResultsPage } from '../../../core/listing/url/resultsPage.ts';
import { offsetOfPage } from '../../../core/listing/search/toSearchQuery.ts';
import { LISTING_SHARED_SECONDS, sharedPageHeaders } from '../../app/sharedPage.ts';

export interface ListingSeo {
  readonly title: string;
  readonly description: string;
  /** Absolute. */
  readonly canonical: string;
  /** This page in each language's words (absolute), for the hreflang links; `x-default` is the tenant's default language. */
  readonly alternates: Alternates;
}

export type OffersResult = { readonly kind: 'ok'; readonly page: PackedOffersPage } | { readonly kind: 'failed'; readonly failure: GatewayFailure };

export interface ListingData {
  readonly kind: 'listing';
  readonly language: Language;
  readonly currency: Currency;
  /** Packed for the page (ADR 35): `unpackVocabulary` makes it whole. */
  readonly vocabulary: PackedVocabulary;
  readonly filters: FilterValues;
  /** The canonical URL of these filters (path and query), without the page. */
  readonly listingUrl: string;
  /** The path and query asked for, as asked (the address bar's, before any canonical form). */
  readonly requestPath: string;
  readonly heading: string;
  readonly pageNumber: number;
  /** The page asked for lies past the last one (`?strona=99999`): the page says so and links to the first; null otherwise. */
  readonly pastEnd: { readonly requested: number; readonly lastPage: number } | null;
  readonly offers: OffersResult;
  /** Offers per category id under the other filters, for the category chips (pairs: loader data is JSON); empty without a category. */
  readonly categoryCounts: ReadonlyArray<readonly [number, number]>;
  readonly layout: ListLayout;
  /** The time the page was made: offer ages are counted from it, on the server and in the browser alike. */
  readonly now: string;
  readonly origin: string;
  readonly seo: ListingSeo;
  /** The "save job alert" banner shows (tenant flag on, not closed by its cookie): read here so it never flashes. */
  readonly alertBanner: boolean;
}

/** The dictionaries (or the tenant) could not be loaded: the page shows a readable error. */
export interface ListingFailedData {
  readonly kind: 'failed';
  readonly failure: GatewayFailure;
  readonly language: Language;
  readonly seo: Pick<ListingSeo, 'title' | 'description'>;
}

export type ListingLoaderData = ListingData | ListingFailedData;

const notFound = () => data(null, { status: 404 });

/**
 * The listing loader, on the server for the first page and for every client navigation alike:
 * the URL is parsed by core against the tenant's vocabulary (a URL that is not a listing is a 404,
 * never a 500), then one page of offers is searched. Gateway failures become a readable state.
 */
export async function loadListing(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const tenantResult = await resolve(context.container, TenancyKeys.GetTenant).execute(context.tenantId);
  if (tenantResult.isErr()) return failed(tenantResult.error, languageOfUrl(request.url) ?? context.language ?? 'pl');
  const tenant = tenantResult.value;
  // The URL's prefix decides (docs/listing-url.md): a crawler without cookies sees each language at its own address.
  const language = pageLanguage(request.url, context.language, tenant.defaultLanguage);

  const vocabularyResult = await resolve(context.container, ListingKeys.LoadListingVocabulary).execute(language);
  if (vocabularyResult.isErr()) return failed(vocabularyResult.error, language);
  const vocabulary = vocabularyResult.value;

  const parsed = parseListingUrl(url.pathname + url.search, vocabulary);
  if (parsed.kind === 'not-listing') throw notFound();
  const { filters } = parsed;
  const currency = salaryCurrency(context.currency, vocabulary.configuration.defaultCurrency);
  const pageSize = vocabulary.configuration.pageSize;
  const pageNumber = readResultsPage(url.searchParams);

  const [search, categoryCounts] = await Promise.all([
    resolve(context.container, ListingKeys.SearchOffers).execute({
      filters,
      currency,
      from: offsetOfPage(pageNumber, pageSize),
      signal: request.signal,
    }),
    resolve(context.container, ListingKeys.CountOffersByCategory).execute({ filters, currency, signal: request.signal }),
  ]);
  const searched: OffersResult = search.isOk() ? { kind: 'ok', page: packedOffersPage(search.value) } : { kind: 'failed', failure: search.error };
  const requested = requestedResultsPage(url.searchParams);
  const pastEnd =
    searched.kind === 'ok' && isPastTheEnd(requested, searched.page.totalCount, pageSize) && requested !== null
      ? { requested, lastPage: lastResultsPage(searched.page.totalCount, pageSize) }
      : null;
  // Past the end, no offers show (a page beyond the deepest served was searched as page 1 for its count).
  const offers: OffersResult =
    pastEnd !== null && searched.kind === 'ok' ? { kind: 'ok', page: { ...searched.page, items: [], nextFrom: null } } : searched;

  const t = createI18n(language).t;
  const heading = headingOf(filters, vocabulary, t);
  const listingUrl = buildListingUrl(filters, language, vocabulary);
  const total = offers.kind === 'ok' ? offers.page.totalCount : 0;
  const what = whatOf(filters, vocabulary, t);
  const seo: ListingSeo = {
    title: t(pageNumber > 1 ? 'listingPage.documentTitlePage' : 'listingPage.documentTitle', { heading, page: pageNumber, tenant: tenant.name }),
    description: t('listingPage.description', { count: total, what, tenant: tenant.name }),
    canonical: `${context.origin}${withResultsPage(listingUrl, pageNumber, language)}`,
    alternates: listingAlternates(filters, pageNumber, vocabulary, context.origin, tenant.defaultLanguage),
  };
  const body: ListingData = {
    kind: 'listing',
    language,
    currency,
    vocabulary: packVocabulary(vocabulary),
    filters,
    listingUrl,
    requestPath: url.pathname + url.search,
    heading,
    pageNumber,
    pastEnd,
    offers,
    // The chips go without counts when counting fails: the results still show.
    categoryCounts: categoryCounts.isOk() ? [...categoryCounts.value] : [],
    layout: readListLayout(request.headers.get('cookie')),
    now: new Date().toISOString(),
    origin: context.origin,
    seo,
    alertBanner: alertBannerVisible(hideSubMessageCookie(request.headers.get('cookie')), tenant.flags.jobAlerts),
  };
  // A page past the end is not a page: 404 for crawlers, with the listing and a way back for people.
  const status = offers.kind !== 'ok' ? 502 : pastEnd !== null ? 404 : 200;
  return data<ListingLoaderData>(body, { status, ...(status === 200 ? { headers: sharedPageHeaders(LISTING_SHARED_SECONDS) } : {}) });
}

/** The same results page in each language's words (its vocabulary's slugs are the same in both). */
function listingAlternates(
  filters: FilterValues,
  pageNumber: number,
  vocabulary: ListingVocabulary,
  origin: string,
  defaultLanguage: Language,
): ListingSeo['alternates'] {
  const url = (language: Language) => `${origin}${withResultsPage(buildListingUrl(filters, language, vocabulary), pageNumber, language)}`;
  return { pl: url('pl'), en: url('en'), 'x-default': url(defaultLanguage) };
}

function failed(failure: GatewayFailure, language: Language) {
  const t = createI18n(language).t;
  const body: ListingFailedData = {
    kind: 'failed',
    failure,
    language,
    seo: { title: t('listingPage.errorTitle'), description: t('listingPage.errorTitle') },
  };
  return data<ListingLoaderData>(body, { status: 502 });
}

type Translate = TFunction;

/** "JavaScript, React, Warszawa, react": what the filters narrow the offers to, in words. */
function whatOf(filters: FilterValues, vocabulary: ListingVocabulary, t: Translate): string {
  const parts: string[] = [];
  const category = filters.category === null ? undefined : findMainCategory(vocabulary, filters.category);
  if (category) {
    const children = filters.subcategories
      .map((slug) => findSubcategory(category, slug)?.label)
      .filter((label): label is string => label !== undefined);
    parts.push(children.length > 0 ? children.join(', ') : category.label);
  }
  if (filters.remote) parts.push(t('listingPage.remote'));
  else if (filters.city !== null) parts.push(findCity(vocabulary, filters.city)?.label ?? filters.city);
  const text = [...filters.keywords, ...filters.jobTitles, ...filters.companyNames, ...filters.skills];
  if (text.length > 0) parts.push(text.slice(0, 3).join(', '));
  return parts.length > 0 ? parts.join(', ') : t('listingPage.allLocations');
}

function headingOf(filters: FilterValues, vocabulary: ListingVocabulary, t: Translate): string {
  const narrowed =
    filters.category !== null ||
    filters.remote ||
    filters.city !== null ||
    filters.keywords.length + filters.jobTitles.length + filters.companyNames.length + filters.skills.length > 0;
  return narrowed ? t('listingPage.headingWith', { what: whatOf(filters, vocabulary, t) }) : t('listingPage.heading');
}
