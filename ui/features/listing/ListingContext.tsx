import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { buildListingUrl } from '../../../core/listing/url/buildListingUrl.ts';
import type { Currency, FilterValues } from '../../../core/listing/FilterValues.ts';
import type { ListingVocabulary } from '../../../core/listing/ListingVocabulary.ts';
import type { Language, Tenant } from '../../../core/tenancy/Tenant.ts';
import { requiredContext } from '../../hooks/requiredContext.ts';

/** What every part of the listing page reads: the URL's filter values and the words to build new URLs with. */
export interface ListingState {
  readonly filters: FilterValues;
  readonly vocabulary: ListingVocabulary;
  /** The page's language: labels, and the words of every URL the page builds. */
  readonly language: Language;
  readonly tenant: Tenant;
  readonly currency: Currency;
}

const listing = requiredContext<ListingState>('useListing');

export function ListingProvider({ value, children }: { value: ListingState; children: ReactNode }) {
  return <listing.Provider value={value}>{children}</listing.Provider>;
}

export const useListing: () => ListingState = listing.useValue;

export interface GoOptions {
  /** Keep the current hash (an open panel stays open). */
  readonly keepHash?: boolean;
  readonly replace?: boolean;
}

/** The canonical URL of some filter values, and a navigation to it (pushed to history). */
export function useFilterNavigation(): {
  readonly urlFor: (filters: FilterValues) => string;
  readonly go: (filters: FilterValues, options?: GoOptions) => void;
} {
  const { vocabulary, language } = useListing();
  const navigate = useNavigate();
  const location = useLocation();
  const urlFor = useCallback((filters: FilterValues) => buildListingUrl(filters, language, vocabulary), [language, vocabulary]);
  const go = useCallback(
    (filters: FilterValues, options: GoOptions = {}) => {
      const url = urlFor(filters) + (options.keepHash ? location.hash : '');
      void navigate(url, { replace: options.replace ?? false, preventScrollReset: Boolean(options.keepHash) });
    },
    [urlFor, navigate, location.hash],
  );
  return { urlFor, go };
}
