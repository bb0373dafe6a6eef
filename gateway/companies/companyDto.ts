import { companyTypeKeys, type CompanyListItemDto, type CompanyTypeKey, type LabelledKeyDto } from '../../contract/companies.ts';
import { publicLogoUrl } from '../listing/companyLogos.ts';
import type { Language } from '../listing/offerQuery.ts';
import type { CityOfCompany, CompanyRow } from './queries/companyRows.ts';
import { stripHtml } from '../http/stripHtml.ts';

/** Where the gateway serves a company's stored image (cover, logo, story photo). */
export const COMPANY_IMAGE_PATH = '/api/company-images/';

export const companyImageUrl = (id: string): string => `${COMPANY_IMAGE_PATH}${id}`;

/** A stored type the contract does not know (an old row) is "other", as the spec normalises. */
export const companyTypeOf = (value: string): CompanyTypeKey => companyTypeKeys.find((key) => key === value) ?? 'other';

/** A directory item, carousel card or company page head in the contract's shape, names in `lang`. */
export function toCompanyListItem(row: CompanyRow, cities: readonly CityOfCompany[], lang: Language): CompanyListItemDto {
  const industry: LabelledKeyDto | null =
    row.industry === null ? null : { key: row.industry, label: (lang === 'pl' ? row.industry_pl : row.industry_en) ?? row.industry };
  return {
    id: row.id,
    slug: row.slug,
    companyName: stripHtml(row.name),
    logoUrl: publicLogoUrl(row.slug, row.logo),
    coverPhotoUrl: row.cover_image_id === null ? null : companyImageUrl(row.cover_image_id),
    companyType: companyTypeOf(row.company_type),
    industry,
    shortDescription: stripHtml(row.short_description),
    isActivelyRecruiting: row.is_actively_recruiting,
    isTopCompany: row.is_top,
    offersCount: Number(row.offers),
    cities: cities
      .filter((city) => city.company_id === row.id)
      .map((city) => ({ key: city.city_slug, label: lang === 'pl' ? city.label_pl : city.label_en })),
    hasBrandStory: row.has_story,
  };
}
