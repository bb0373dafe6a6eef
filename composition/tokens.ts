import type { Clock } from '../core/shared/Clock.ts';
import type { CheckHealth } from '../core/tenancy/CheckHealth.ts';
import type { GatewayStatus } from '../core/tenancy/GatewayStatus.ts';
import type { GetTenant } from '../core/tenancy/GetTenant.ts';
import type { ListTenants } from '../core/tenancy/ListTenants.ts';
import type { Tenants } from '../core/tenancy/Tenants.ts';
import type { GatewayHttpClient } from '../adapters/http/GatewayHttpClient.ts';
import type { OfferSearch } from '../core/listing/OfferSearch.ts';
import type { ListingDictionaries } from '../core/listing/ListingDictionaries.ts';
import type { RecentSearches } from '../core/listing/recent/RecentSearches.ts';
import type { SearchOffers } from '../core/listing/search/SearchOffers.ts';
import type { PreviewOfferCount } from '../core/listing/search/PreviewOfferCount.ts';
import type { CountOffersByCategory } from '../core/listing/search/CountOffersByCategory.ts';
import type { LoadMapOffers } from '../core/listing/search/LoadMapOffers.ts';
import type { Analytics } from '../core/analytics/Analytics.ts';
import type { TrackEvent } from '../core/analytics/TrackEvent.ts';
import type { LiveChat } from '../core/chat/LiveChat.ts';
import type { LiveChatWidget } from '../core/chat/LiveChatWidget.ts';
import type { SuggestSearch } from '../core/listing/search/SuggestSearch.ts';
import type { LoadListingVocabulary } from '../core/listing/search/LoadListingVocabulary.ts';
import type { RememberSearch } from '../core/listing/recent/RememberSearch.ts';
import type { RememberLocation } from '../core/listing/recent/RememberLocation.ts';
import type { LoadRecentLocations } from '../core/listing/recent/LoadRecentLocations.ts';
import type { GetOffer } from '../core/offers/GetOffer.ts';
import type { GetSimilarOffers } from '../core/offers/GetSimilarOffers.ts';
import type { RecordOfferView } from '../core/offers/RecordOfferView.ts';

import type { SchedulerLike } from 'rxjs';
import type { CookieJar } from '../core/shared/CookieJar.ts';
import type { KeyValueStore } from '../core/shared/KeyValueStore.ts';
import type { ErrorReporter } from '../core/shared/ErrorReporter.ts';
import type { SessionTokens } from '../core/session/SessionTokens.ts';
import type { CandidateProfiles } from '../core/session/CandidateProfiles.ts';
import type { BearerTokenStore } from '../core/session/BearerTokenStore.ts';
import type { SessionStore } from '../core/session/SessionState.ts';
import type { SessionCoordinator } from '../core/session/SessionCoordinator.ts';
import type { LoadSession } from '../core/session/LoadSession.ts';
import type { RefreshSession } from '../core/session/RefreshSession.ts';
import type { Logout } from '../core/session/Logout.ts';
import type { Favourites } from '../core/favourites/Favourites.ts';
import type { FavouritesStore } from '../core/favourites/FavouritesStore.ts';
import type { ToggleFavourite } from '../core/favourites/ToggleFavourite.ts';
import type { LoadFavouriteStatuses, LoadFavouritesCount } from '../core/favourites/LoadFavouriteStatuses.ts';
import type { Consents } from '../core/preferences/Consents.ts';
import type { CurrencySelection } from '../core/preferences/CurrencySelection.ts';
import type { CookieConsent } from '../core/preferences/CookieConsent.ts';
import type { Banners } from '../core/preferences/Banners.ts';
import type { SetProfilingConsent } from '../core/preferences/SetProfilingConsent.ts';
import type { SnackbarQueue } from '../core/ui-state/SnackbarQueue.ts';
import type { ConfirmationDialog } from '../core/ui-state/ConfirmationDialog.ts';
import type { ModalQueue } from '../core/ui-state/ModalQueue.ts';
import type { HashTracker } from '../core/ui-state/HashTracker.ts';
import type { JobFilters } from '../core/alerts/saved-searches/JobFilters.ts';
import type { JobAlerts } from '../core/alerts/job-alerts/JobAlerts.ts';
import type { SavedSearchesStore } from '../core/alerts/saved-searches/SavedSearchesStore.ts';
import type { SaveAlert } from '../core/alerts/saved-searches/SaveAlert.ts';
import type { ListSavedSearches } from '../core/alerts/saved-searches/ListSavedSearches.ts';
import type { CreateGuestAlert } from '../core/alerts/job-alerts/CreateGuestAlert.ts';
import type { EnableAlert } from '../core/alerts/job-alerts/EnableAlert.ts';
import type { DisableAlert } from '../core/alerts/job-alerts/DisableAlert.ts';
import type { ChangeAlertFrequency } from '../core/alerts/job-alerts/ChangeAlertFrequency.ts';
import type { DeleteSavedSearch } from '../core/alerts/saved-searches/DeleteSavedSearch.ts';
import type { OpenSavedSearch } from '../core/alerts/saved-searches/OpenSavedSearch.ts';
import type { ActivateAlert } from '../core/alerts/job-alerts/ActivateAlert.ts';
import type { Unsubscribe } from '../core/alerts/job-alerts/Unsubscribe.ts';
import type { MoveLocalSearchesToAccount } from '../core/alerts/saved-searches/MoveLocalSearchesToAccount.ts';
import type { ImportGuestAlerts } from '../core/alerts/job-alerts/ImportGuestAlerts.ts';
import type { LocalMailbox } from '../core/alerts/mail/LocalMailbox.ts';
import type { ListLocalMail } from '../core/alerts/mail/ListLocalMail.ts';
import type { ReadLocalMail } from '../core/alerts/mail/ReadLocalMail.ts';
import type { AlertsHelpTooltip } from '../core/alerts/surfaces/AlertsHelpTooltip.ts';
import type { MoveSearchesOffer } from '../core/alerts/surfaces/MoveSearchesOffer.ts';
import type { SaveSearchSwitch } from '../core/alerts/surfaces/SaveSearchSwitch.ts';
import type { CreateCandidateAlert } from '../core/alerts/job-alerts/CreateCandidateAlert.ts';
import type { DismissAlertBanner } from '../core/alerts/surfaces/DismissAlertBanner.ts';
import type { SessionFile } from '../adapters/node/SessionFile.ts';
import type { CandidateAuthentication } from '../core/session/CandidateAuthentication.ts';
import type { LogIn } from '../core/session/LogIn.ts';
import type { Register } from '../core/session/Register.ts';
import type { SetFirstPassword } from '../core/session/SetFirstPassword.ts';
import type { ListFavouriteOffers } from '../core/favourites/ListFavouriteOffers.ts';

