import type { CurrencyKey, OfferDetailDto, OfferListItemDto } from '../../contract/listing.ts';
import type { OfferFieldsDto } from '../../contract/offerLifecycle.ts';
import { offerValidThrough } from './offerValidThrough.ts';
import type { OfferDetailRow, OfferListRow } from './queries/offerCards.ts';
import { experienceLevelKeys, workingTimeKeys, workplaceTypeKeys, type Language } from './offerQuery.ts';
import { publicLogoUrl } from './companyLogos.ts';
import { employmentTypesIn } from './salaryConversion.ts';

/** A stored text column read as one of the contract's keys; a value the contract does not know becomes `fallback`. */
function keyOf<K extends string>(value: string, keys: readonly K[], fallback: K): K {
  return keys.find((key) => key === value) ?? fallback;
}

/** An offer card in the contract's shape, salaries in `currency`, the city named in `lang`. */
export function toOfferListItem(row: OfferListRow, currency: CurrencyKey, lang: Language): OfferListItemDto {
  return {
    slug: row.slug,
    guid: row.id,
    title: row.title,
    employmentTypes: employmentTypesIn(row.employment_types, currency),
    companyLogoThumbUrl: publicLogoUrl(row.company_slug, row.company_logo),
    applyUrl: row.apply_url,
    companyName: row.company_name,
    workplaceType: keyOf(row.workplace_type, workplaceTypeKeys, 'office'),
    experienceLevel: keyOf(row.experience_level, experienceLevelKeys, 'mid'),
    workingTime: keyOf(row.working_time, workingTimeKeys, 'full_time'),
    city: lang === 'pl' ? row.city_label_pl : row.city_label_en,
    citySlug: row.city_slug,
    categoryId: row.category_id,
    latitude: row.latitude,
    longitude: row.longitude,
    requiredSkills: row.required_skills.map(({ name, level }) => ({ name, level })),
    multilocation: row.multilocation.map(({ city, slug }) => ({ city, slug })),
    publishedAt: new Date(row.published_at).toISOString(),
  };
}

/** The offer page's offer; `now` dates a demo offer's end (offerValidThrough.ts), left out without it. */
export function toOfferDetail(row: OfferDetailRow, currency: CurrencyKey, lang: Language, now?: Date): OfferDetailDto {
  return {
    ...toOfferListItem(row, currency, lang),
    id: row.id,
    description: row.description,
    street: row.street,
    companySize: row.company_size,
    companyUrl: row.company_url,
    companySlug: row.company_slug,
    optionalSkills: row.optional_skills.map(({ name, level }) => ({ name, level })),
    remoteInterview: row.remote_interview,
    ukraineFriendly: row.ukraine_friendly,
    categorySlug: row.category_slug,
    ...(now
      ? { validThrough: offerValidThrough(new Date(row.published_at), row.expires_at ? new Date(row.expires_at) : null, now).toISOString() }
      : {}),
    ...(row.country ? { countryCode: row.country } : {}),
    ...employerFields(row.employer_form ?? null),
  };
}

/** What an employer wrote for applicants (platform.md 3), on employers' offers only. */
function employerFields(form: OfferFieldsDto | null): Partial<OfferDetailDto> {
  if (form === null) return {};
  return {
    applyEmail: form.apply_email,
    contactName: form.contact_name,
    contactEmail: form.contact_email,
    contactPhone: form.contact_phone,
    informationClause: form.information_clause,
    futureConsent: form.future_consent,
    customConsent: form.custom_consent,
  };
}
