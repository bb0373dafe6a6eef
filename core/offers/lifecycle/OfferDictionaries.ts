import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { Language } from '../../tenancy/Tenant.ts';

export interface DictionaryEntry {
  readonly value: string;
  readonly label: string;
}

/** A main category with its subcategories, as /categories gives them. */
export interface EditorCategory {
  readonly value: number;
  readonly label: string;
  readonly children: readonly { readonly value: number; readonly label: string }[];
}

/** The values the editor's fields take, in one language: the gateway's own dictionaries. */
export interface EditorDictionaries {
  readonly categories: readonly EditorCategory[];
  readonly cities: readonly DictionaryEntry[];
  readonly employmentTypes: readonly DictionaryEntry[];
  readonly currencies: readonly DictionaryEntry[];
  /** Known keys from the listing configuration (labels are the UI's). */
  readonly experienceLevels: readonly string[];
  readonly workplaceTypes: readonly string[];
  readonly workingTimes: readonly string[];
}

/** Where the editor's choices come from. */
export interface OfferDictionaries {
  /**
   * /categories, /cities, /employment-types, /currencies and /v2/user-panel/configuration, in
   * `language`. Fails with network-failure, http-failure, bad-gateway-payload.
   */
  load(language: Language): ResultAsync<EditorDictionaries, GatewayFailure>;
}
