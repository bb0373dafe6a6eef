import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { describeListingUrl, type SearchDescription } from '../../../core/alerts/saved-searches/filtersPayload.ts';
import { listingUrlLanguage } from '../../../core/listing/url/parseListingUrl.ts';
import type { CliFailure } from '../../CliFailure.ts';
import type { CliUseCases } from '../../CliUseCases.ts';
import { alertsFailure } from '../../describeAlertFailure.ts';

/** The search a listing URL stands for, read with the tenant's vocabulary; a URL that is not a listing is invalid-search-url. */
export function searchOfUrl(
  useCases: Pick<CliUseCases, 'loadListingVocabulary'>,
  gateway: string,
  url: string,
): ResultAsync<SearchDescription, CliFailure> {
  const failure = alertsFailure(gateway);
  return useCases.loadListingVocabulary
    .execute(listingUrlLanguage(url) ?? 'en')
    .mapErr(failure)
    .andThen((vocabulary) => {
      const search = describeListingUrl(url, vocabulary);
      return search === null ? errAsync(failure({ kind: 'invalid-search-url' })) : okAsync(search);
    });
}
