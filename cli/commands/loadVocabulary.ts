import type { ResultAsync } from 'neverthrow';
import type { ListingVocabulary } from '../../core/listing/ListingVocabulary.ts';
import type { Language } from '../../core/tenancy/Tenant.ts';
import type { CliFailure } from '../CliFailure.ts';
import type { CliUseCases } from '../CliUseCases.ts';
import { gatewayFailure } from '../describeFailure.ts';

/** The tenant's vocabulary (configuration, categories, cities) that listing URLs are read and written with. */
export function loadVocabulary(
  useCases: Pick<CliUseCases, 'loadListingVocabulary'>,
  gateway: string,
  language: Language,
): ResultAsync<ListingVocabulary, CliFailure> {
  return useCases.loadListingVocabulary.execute(language).mapErr(gatewayFailure(gateway));
}
