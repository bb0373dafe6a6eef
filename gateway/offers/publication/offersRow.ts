import type { Insertable } from 'kysely';
import type { OfferFieldsDto } from '../../../contract/offerLifecycle.ts';
import type { EmploymentTypeRow, OffersTable, SkillRow } from '../../db/Schema.ts';
import { isSalaryCurrency, isSalaryUnit, toMonthlyPln } from '../../listing/currencyRates.ts';
import type { CityRow } from '../../listing/referenceData.ts';
import { htmlToParagraphs } from '../../http/stripHtml.ts';

/** What the published copy needs besides the form. */
export interface PublishedFacts {
  readonly id: string;
  readonly slug: string;
  readonly tenantId: string;
  readonly companyId: number;
  readonly companyName: string;
  readonly city: CityRow;
  readonly publishedAt: Date;
}

/** The lowest `from` and highest `to` over the contracts, in PLN a month (the scale the listing filters on). */
function monthlyRange(types: readonly EmploymentTypeRow[]): { min: number | null; max: number | null } {
  const froms: number[] = [];
  const tos: number[] = [];
  for (const row of types) {
    if (!isSalaryCurrency(row.currency)) continue;
    if (row.from !== null) froms.push(toMonthlyPln(row.from, row.currency, row.unit));
    if (row.to !== null) tos.push(toMonthlyPln(row.to, row.currency, row.unit));
  }
  return { min: froms.length ? Math.min(...froms) : null, max: tos.length ? Math.max(...tos) : null };
}

/**
 * The listing's row of a published offer (`offers`, what search, the offer page and alert digests
 * read), from a complete form. Coordinates default to the city's; the search document is built
 * as the seed builds it: title, company and skills.
 */
export function toOffersRow(form: OfferFieldsDto, facts: PublishedFacts): Insertable<OffersTable> {
  const employmentTypes: EmploymentTypeRow[] = form.employment_types.map((type) => ({
    type: type.type,
    from: type.from,
    to: type.to,
    currency: type.currency,
    unit: isSalaryUnit(type.unit) ? type.unit : 'month',
    gross: type.gross,
  }));
  const skillRows = (skills: OfferFieldsDto['required_skills']): SkillRow[] => skills.map(({ name, level }) => ({ name, level }));
  const required = skillRows(form.required_skills);
  const optional = skillRows(form.optional_skills);
  const skillNames = [...new Set([...required, ...optional].map((skill) => skill.name.toLowerCase()))];
  const range = monthlyRange(employmentTypes);
  const title = form.title ?? '';
  return {
    id: facts.id,
    slug: facts.slug,
    tenant_id: facts.tenantId,
    title,
    company_id: facts.companyId,
    category_id: form.category_id ?? 0,
    city_slug: facts.city.slug,
    street: form.street ?? '',
    latitude: form.latitude ?? facts.city.latitude,
    longitude: form.longitude ?? facts.city.longitude,
    workplace_type: form.workplace_type ?? 'office',
    experience_level: form.experience_level ?? 'mid',
    working_time: form.working_time ?? 'full_time',
    employment_types: JSON.stringify(employmentTypes),
    employment_type_keys: employmentTypes.map((type) => type.type),
    salary_min_month_pln: range.min,
    salary_max_month_pln: range.max,
    required_skills: JSON.stringify(required),
    optional_skills: JSON.stringify(optional),
    skill_names: skillNames,
    multilocation: JSON.stringify([]),
    ukraine_friendly: form.open_to_hire_ukrainians,
    remote_interview: form.remote_interview,
    // The editor's rich text; the offer page shows plain text with its line breaks.
    description: htmlToParagraphs(form.body ?? ''),
    // Without an address to apply at, the offer page's button writes to the e-mail given instead.
    apply_url: form.apply_url ?? (form.apply_email === null ? null : `mailto:${form.apply_email}`),
    published_at: facts.publishedAt,
    search_document: `${title} ${facts.companyName} ${skillNames.join(' ')}`.toLowerCase(),
  };
}
