export type Language = 'pl' | 'en';
export const languages: readonly Language[] = ['pl', 'en'];

export type ColorMode = 'light' | 'dark';

export type FeatureFlagName =
  | 'darkMode'
  | 'currencyDropdown'
  | 'jobAlerts'
  | 'favoriteOfferButton'
  | 'applicationHistory'
  | 'matchedForYou'
  | 'internationalization'
  | 'moreFiltersChipSelect'
  | 'countAllBoardOffers'
  | 'skillsFirstInSearchSuggestions'
  | 'hookformDebug'
  | 'enableLoginToCP';

export type CityGroup = 'popularPoland' | 'popularWorld' | 'popular' | 'other';

export interface Palette {
  readonly primary: string;
  readonly onPrimary: string;
  readonly background: string;
  readonly surface: string;
  readonly text: string;
  readonly muted: string;
  readonly border: string;
}

/** A branded variant of the board: its name, theme, city groups, job-alert scope and flags. */
export interface Tenant {
  readonly id: string;
  readonly name: string;
  readonly tagline: string;
  readonly defaultLanguage: Language;
  readonly cityGroups: readonly CityGroup[];
  readonly jobAlertScope: 'tenant' | 'all-boards';
  readonly flags: Readonly<Record<FeatureFlagName, boolean>>;
  readonly theme: { readonly light: Palette; readonly dark: Palette };
}

export const isLanguage = (value: unknown): value is Language => value === 'pl' || value === 'en';
export const isColorMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';
