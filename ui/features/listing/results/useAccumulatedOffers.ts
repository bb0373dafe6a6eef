import { useState } from 'react';
import type { ListedOffer } from '../../../../core/listing/search/listedOffer.ts';
import { unpackOffer } from '../../../../core/listing/search/packedOffer.ts';
import type { GatewayFailure } from '../../../../core/shared/Failure.ts';
import type { ListingData } from '../loadListing.ts';

export type AccumulatedOffers =
  | {
      readonly kind: 'ok';
      readonly items: readonly ListedOffer[];
      /** Pages shown, first to last (1-based). */
      readonly firstPage: number;
      readonly lastPage: number;
      readonly totalCount: number;
      readonly pageSize: number;
      readonly hasNext: boolean;
      /** The page most recently added (its first offer gets focus after "show more"). */
      readonly addedPage: number | null;
    }
  | { readonly kind: 'failed'; readonly failure: GatewayFailure };

interface Held {
  readonly source: ListingData;
  readonly offers: AccumulatedOffers;
}

function fresh(data: ListingData): AccumulatedOffers {
  if (data.offers.kind === 'failed') return { kind: 'failed', failure: data.offers.failure };
  const { page } = data.offers;
  return {
    kind: 'ok',
    items: page.items.map(unpackOffer),
    firstPage: data.pageNumber,
    lastPage: data.pageNumber,
    totalCount: page.totalCount,
    pageSize: page.pageSize,
    hasNext: page.nextFrom !== null,
    addedPage: null,
  };
}

/**
 * The offers on screen. Each page of 100 is its own URL (`?page=3`, so a pasted URL shows what it
 * says); "show more" navigates to the next page's URL and this keeps the pages before it on
 * screen, so the list grows while the address stays honest. A new search starts over.
 */
export function useAccumulatedOffers(data: ListingData): AccumulatedOffers {
  const [held, setHeld] = useState<Held>(() => ({ source: data, offers: fresh(data) }));
  if (held.source === data) return held.offers;

  const previous = held.offers;
  let next = fresh(data);
  if (previous.kind === 'ok' && next.kind === 'ok' && held.source.listingUrl === data.listingUrl) {
    if (data.pageNumber === previous.lastPage + 1) {
      next = { ...next, items: unique([...previous.items, ...next.items]), firstPage: previous.firstPage, addedPage: data.pageNumber };
    } else if (data.pageNumber === previous.firstPage - 1) {
      next = {
        ...next,
        items: unique([...next.items, ...previous.items]),
        lastPage: previous.lastPage,
        hasNext: previous.hasNext,
        addedPage: data.pageNumber,
      };
    }
  }
  // Derived state: React re-renders at once with it, before anything is painted.
  setHeld({ source: data, offers: next });
  return next;
}

/** An offer published between two page loads shifts the pages by one: never show one twice. */
function unique(items: readonly ListedOffer[]): readonly ListedOffer[] {
  const seen = new Set<string>();
  return items.filter((item) => (seen.has(item.slug) ? false : (seen.add(item.slug), true)));
}
