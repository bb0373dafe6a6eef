import type { CompanyJobAdDto } from '../../contract/companies.ts';
import { currencyKeys, employmentTypeKeys, workplaceTypeKeys, type Language } from '../listing/offerQuery.ts';
import type { JobAdRow } from './queries/companyDetails.ts';
import type { CompanyRow } from './queries/companyRows.ts';
import { toCompanyListItem } from './companyDto.ts';

const oneOf = <K extends string>(value: string, keys: readonly K[]): K | undefined => keys.find((key) => key === value.toLowerCase());
const units = ['hour', 'day', 'month', 'year'] as const;

/** The spec's "job ad in a company": salaries as the employer wrote them (currencySource original). */
export function toJobAd(row: JobAdRow, company: CompanyRow, lang: Language): CompanyJobAdDto {
  const head = toCompanyListItem(company, [], lang);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    locations: [
      {
        city: lang === 'pl' ? row.city_label_pl : row.city_label_en,
        street: row.street,
        geoCoordinates: { latitude: row.latitude, longitude: row.longitude },
      },
    ],
    company: { id: company.id, name: head.companyName, slug: company.slug, logoUrl: head.logoUrl },
    hiringCompany: { name: head.companyName },
    publishedAt: new Date(row.published_at).toISOString(),
    requirements: [
      ...row.required_skills.map((skill) => ({ skillName: skill.name, required: true })),
      ...row.optional_skills.map((skill) => ({ skillName: skill.name, required: false })),
    ],
    workplaceType: oneOf(row.workplace_type, workplaceTypeKeys) ?? 'office',
    employmentTypes: row.employment_types.flatMap((employment) => {
      const type = oneOf(employment.type, employmentTypeKeys);
      const currency = oneOf(employment.currency, currencyKeys);
      const unit = oneOf(employment.unit, units);
      if (!type || !currency || !unit) return [];
      const salary = employment.from === null && employment.to === null ? null : { from: employment.from, to: employment.to, unit };
      return [{ type, salary, currency, currencySource: 'original' as const }];
    }),
  };
}
