import * as t from 'io-ts';
import { CurrencyKeyCodec, EmploymentTypeKeyCodec, LanguageCodec, SalaryUnitCodec, WorkplaceTypeKeyCodec } from './listingKeys.ts';
import { QueryCommaList, QueryFlag, queryKey, queryMultiselect, QueryNumber, QueryText } from './queryParameters.ts';
import { nullable } from './nullable.ts';
import { numberedPage } from './numberedPage.ts';

/**
 * The companies' wire format: the directory (`/company-profiles/with-legacy`), a company's profile
 * and brand story, its offers, its map markers and the companies dictionaries. "with-legacy": every
 * company answers, also one without a profile or a brand story (its fields are then null or empty).
 * The gateway shapes its answers with these codecs; adapters/http decodes with them.
 */

/** Company types as the spec normalises them. */
export const CompanyTypeKeyCodec = t.keyof({
  'software-house': null,
  'e-commerce': null,
  startup: null,
  corporation: null,
  agency: null,
  other: null,
});
export type CompanyTypeKey = t.TypeOf<typeof CompanyTypeKeyCodec>;
export const companyTypeKeys = Object.keys(CompanyTypeKeyCodec.keys) as CompanyTypeKey[];

/** A key with its label in the language asked for (industries, company types, cities). */
export const LabelledKeyCodec = t.type({ key: t.string, label: t.string });
export type LabelledKeyDto = t.TypeOf<typeof LabelledKeyCodec>;
/** GET /industries?lang= and /company-types?lang=. */
export const LabelledKeyListCodec = t.array(LabelledKeyCodec);

export const COMPANY_PAGE_SIZE_DEFAULT = 20;
export const COMPANY_PAGE_SIZE_MAX = 100;
/** `/company-profiles/{id}/job-advertisements` is asked with pageSize 999 (the spec's constant). */
export const COMPANY_JOB_ADS_PAGE_SIZE_MAX = 999;
/** The home page carousel's companies (`/company-profiles/main-page`). */
export const MAIN_PAGE_COMPANIES = 12;
export const COMPANY_MARKERS_MAX = 2000;
export const COMPANY_NAME_QUERY_MAX = 100;

/** The spec's company profile list item, and what the directory and the carousel show besides. */
export const CompanyListItemCodec = t.type({
  id: t.number,
  slug: t.string,
  /** HTML stripped. */
  companyName: t.string,
  logoUrl: t.string,
  /** Null: no cover (the card shows a placeholder). */
  coverPhotoUrl: nullable(t.string),
  companyType: CompanyTypeKeyCodec,
  industry: nullable(LabelledKeyCodec),
  /** HTML stripped. */
  shortDescription: t.string,
  isActivelyRecruiting: t.boolean,
  isTopCompany: t.boolean,
  /** Offers published on this board now. */
  offersCount: t.number,
  /** Where its offices are, in the language asked for. */
  cities: t.array(LabelledKeyCodec),
  hasBrandStory: t.boolean,
});
export type CompanyListItemDto = t.TypeOf<typeof CompanyListItemCodec>;

/** GET /company-profiles/with-legacy: one page of the directory. */
export const CompanyProfilesPageCodec = t.type({ ...numberedPage(CompanyListItemCodec).props, totalPages: t.number });
export type CompanyProfilesPageDto = t.TypeOf<typeof CompanyProfilesPageCodec>;

/** GET /company-profiles/main-page: the carousel's companies, in order. */
export const MainPageCompaniesCodec = t.array(CompanyListItemCodec);

/**
 * The directory's query: paging, a stable shuffle per seed, and the filters. `cities` and `industry`
 * are slugs and keys (repeated or comma-separated), `type` company types. Read a parameter at a time;
 * paging outside its bounds is refused (400), an unknown filter value matches nothing.
 */
export const CompanyProfilesQuery = t.partial({
  pageSize: QueryNumber,
  pageNumber: QueryNumber,
  shuffleSeed: QueryText,
  companyName: QueryText,
  cities: QueryCommaList,
  type: queryMultiselect(CompanyTypeKeyCodec),
  industry: QueryCommaList,
  isActivelyRecruiting: QueryFlag,
  lang: queryKey(LanguageCodec),
});
export type CompanyProfilesQuery = t.TypeOf<typeof CompanyProfilesQuery>;

export const CompanyLocationCodec = t.type({
  city: t.string,
  citySlug: t.string,
  street: t.string,
  latitude: t.number,
  longitude: t.number,
});
export type CompanyLocationDto = t.TypeOf<typeof CompanyLocationCodec>;

