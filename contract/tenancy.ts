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
  superOffer: t.boolean,
  companyProfile: t.boolean,
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

/** A text in both languages of the board. */
export const LocalizedTextCodec = t.type({ pl: t.string, en: t.string });
export type LocalizedTextDto = t.TypeOf<typeof LocalizedTextCodec>;

export const LinkTargetCodec = t.keyof({ _self: null, _blank: null });

/**
 * A configured link of the header, side menu or footer (platform.md: menu option). `static`: a
 * plain link leaving the app (no client routing); ids `livechat` and `externalCookies` are special
 * entries that open the live chat or the cookie settings instead of a page. `highlightActive`
 * defaults to true.
 */
export const MenuOptionCodec = t.intersection([
  t.type({ id: t.string, label: LocalizedTextCodec, url: t.string }),
  t.partial({
    static: t.boolean,
    testKey: t.string,
    target: LinkTargetCodec,
    hideOnDesktop: t.boolean,
    highlightActive: t.boolean,
    icon: t.string,
  }),
]);
export type MenuOptionDto = t.TypeOf<typeof MenuOptionCodec>;

export const SocialNetworkCodec = t.keyof({ facebook: null, linkedin: null, instagram: null, youtube: null, x: null, tiktok: null, github: null });
export const SocialLinkCodec = t.type({ network: SocialNetworkCodec, url: t.string });

/** The footer's link groups. */
export const FooterLinksCodec = t.type({
  products: t.array(MenuOptionCodec),
  aboutUs: t.array(MenuOptionCodec),
  resources: t.array(MenuOptionCodec),
});

/** Addresses outside the candidate side: the employer panel, where an offer is added, the brand's home page. */
export const TenantLinksCodec = t.type({ employerPortal: t.string, addOffer: t.string, brandHome: t.string });

export const TenantCodec = t.type({
  id: t.string,
  name: t.string,
  tagline: t.string,
  defaultLanguage: LanguageCodec,
  cityGroups: t.array(CityGroupCodec),
  jobAlertScope: t.keyof({ tenant: null, 'all-boards': null }),
  flags: FeatureFlagsCodec,
  theme: t.type({ light: PaletteCodec, dark: PaletteCodec }),
  /** Header and side-menu links, in order. */
  menu: t.array(MenuOptionCodec),
  footer: FooterLinksCodec,
  social: t.array(SocialLinkCodec),
  links: TenantLinksCodec,
  /** Maintenance mode: the passive-candidates banner shows its maintenance variant, which cannot be dismissed. */
  maintenance: t.boolean,
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
