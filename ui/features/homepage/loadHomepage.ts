import type { AppLoadContext } from 'react-router';
import type { CompanyListItem } from '../../../core/companies/Company.ts';
import type { BlogSection } from '../../../core/homepage/blog/LoadBlog.ts';
import { initialGridTab, isPublicTab, offerGridTabs, tabsWithMoreOffers, type OfferGridTab } from '../../../core/homepage/offerGrid.ts';
import { emptyFilters, type Currency } from '../../../core/listing/FilterValues.ts';
import type { ListingVocabulary } from '../../../core/listing/ListingVocabulary.ts';
import type { OfferCard } from '../../../core/listing/Offer.ts';
import { buildListingUrl } from '../../../core/listing/url/buildListingUrl.ts';
import { allLocationsWords, listPrefixWords } from '../../../core/listing/url/routeWords.ts';
import { salaryCurrency } from '../../../core/preferences/currencyChoice.ts';
import type { Language, Tenant } from '../../../core/tenancy/Tenant.ts';
import { CompaniesKeys } from '../../../composition/companies/companiesKeys.ts';
import { HomepageKeys } from '../../../composition/homepage/homepageKeys.ts';
import { resolve } from '../../../composition/kernel/provide.ts';
import { TenancyKeys } from '../../../composition/tenancy/tenancyKeys.ts';
import type { SearchBarData } from '../listing/index.ts';
import { loadSearchBar, packSearchBar } from '../listing/index.ts';

export interface HomepageGrid {
  readonly tabs: readonly OfferGridTab[];
  readonly initial: OfferGridTab;
  /** The first tab's offers, rendered by the server; null when they did not load (the tab offers a retry). */
  readonly offers: readonly OfferCard[] | null;
  /** The listing each "more offers" button opens. */
  readonly more: Partial<Record<OfferGridTab, string>>;
  readonly currency: Currency;
}

export interface HomepageData {
  readonly language: Language;
  /** The search bar's vocabulary; null: the page goes without the bar. */
  readonly search: SearchBarData | null;
  readonly grid: HomepageGrid;
  /** Empty when they did not load: the carousel is left out. */
  readonly companies: readonly CompanyListItem[];
  /** Null when the blog has no posts or could not be read: the block is left out. */
  readonly blog: BlogSection | null;
  readonly now: string;
}

/** The listing every "more offers" button of a tab opens: new with a salary filters by salary, the others show all offers. */
function moreLinks(tabs: readonly OfferGridTab[], language: Language, vocabulary: ListingVocabulary | null): Partial<Record<OfferGridTab, string>> {
  const all = `/${listPrefixWords[language]}/${allLocationsWords[language]}`;
  const build = (withSalary: boolean) => (vocabulary === null ? all : buildListingUrl({ ...emptyFilters, withSalary }, language, vocabulary));
  return Object.fromEntries(tabs.filter((tab) => tabsWithMoreOffers.includes(tab)).map((tab) => [tab, build(tab === 'newWithSalary')]));
}

/**
 * The home page's loader: every block a guest sees, loaded in parallel on the server (the first
 * grid tab's offers, the carousel's companies and the blog), each failing alone: a block that does
 * not load is left out or offers a retry, the page still renders.
 */
export async function loadHomepage(context: AppLoadContext): Promise<HomepageData> {
  const tenantResult = await resolve(context.container, TenancyKeys.GetTenant).execute(context.tenantId);
  const tenant: Tenant | null = tenantResult.isOk() ? tenantResult.value : null;
  const language: Language = context.language ?? tenant?.defaultLanguage ?? 'pl';
  const tabs = tenant ? offerGridTabs(tenant.flags) : (['newWithSalary', 'popular'] as OfferGridTab[]);
  const initial = initialGridTab(tabs);
  const search = await loadSearchBar(context);
  const currency = search?.currency ?? salaryCurrency(context.currency, 'pln');
  const [offers, companies, blog] = await Promise.all([
    isPublicTab(initial) ? resolve(context.container, HomepageKeys.LoadGridOffers).execute({ tab: initial, currency, language }) : null,
    resolve(context.container, CompaniesKeys.LoadCompanyCarousel).execute(language),
    resolve(context.container, HomepageKeys.LoadBlog).execute(language),
  ]);
  return {
    language,
    search: search && packSearchBar(search),
    grid: {
      tabs,
      initial,
      offers: offers?.isOk() ? offers.value : null,
      more: moreLinks(tabs, language, search?.vocabulary ?? null),
      currency,
    },
    companies: companies.isOk() ? companies.value : [],
    blog: blog.isOk() ? blog.value : null,
    now: new Date().toISOString(),
  };
}
