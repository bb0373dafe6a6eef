import styled from '@emotion/styled';
import { useId, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { CompanyFilters } from '../../../core/companies/Companies.ts';
import { buildDirectoryUrl, companiesPath, COMPANY_NAME_MAX, parseDirectoryQuery } from '../../../core/companies/companyPaths.ts';
import { companyTypes, type LabelledKey } from '../../../core/companies/Company.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import { useTexts } from '../../i18n/useTexts.ts';
import { color } from '../../theme/tokens.ts';
import { compactTextBox, primaryControl, surfaceBox } from '../../theme/controls.ts';

const Filters = styled.form`
  display: grid;
  gap: 12px;
  padding: 16px;
  ${surfaceBox}
  align-content: start;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  label,
  legend {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  input[type='search'],
  select {
    box-sizing: border-box;
    width: 100%;
    ${compactTextBox}
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 32px;
    font-weight: 400;
  }
  .check input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${color.primary};
  }
  button {
    min-height: 44px;
    ${primaryControl}
    border: 0;
  }
  a {
    color: ${color.text};
    text-align: center;
  }
  :focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The directory's filters as a GET form of the directory's own address (page 1 again on every
 * change). Without scripts the browser submits it as it is; with them, the address is the one core
 * builds, without the empty fields.
 */
export function DirectoryFilters({
  filters,
  language,
  cities,
  industries,
}: {
  filters: CompanyFilters;
  language: Language;
  cities: readonly LabelledKey[];
  industries: readonly LabelledKey[];
}) {
  const { t } = useTexts();
  const id = useId();
  const navigate = useNavigate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = (name: string) => form.getAll(name).filter((value): value is string => typeof value === 'string');
    void navigate(buildDirectoryUrl({ filters: parseDirectoryQuery(values).filters, pageNumber: 1 }, language));
  };
  return (
    <Filters method="get" action={companiesPath(language)} onSubmit={submit} aria-labelledby={`${id}-heading`} data-testid="company-filters">
      <h2 id={`${id}-heading`}>{t('companies.filters.heading')}</h2>
      <div>
        <label htmlFor={`${id}-name`}>{t('companies.filters.name')}</label>
        <input id={`${id}-name`} type="search" name="name" maxLength={COMPANY_NAME_MAX} defaultValue={filters.companyName ?? ''} />
      </div>
      <div>
        <label htmlFor={`${id}-city`}>{t('companies.filters.city')}</label>
        <select id={`${id}-city`} name="city" defaultValue={filters.cities[0] ?? ''}>
          <option value="">{t('companies.filters.anyCity')}</option>
          {cities.map((city) => (
            <option key={city.key} value={city.key}>
              {city.label}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend>{t('companies.filters.type')}</legend>
        {companyTypes.map((type) => (
          <label key={type} className="check">
            <input type="checkbox" name="type" value={type} defaultChecked={filters.types.includes(type)} />
            {t(`companies.type.${type}`)}
          </label>
        ))}
      </fieldset>
      <div>
        <label htmlFor={`${id}-industry`}>{t('companies.filters.industry')}</label>
        <select id={`${id}-industry`} name="industry" defaultValue={filters.industries[0] ?? ''}>
          <option value="">{t('companies.filters.anyIndustry')}</option>
          {industries.map((industry) => (
            <option key={industry.key} value={industry.key}>
              {industry.label}
            </option>
          ))}
        </select>
      </div>
      <label className="check">
        <input type="checkbox" name="recruiting" value="1" defaultChecked={filters.activelyRecruiting} />
        {t('companies.filters.recruiting')}
      </label>
      <button type="submit">{t('companies.filters.apply')}</button>
      <Link to={companiesPath(language)}>{t('companies.filters.clear')}</Link>
    </Filters>
  );
}
