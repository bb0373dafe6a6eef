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
  | 'enableLoginToCP'
  /** The home page's superOffer tab, and the company profile badges (top company, actively recruiting), engagement.md 6. */
  | 'superOffer'
  | 'companyProfile';

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

/** A text in both languages. */
export type LocalizedText = Readonly<Record<Language, string>>;

/**
 * A configured link (platform.md: menu option; engagement.md adds hideOnDesktop, highlightActive,
 * icon). Ids `livechat` and `externalCookies` are special entries, see `menuItems.ts`.
 */
export interface MenuOption {
  readonly id: string;
  readonly label: LocalizedText;
  readonly url: string;
  /** A plain link leaving the app, with `target`; otherwise an internal, client-routed link. */
  readonly static?: boolean;
  readonly testKey?: string;
  readonly target?: '_self' | '_blank';
  readonly hideOnDesktop?: boolean;
  /** Default true: an internal link is highlighted while the address equals its url. */
  readonly highlightActive?: boolean;
  readonly icon?: string;
}

export type SocialNetwork = 'facebook' | 'linkedin' | 'instagram' | 'youtube' | 'x' | 'tiktok' | 'github';

export interface SocialLink {
  readonly network: SocialNetwork;
  readonly url: string;
}

export interface FooterLinks {
  readonly products: readonly MenuOption[];
  readonly aboutUs: readonly MenuOption[];
  readonly resources: readonly MenuOption[];
}

export interface TenantLinks {
  /** The employer panel's base address ({baseEpUrl}). */
  readonly employerPortal: string;
  readonly addOffer: string;
  readonly brandHome: string;
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
  readonly menu: readonly MenuOption[];
  readonly footer: FooterLinks;
  readonly social: readonly SocialLink[];
  readonly links: TenantLinks;
  /** Maintenance mode (the passive-candidates banner's maintenance variant). */
  readonly maintenance: boolean;
}

export const isLanguage = (value: unknown): value is Language => value === 'pl' || value === 'en';
export const isColorMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';
