import { useEffect, useRef, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import type { Currency } from '../../../../core/listing/FilterValues.ts';
import type { LastSearch, LastSearchVariant } from '../../../../core/listing/recent/RecentSearches.ts';
import type { SearchSuggestions } from '../../../../core/listing/search/SuggestSearch.ts';
import { ListingKeys } from '../../../../composition/listing/listingKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { Combobox, type ComboboxGroup } from './Combobox.tsx';

export interface KeywordValue {
  readonly text: string;
  readonly variant: LastSearchVariant;
}

type Shown =
  | { readonly state: 'idle' }
  | { readonly state: 'loading' }
  | { readonly state: 'failed' }
  | { readonly state: 'ready'; readonly result: SearchSuggestions };

/** Skills before titles when the tenant's skillsFirstInSearchSuggestions flag is on. */
const suggestionOrder = (skillsFirst: boolean) =>
  skillsFirst ? (['skills', 'titles', 'companies'] as const) : (['titles', 'companies', 'skills'] as const);

/**
 * The keyword box: from 3 characters it shows the gateway's suggestions (titles, companies,
 * skills), each keystroke's request aborting the one before (SuggestSearch does that); under 3,
 * the last 8 searches. Choosing an entry keeps its kind, so a company becomes a company filter.
 */
export function KeywordField({
  value,
  onChange,
  currency,
  skillsFirst,
  name,
}: {
  value: KeywordValue;
  onChange: (value: KeywordValue) => void;
  currency: Currency;
  skillsFirst: boolean;
  name?: string;
}) {
  const { t } = useTexts();
  const suggest = useUseCase(ListingKeys.SuggestSearch);
  const [shown, setShown] = useState<Shown>({ state: 'idle' });
  const [focused, setFocused] = useState(false);
  const latest = useRef(0);

  useEffect(() => {
    if (!focused) return;
    const call = ++latest.current;
    if (value.text.trim().length >= 3)
      setShown((previous) => (previous.state === 'ready' && previous.result.kind === 'suggestions' ? previous : { state: 'loading' }));
    void suggest.execute({ text: value.text, currency }).match(
      (result) => {
        if (call === latest.current) setShown({ state: 'ready', result });
      },
      (failure) => {
        if (failure.kind !== 'superseded' && call === latest.current) setShown({ state: 'failed' });
      },
    );
  }, [value.text, currency, focused, suggest]);

  const groups: ComboboxGroup<KeywordValue>[] = [];
  if (shown.state === 'ready' && shown.result.kind === 'recent') {
    groups.push({
      key: 'recent',
      label: t('search.recentSearches'),
      options: shown.result.searches.map((search: LastSearch, index) => ({
        key: `recent-${index}`,
        label: search.title,
        value: { text: search.title, variant: search.variant },
        hint: variantLabel(t, search.variant),
      })),
    });
  } else if (shown.state === 'ready' && shown.result.kind === 'suggestions') {
    const { suggestions } = shown.result;
    for (const kind of suggestionOrder(skillsFirst)) {
      groups.push({
        key: kind,
        label: variantLabel(t, kind),
        options: suggestions[kind].map((suggestion, index) => ({
          key: `${kind}-${index}`,
          label: suggestion.title,
          value: { text: suggestion.title, variant: kind },
        })),
      });
    }
  }
  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  const typedEnough = value.text.trim().length >= 3;
  const emptyText =
    shown.state === 'loading'
      ? t('search.loadingSuggestions')
      : shown.state === 'failed'
        ? t('search.suggestionsFailed')
        : typedEnough && count === 0 && shown.state === 'ready'
          ? t('search.noSuggestions')
          : undefined;

  return (
    <Combobox<KeywordValue>
      label={t('search.keyword')}
      placeholder={t('search.keywordPlaceholder')}
      value={value.text}
      {...(name === undefined ? {} : { name })}
      testId="keyword-field"
      onValueChange={(text) => onChange({ text, variant: 'keyword' })}
      onFocus={() => setFocused(true)}
      groups={groups}
      onSelect={(option) => onChange(option.value)}
      // Once suggestions answer, the typed text itself is an option (engagement.md 5's add option), as a keyword.
      {...(typedEnough && shown.state === 'ready' && shown.result.kind === 'suggestions'
        ? { creatable: { toValue: (text: string): KeywordValue => ({ text, variant: 'keyword' }), addWord: t('search.addWord') } }
        : {})}
      emptyText={emptyText}
      statusText={shown.state === 'loading' ? t('search.loadingSuggestions') : count > 0 ? t('search.results', { count }) : emptyText}
    />
  );
}

function variantLabel(t: (key: string) => string, variant: LastSearchVariant): string {
  switch (variant) {
    case 'titles':
      return t('search.groupTitles');
    case 'companies':
      return t('search.groupCompanies');
    case 'skills':
      return t('search.groupSkills');
    default:
      return t('search.groupKeyword');
  }
}
