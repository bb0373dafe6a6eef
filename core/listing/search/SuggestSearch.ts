import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { Currency } from '../FilterValues.ts';
import type { Suggestions } from '../Offer.ts';
import type { OfferSearch } from '../OfferSearch.ts';
import type { LastSearch, RecentSearches } from '../recent/RecentSearches.ts';

/** Suggestions are asked for from this many characters on. */
export const SUGGESTIONS_MIN_LENGTH = 3;

export interface SuggestSearchInput {
  readonly text: string;
  readonly currency: Currency;
}

export type SearchSuggestions =
  { readonly kind: 'suggestions'; readonly suggestions: Suggestions } | { readonly kind: 'recent'; readonly searches: readonly LastSearch[] };

/** A newer call replaced this one before it answered. Callers simply drop it. */
export type Superseded = { readonly kind: 'superseded' };
export type SuggestSearchFailure = GatewayFailure | Superseded;

/**
 * What the keyword box offers: from 3 characters (trimmed) the gateway's suggestions, each call
 * aborting the one before it; under 3, the last searches.
 */
export class SuggestSearch implements UseCase<SuggestSearchInput, SearchSuggestions, SuggestSearchFailure> {
  private pending: AbortController | null = null;

  constructor(
    private readonly offers: OfferSearch,
    private readonly recent: RecentSearches,
  ) {}

  execute(input: SuggestSearchInput): ResultAsync<SearchSuggestions, SuggestSearchFailure> {
    this.pending?.abort();
    this.pending = null;
    const text = input.text.trim();
    if (text.length < SUGGESTIONS_MIN_LENGTH) {
      return this.recent.loadSearches().map((searches): SearchSuggestions => ({ kind: 'recent', searches }));
    }
    const controller = new AbortController();
    this.pending = controller;
    return this.offers
      .suggest(text, input.currency, controller.signal)
      .orElse((failure) => (controller.signal.aborted ? errAsync<Suggestions, SuggestSearchFailure>({ kind: 'superseded' }) : errAsync(failure)))
      .andThen((suggestions) => {
        if (controller.signal.aborted) return errAsync<SearchSuggestions, SuggestSearchFailure>({ kind: 'superseded' });
        if (this.pending === controller) this.pending = null;
        return okAsync<SearchSuggestions, SuggestSearchFailure>({ kind: 'suggestions', suggestions });
      });
  }
}
