import type { Currency, FilterValues } from '../FilterValues.ts';

/** What every search of the listing's offers is asked with: its filters, the salary filter's currency, and a signal that aborts the call. */
export interface ListingSearchInput {
  readonly filters: FilterValues;
  readonly currency: Currency;
  readonly signal?: AbortSignal;
}
