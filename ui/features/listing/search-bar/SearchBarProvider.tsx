import { useMemo, type ReactNode } from 'react';
import { packVocabulary, unpackVocabulary, type PackedVocabulary } from '../../../../core/listing/packedVocabulary.ts';
import { useShell } from '../../../app/useShell.ts';
import { ListingProvider, type ListingState } from '../ListingContext.tsx';
import type { SearchBarState } from './loadSearchBar.ts';

/** A search bar's state as a page's loader data carries it: the vocabulary packed, the tenant left to the shell. */
export interface SearchBarData extends Omit<SearchBarState, 'vocabulary'> {
  readonly vocabulary: PackedVocabulary;
}

/** A search bar's state for its page's loader data (ADR 35). */
export const packSearchBar = (state: SearchBarState): SearchBarData => ({ ...state, vocabulary: packVocabulary(state.vocabulary) });

/** The listing's context for a search bar outside the listing (the home page), from its loader data. */
export function SearchBarProvider({ data, children }: { data: SearchBarData; children: ReactNode }) {
  const { tenant } = useShell();
  const state: ListingState = useMemo(() => ({ ...data, vocabulary: unpackVocabulary(data.vocabulary), tenant }), [data, tenant]);
  return <ListingProvider value={state}>{children}</ListingProvider>;
}
