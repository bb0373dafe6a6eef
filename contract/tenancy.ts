import * as t from 'io-ts';

export const FeatureFlagsCodec = t.type({
  darkMode: t.boolean,
  currencyDropdown: t.boolean,
  jobAlerts: t.boolean,
  favoriteOfferButton: t.boolean,
  applicationHistory: t.boolean,
  matchedForYou: t.boolean,
  internationalization: t.boolean,
  moreFiltersChipSelect: t.boolean,
  countAllBoardOffers: t.boolean,
  skillsFirstInSearchSuggestions: t.boolean,
  hookformDebug: t.boolean,
  enableLoginToCP: t.boolean,
});
export type FeatureFlags = t.TypeOf<typeof FeatureFlagsCodec>;
export type FeatureFlag = keyof FeatureFlags;

export const PaletteCodec = t.type({
  primary: t.string,
  onPrimary: t.string,
  background: t.string,
  surface: t.string,
  text: t.string,
  muted: t.string,
  border: t.string,
});
export type Palette = t.TypeOf<typeof PaletteCodec>;

export const CityGroupCodec = t.keyof({ popularPoland: null, popularWorld: null, popular: null, other: null });
export type CityGroup = t.TypeOf<typeof CityGroupCodec>;

export const LanguageCodec = t.keyof({ pl: null, en: null });
export type Language = t.TypeOf<typeof LanguageCodec>;

export const TenantCodec = t.type({
  id: t.string,
  name: t.string,
  tagline: t.string,
  defaultLanguage: LanguageCodec,
  cityGroups: t.array(CityGroupCodec),
  jobAlertScope: t.keyof({ tenant: null, 'all-boards': null }),
  flags: FeatureFlagsCodec,
  theme: t.type({ light: PaletteCodec, dark: PaletteCodec }),
});
export type TenantDto = t.TypeOf<typeof TenantCodec>;

export const TenantListCodec = t.array(TenantCodec);

export const HealthCodec = t.type({
  status: t.literal('ok'),
  database: t.keyof({ pglite: null, postgres: null }),
  offers: t.number,
  version: t.string,
});
export type HealthDto = t.TypeOf<typeof HealthCodec>;
