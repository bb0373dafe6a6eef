import styled from '@emotion/styled';
import { useId, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import type { FilterValues, TextListField } from '../../../../core/listing/FilterValues.ts';
import { findCity } from '../../../../core/listing/ListingVocabulary.ts';
import { chooseLocation } from '../../../../core/listing/filters/filterTransitions.ts';
import type { LastSearchVariant } from '../../../../core/listing/recent/RecentSearches.ts';
import { ListingKeys } from '../../../../composition/listing/listingKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { color, media, radius } from '../../../theme/tokens.ts';
import { KeywordField, type KeywordValue } from './KeywordField.tsx';
import { useFilterNavigation, useListing } from '../ListingContext.tsx';
import { LocationField, type LocationValue } from './LocationField.tsx';
import { surfaceBox, textBox } from '../../../theme/controls.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  padding: 16px;
  ${surfaceBox}
  ${media.sm} {
    flex-direction: row;
    align-items: flex-end;
  }
`;

const RadiusBox = styled.div`
  ${media.sm} {
    flex: 0 0 140px;
  }
  label {
    display: block;
    font-size: 0.85rem;
    font-weight: 600;
    margin-bottom: 4px;
  }
  select {
    ${textBox}
    width: 100%;
    min-height: 46px;
    padding: 8px;
  }
`;

const Submit = styled.button`
  min-height: 46px;
  padding: 8px 24px;
  border: 0;
  border-radius: ${radius.sm};
  background: ${color.primary};
  color: ${color.onPrimary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
`;

const fieldOf: Readonly<Record<LastSearchVariant, TextListField>> = {
  keyword: 'keywords',
  titles: 'jobTitles',
  companies: 'companyNames',
  skills: 'skills',
};

/** The text search the URL holds, as the keyword box shows it: the first free-text value found. */
function keywordOf(filters: FilterValues): KeywordValue {
  for (const variant of ['keyword', 'titles', 'companies', 'skills'] as const) {
    const first = filters[fieldOf[variant]][0];
    if (first !== undefined) return { text: first, variant };
  }
  return { text: '', variant: 'keyword' };
}

function locationOf(filters: FilterValues, label: (slug: string) => string): LocationValue {
  if (filters.remote) return { kind: 'remote' };
  if (filters.city !== null) return { kind: 'city', slug: filters.city, label: label(filters.city) };
  return { kind: 'all' };
}

/**
 * Keyword with suggestions, location, radius (only with a city) and the search button. Searching
 * pushes the new listing URL and remembers the search and the city.
 */
export function SearchBar() {
  const { t } = useTexts();
  const { filters, vocabulary, tenant, currency } = useListing();
  const { go } = useFilterNavigation();
  const rememberSearch = useUseCase(ListingKeys.RememberSearch);
  const rememberLocation = useUseCase(ListingKeys.RememberLocation);
  const radiusId = useId();
  const cityLabel = (slug: string) => findCity(vocabulary, slug)?.label ?? slug;
  const [keyword, setKeyword] = useState<KeywordValue>(() => keywordOf(filters));
  const [location, setLocation] = useState<LocationValue>(() => locationOf(filters, cityLabel));
  const [radius, setRadius] = useState(filters.cityRadiusKm);

  // A new URL (back, a link, a filter) resets the form to what it says, in the same render. An effect
  // would render the bar a second time after every hydration, its hidden list of cities with it.
  const [formFilters, setFormFilters] = useState(filters);
  if (formFilters !== filters) {
    setFormFilters(filters);
    setKeyword(keywordOf(filters));
    setLocation(locationOf(filters, cityLabel));
    setRadius(filters.cityRadiusKm);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = keyword.text.trim();
    // The remote location brings the workplace filter's remote option, and leaving it takes it away (core).
    const placed = chooseLocation(filters, location.kind === 'city' ? { city: location.slug } : location.kind);
    const next: FilterValues = {
      ...placed,
      keywords: [],
      jobTitles: [],
      companyNames: [],
      skills: [],
      ...(text === '' ? {} : { [fieldOf[keyword.variant]]: [text] }),
      cityRadiusKm: location.kind === 'city' ? radius : vocabulary.configuration.defaultRadiusKm,
    };
    if (text !== '') void rememberSearch.execute({ title: text, variant: keyword.variant });
    if (location.kind === 'city') void rememberLocation.execute({ slug: location.slug, label: location.label });
    go(next);
  };

  return (
    <Form role="search" aria-label={t('search.label')} onSubmit={submit} data-testid="search-bar">
      <KeywordField value={keyword} onChange={setKeyword} currency={currency} skillsFirst={tenant.flags.skillsFirstInSearchSuggestions} />
      <LocationField value={location} onChange={setLocation} cities={vocabulary.cities} cityGroups={tenant.cityGroups} />
      {location.kind === 'city' && (
        <RadiusBox>
          <label htmlFor={radiusId}>{t('search.radius')}</label>
          <select id={radiusId} value={radius} onChange={(event) => setRadius(Number(event.target.value))} data-testid="radius-select">
            {vocabulary.configuration.radiusOptions.map((km) => (
              <option key={km} value={km}>
                {km === 0 ? t('search.radiusExact') : t('search.radiusKm', { km })}
              </option>
            ))}
          </select>
        </RadiusBox>
      )}
      <Submit type="submit" data-testid="search-submit">
        {t('search.submit')}
      </Submit>
    </Form>
  );
}