/** A container key that carries the type it resolves to. `Symbol.for` keeps keys equal across reloads. */
export type Token<T> = symbol & { readonly __resolves?: T };
export const token = <T>(name: string): Token<T> => Symbol.for(`jobboard.${name}`) as Token<T>;

/** Every binding, ports first, then use cases. One line per key. */
export const T = {
  /** The tenant this container serves: fixed in the browser and CLI, per request on the server. */
  TenantId: token<string>('TenantId'),
  Clock: token<Clock>('Clock'),
  GatewayHttpClient: token<GatewayHttpClient>('GatewayHttpClient'),
  Tenants: token<Tenants>('Tenants'),
  GatewayStatus: token<GatewayStatus>('GatewayStatus'),

  ListTenants: token<ListTenants>('ListTenants'),
  GetTenant: token<GetTenant>('GetTenant'),
  CheckHealth: token<CheckHealth>('CheckHealth'),

  // listing: ports, then use cases
  OfferSearch: token<OfferSearch>('OfferSearch'),
  ListingDictionaries: token<ListingDictionaries>('ListingDictionaries'),
  RecentSearches: token<RecentSearches>('RecentSearches'),
  SearchOffers: token<SearchOffers>('SearchOffers'),
  PreviewOfferCount: token<PreviewOfferCount>('PreviewOfferCount'),
  CountOffersByCategory: token<CountOffersByCategory>('CountOffersByCategory'),
  LoadMapOffers: token<LoadMapOffers>('LoadMapOffers'),
  // analytics: port, then use case
  Analytics: token<Analytics>('Analytics'),
  TrackEvent: token<TrackEvent>('TrackEvent'),
  // chat: the live-chat widget (port) and the page's chat state
  LiveChatWidget: token<LiveChatWidget>('LiveChatWidget'),
  LiveChat: token<LiveChat>('LiveChat'),
  SuggestSearch: token<SuggestSearch>('SuggestSearch'),
  LoadListingVocabulary: token<LoadListingVocabulary>('LoadListingVocabulary'),
  RememberSearch: token<RememberSearch>('RememberSearch'),
  RememberLocation: token<RememberLocation>('RememberLocation'),
  LoadRecentLocations: token<LoadRecentLocations>('LoadRecentLocations'),
  GetOffer: token<GetOffer>('GetOffer'),
  GetSimilarOffers: token<GetSimilarOffers>('GetSimilarOffers'),
  RecordOfferView: token<RecordOfferView>('RecordOfferView'),
  // session: ports, stores, then use cases (stores are per browser tab: singletons in the browser container)
  Scheduler: token<SchedulerLike>('Scheduler'),
  CookieJar: token<CookieJar>('CookieJar'),
  KeyValueStore: token<KeyValueStore>('KeyValueStore'),
  ErrorReporter: token<ErrorReporter>('ErrorReporter'),
  SessionTokens: token<SessionTokens>('SessionTokens'),
  CandidateProfiles: token<CandidateProfiles>('CandidateProfiles'),
  BearerTokenStore: token<BearerTokenStore>('BearerTokenStore'),
  SessionStore: token<SessionStore>('SessionStore'),
  SessionCoordinator: token<SessionCoordinator>('SessionCoordinator'),
  LoadSession: token<LoadSession>('LoadSession'),
  RefreshSession: token<RefreshSession>('RefreshSession'),
  Logout: token<Logout>('Logout'),
  CandidateAuthentication: token<CandidateAuthentication>('CandidateAuthentication'),
  LogIn: token<LogIn>('LogIn'),
  Register: token<Register>('Register'),
  SetFirstPassword: token<SetFirstPassword>('SetFirstPassword'),

  // favourites
  Favourites: token<Favourites>('Favourites'),
  FavouritesStore: token<FavouritesStore>('FavouritesStore'),
  ToggleFavourite: token<ToggleFavourite>('ToggleFavourite'),
  LoadFavouriteStatuses: token<LoadFavouriteStatuses>('LoadFavouriteStatuses'),
  LoadFavouritesCount: token<LoadFavouritesCount>('LoadFavouritesCount'),
  ListFavouriteOffers: token<ListFavouriteOffers>('ListFavouriteOffers'),

  // preferences
  Consents: token<Consents>('Consents'),
  CurrencySelection: token<CurrencySelection>('CurrencySelection'),
  CookieConsent: token<CookieConsent>('CookieConsent'),
  Banners: token<Banners>('Banners'),
  SetProfilingConsent: token<SetProfilingConsent>('SetProfilingConsent'),

  // ui-state
  SnackbarQueue: token<SnackbarQueue>('SnackbarQueue'),
  ConfirmationDialog: token<ConfirmationDialog>('ConfirmationDialog'),
  ModalQueue: token<ModalQueue>('ModalQueue'),
  HashTracker: token<HashTracker>('HashTracker'),

  // alerts: ports, then use cases (the CLI adds its session file)
  JobFilters: token<JobFilters>('JobFilters'),
  JobAlerts: token<JobAlerts>('JobAlerts'),
  SavedSearchesStore: token<SavedSearchesStore>('SavedSearchesStore'),
  CliSessionFile: token<SessionFile>('CliSessionFile'),
  SaveAlert: token<SaveAlert>('SaveAlert'),
  ListSavedSearches: token<ListSavedSearches>('ListSavedSearches'),
  CreateGuestAlert: token<CreateGuestAlert>('CreateGuestAlert'),
  EnableAlert: token<EnableAlert>('EnableAlert'),
  CreateCandidateAlert: token<CreateCandidateAlert>('CreateCandidateAlert'),
  DismissAlertBanner: token<DismissAlertBanner>('DismissAlertBanner'),
  DisableAlert: token<DisableAlert>('DisableAlert'),
  ChangeAlertFrequency: token<ChangeAlertFrequency>('ChangeAlertFrequency'),
  DeleteSavedSearch: token<DeleteSavedSearch>('DeleteSavedSearch'),
  OpenSavedSearch: token<OpenSavedSearch>('OpenSavedSearch'),
  ActivateAlert: token<ActivateAlert>('ActivateAlert'),
  Unsubscribe: token<Unsubscribe>('Unsubscribe'),
  MoveLocalSearchesToAccount: token<MoveLocalSearchesToAccount>('MoveLocalSearchesToAccount'),
  ImportGuestAlerts: token<ImportGuestAlerts>('ImportGuestAlerts'),
  // alerts: the local mailbox (no SMTP_URL), port then use cases
  LocalMailbox: token<LocalMailbox>('LocalMailbox'),
  ListLocalMail: token<ListLocalMail>('ListLocalMail'),
  ReadLocalMail: token<ReadLocalMail>('ReadLocalMail'),
  // alerts: the web surfaces' state (composition/alerts/bindAlertSurfaces.ts); the switch is one per listing, so a factory
  NewSaveSearchSwitch: token<() => SaveSearchSwitch>('NewSaveSearchSwitch'),
  AlertsHelpTooltip: token<AlertsHelpTooltip>('AlertsHelpTooltip'),
  MoveSearchesOffer: token<MoveSearchesOffer>('MoveSearchesOffer'),
} as const;
