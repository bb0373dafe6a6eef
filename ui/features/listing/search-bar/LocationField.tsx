import { useEffect, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { lastLocationCities } from '../../../../core/listing/recent/lastSearches.ts';
import type { City } from '../../../../core/listing/Offer.ts';
import type { LastLocation } from '../../../../core/listing/recent/RecentSearches.ts';
import type { CityGroup } from '../../../../core/tenancy/Tenant.ts';
import { ListingKeys } from '../../../../composition/listing/listingKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { Combobox, type ComboboxGroup, type ComboboxOption } from './Combobox.tsx';

export type LocationValue =
  { readonly kind: 'all' } | { readonly kind: 'remote' } | { readonly kind: 'city'; readonly slug: string; readonly label: string };

const groupLabelKey: Readonly<Record<CityGroup, string>> = {
  popularPoland: 'search.groupPopularPoland',
  popularWorld: 'search.groupPopularWorld',
  popular: 'search.groupPopular',
  other: 'search.groupOther',
};

/** Lower case without diacritics, so "lodz" finds Łódź. */
const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l');

/**
 * The location picker: all locations, remote, the last 5 chosen cities ('lastSearch'), then the
 * tenant's city groups in its order (popular Polish, popular world and other for the first
 * tenant; popular and other for the rest); cities in the 'list' group form a separate list.
 */
export function LocationField({
  value,
  onChange,
  cities,
  cityGroups,
}: {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  cities: readonly City[];
  cityGroups: readonly CityGroup[];
}) {
  const { t } = useTexts();
  const loadRecent = useUseCase(ListingKeys.LoadRecentLocations);
  const [recent, setRecent] = useState<readonly LastLocation[]>([]);
  const labelOf = (location: LocationValue) => (location.kind === 'all' ? '' : location.kind === 'remote' ? t('search.remote') : location.label);
  const [text, setText] = useState(labelOf(value));
  const [typing, setTyping] = useState(false);

  useEffect(() => {
    setText(labelOf(value));
    setTyping(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the label follows the chosen value only
  }, [value.kind, value.kind === 'city' ? value.slug : '']);

  const refreshRecent = () => {
    void loadRecent.execute().map(setRecent);
  };

  const query = typing ? fold(text.trim()) : '';
  const matches = (city: City) => query === '' || fold(city.label).includes(query) || fold(city.slug).includes(query);
  const cityOption =
    (prefix: string) =>
    (city: City): ComboboxOption<LocationValue> => ({
      key: `${prefix}-${city.slug}`,
      label: city.label,
      value: { kind: 'city', slug: city.slug, label: city.label },
    });

  const groups: ComboboxGroup<LocationValue>[] = [];
  const everywhere: ComboboxOption<LocationValue>[] = [
    { key: 'all', label: t('search.allLocations'), value: { kind: 'all' } },
    { key: 'remote', label: t('search.remote'), value: { kind: 'remote' } },
  ];
  const general = everywhere.filter((option) => query === '' || fold(option.label).includes(query));
  groups.push({ key: 'general', label: t('search.location'), options: general });
  groups.push({
    key: 'lastSearch',
    label: t('search.groupLastSearch'),
    options: lastLocationCities(recent, cities).filter(matches).map(cityOption('last')),
  });
  const topCities = cities.filter((city) => city.group !== 'list');
  for (const group of cityGroups) {
    groups.push({
      key: group,
      label: t(groupLabelKey[group]),
      options: topCities.filter((city) => city.tenantGroup === group && matches(city)).map(cityOption(group)),
    });
  }
  const listed = cities.filter((city) => city.group === 'list' && matches(city));
  const otherHasTop = topCities.some((city) => city.tenantGroup === 'other');
  groups.push({ key: 'list', label: t(otherHasTop ? 'search.groupList' : 'search.groupOther'), options: listed.map(cityOption('list')) });

  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  return (
    <Combobox<LocationValue>
      label={t('search.location')}
      placeholder={t('search.locationPlaceholder')}
      value={text}
      testId="location-field"
      onValueChange={(next) => {
        setText(next);
        setTyping(true);
        if (next.trim() === '') onChange({ kind: 'all' });
      }}
      onFocus={refreshRecent}
      groups={groups}
      onSelect={(option) => {
        onChange(option.value);
        setText(labelOf(option.value));
        setTyping(false);
      }}
      emptyText={count === 0 ? t('search.noCities') : undefined}
      statusText={t('search.results', { count })}
    />
  );
}