/** One part of a brand story: a heading and plain-text paragraphs (blank lines between them). */
export const BrandStorySectionCodec = t.type({ title: t.string, body: t.string });
/** A brand story in one language. */
export const BrandStoryContentCodec = t.type({ headline: t.string, sections: t.array(BrandStorySectionCodec), benefits: t.array(t.string) });
export type BrandStoryContentDto = t.TypeOf<typeof BrandStoryContentCodec>;
export const BrandStoryStatusKeyCodec = t.keyof({ draft: null, published: null });

/** A published brand story as the company page shows it, in the language asked for. */
export const PublishedBrandStoryCodec = t.intersection([BrandStoryContentCodec, t.type({ technologies: t.array(t.string), updatedAt: t.string })]);
export type PublishedBrandStoryDto = t.TypeOf<typeof PublishedBrandStoryCodec>;

/** GET /company-profiles/by-slug/{slug}/published/with-legacy: the company page's data. */
export const CompanyProfileCodec = t.intersection([
  CompanyListItemCodec,
  t.type({
    /** The company's own site ('' when none). */
    url: t.string,
    size: t.string,
    locations: t.array(CompanyLocationCodec),
    /** Null: no published brand story (a legacy profile). */
    brandStory: nullable(PublishedBrandStoryCodec),
  }),
]);
export type CompanyProfileDto = t.TypeOf<typeof CompanyProfileCodec>;

/** GET /company-profiles/by-slug/{slug}/companies: the legal companies behind a profile (here: one). */
export const ProfileCompaniesCodec = t.array(t.type({ id: t.number, name: t.string, slug: t.string }));

/** GET /company-profiles/map/markers/with-legacy: one marker per office. */
export const CompanyMarkerCodec = t.type({ slug: t.string, companyName: t.string, city: t.string, latitude: t.number, longitude: t.number });
export const CompanyMarkerListCodec = t.array(CompanyMarkerCodec);
export type CompanyMarkerDto = t.TypeOf<typeof CompanyMarkerCodec>;

/** The spec's "job ad in a company". */
export const CompanyJobAdCodec = t.type({
  id: t.string,
  slug: t.string,
  title: t.string,
  locations: t.array(t.type({ city: t.string, street: t.string, geoCoordinates: t.type({ latitude: t.number, longitude: t.number }) })),
  company: t.type({ id: t.number, name: t.string, slug: t.string, logoUrl: t.string }),
  /** Who hires (the company itself for every offer of this board). */
  hiringCompany: t.type({ name: t.string }),
  publishedAt: t.string,
  requirements: t.array(t.type({ skillName: t.string, required: t.boolean })),
  workplaceType: WorkplaceTypeKeyCodec,
  employmentTypes: t.array(
    t.type({
      type: EmploymentTypeKeyCodec,
      salary: nullable(t.type({ from: nullable(t.number), to: nullable(t.number), unit: SalaryUnitCodec })),
      currency: CurrencyKeyCodec,
      /** 'original': the employer's figure; offers here are never converted. */
      currencySource: t.literal('original'),
    }),
  ),
});
export type CompanyJobAdDto = t.TypeOf<typeof CompanyJobAdCodec>;

/** GET /company-profiles/{id}/job-advertisements?pageNumber&pageSize: newest first. */
export const CompanyJobAdsPageCodec = numberedPage(CompanyJobAdCodec);
export type CompanyJobAdsPageDto = t.TypeOf<typeof CompanyJobAdsPageCodec>;

/**
 * GET /v2/employer-panel/brand-stories/data/{slug}: the published story in both languages (what the
 * employer panel edits; a draft is not shown without an employer session). 404 with an empty body: none.
 */
export const BrandStoryDataCodec = t.type({
  slug: t.string,
  status: BrandStoryStatusKeyCodec,
  technologies: t.array(t.string),
  content: t.type({ pl: BrandStoryContentCodec, en: BrandStoryContentCodec }),
  updatedAt: t.string,
});
export type BrandStoryDataDto = t.TypeOf<typeof BrandStoryDataCodec>;

/** GET /v2/employer-panel/brand-stories/status/{slug}. 404 with an empty body: no story. */
export const BrandStoryStatusCodec = t.type({ slug: t.string, status: BrandStoryStatusKeyCodec, updatedAt: t.string });
export type BrandStoryStatusDto = t.TypeOf<typeof BrandStoryStatusCodec>;

/** GET /v2/user-panel/brand-stories/companies: the companies with a published brand story. */
export const BrandStoryCompaniesCodec = t.array(CompanyListItemCodec);
