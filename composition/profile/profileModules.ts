import { CandidateAccountHttp } from '../../adapters/http/profile/CandidateAccountHttp.ts';
import { ProfilesHttp } from '../../adapters/http/profile/ProfilesHttp.ts';
import { CandidateAccountInMemory } from '../../adapters/in-memory/profile/CandidateAccountInMemory.ts';
import { MatchedOffersInMemory, type OfferToMatch } from '../../adapters/in-memory/profile/MatchedOffersInMemory.ts';
import { ProfilesInMemory, type NewCandidate } from '../../adapters/in-memory/profile/ProfilesInMemory.ts';
import { ConsentsInMemory } from '../../adapters/in-memory/preferences/ConsentsInMemory.ts';
import type { Consents } from '../../core/preferences/Consents.ts';
import { readTokenClaims } from '../../core/session/tokenClaims.ts';
import { ChangePassword } from '../../core/profile/account/ChangePassword.ts';
import { DeleteAccount } from '../../core/profile/account/DeleteAccount.ts';
import { ExportMyData } from '../../core/profile/account/ExportMyData.ts';
import { SetConsent } from '../../core/profile/account/SetConsent.ts';
import { AddWorkHistoryEntry } from '../../core/profile/editing/AddWorkHistoryEntry.ts';
import { LoadProfile } from '../../core/profile/editing/LoadProfile.ts';
import { RemoveAvatar } from '../../core/profile/editing/RemoveAvatar.ts';
import { RemoveWorkHistoryEntry } from '../../core/profile/editing/RemoveWorkHistoryEntry.ts';
import { UpdatePreferences } from '../../core/profile/editing/UpdatePreferences.ts';
import { UpdateProfile } from '../../core/profile/editing/UpdateProfile.ts';
import { UpdateWorkHistoryEntry } from '../../core/profile/editing/UpdateWorkHistoryEntry.ts';
import { UploadAvatar } from '../../core/profile/editing/UploadAvatar.ts';
import { ProfileStore } from '../../core/profile/ProfileStore.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provide, provideClass, provideEach } from '../kernel/provide.ts';
import { PreferencesKeys } from '../preferences/preferencesKeys.ts';
import { candidateCallDeps, SessionKeys } from '../session/sessionKeys.ts';
import { httpAdapterDeps, SharedKeys } from '../shared/sharedKeys.ts';
import { ProfileKeys as K } from './profileKeys.ts';

/**
 * The profile's editing and account use cases: only the profile and settings pages use them, so the
 * browser attaches them with those pages (composition/roots/pageModules.ts).
 */
export const profileUseCases: ContextModule = contextModule(
  'profile.useCases',
  pick(
    K,
    'ProfileStore',
    'LoadProfile',
    'UpdateProfile',
    'UploadAvatar',
    'RemoveAvatar',
    'UpdatePreferences',
    'AddWorkHistoryEntry',
    'UpdateWorkHistoryEntry',
    'RemoveWorkHistoryEntry',
    'ChangePassword',
    'SetConsent',
    'ExportMyData',
    'DeleteAccount',
  ),
  (container) => {
    const { SessionCoordinator, SessionStore } = SessionKeys;
    provide(container, K.ProfileStore, [SessionStore], (session) => new ProfileStore(session.state$));
    const edits = candidateCallDeps(K.Profiles, K.ProfileStore);
    provideEach(container, K, edits, { LoadProfile, UpdateProfile, UploadAvatar, RemoveAvatar, RemoveWorkHistoryEntry });
    provideClass(container, K.UpdatePreferences, UpdatePreferences, [...edits, K.MatchPercentsStore]);
    provideEach(container, K, [...edits, SharedKeys.Clock], { AddWorkHistoryEntry, UpdateWorkHistoryEntry });
    const account = [K.CandidateAccount, SessionCoordinator, SessionStore] as const;
    provideEach(container, K, account, { ChangePassword, ExportMyData, DeleteAccount });
    provideClass(container, K.SetConsent, SetConsent, [
      PreferencesKeys.Consents,
      SessionCoordinator,
      SessionStore,
      K.ProfileStore,
      K.MatchPercentsStore,
    ]);
  },
);

/** The profile's editing and account ports over HTTP (attached with the pages that use them). */
export const profileHttp: ContextModule = adapterModule('profile.http', K, httpAdapterDeps, {
  Profiles: ProfilesHttp,
  CandidateAccount: CandidateAccountHttp,
});

export interface ProfileTestPorts {
  readonly profiles: ProfilesInMemory;
  /** The offers matched-for-you ranks; none by default. */
  readonly offers?: readonly OfferToMatch[];
  /** Candidates the fake knows from the start. */
  readonly candidates?: readonly NewCandidate[];
  /** Whether the profiling consent is given (where the test keeps consents). */
  readonly consentGiven?: () => boolean;
  /** The candidate the bearer belongs to (the test session's), or null. */
  readonly caller: () => string | null;
}

/** The profile's ports in memory, over one set of candidates. */
export const profileInMemory = (ports: ProfileTestPorts): ContextModule =>
  contextModule('profile.inMemory', pick(K, 'Profiles', 'CandidateAccount', 'MatchedOffers'), (container) => {
    container.bind(K.Profiles).toConstantValue(ports.profiles);
    container.bind(K.CandidateAccount).toConstantValue(new CandidateAccountInMemory(ports.profiles));
    container
      .bind(K.MatchedOffers)
      .toConstantValue(new MatchedOffersInMemory(ports.profiles, ports.offers ?? [], ports.consentGiven ?? (() => false), ports.caller));
  });

/**
 * The test root's profile ports: candidates in ProfilesInMemory (add them with `add`), the bearer's
 * candidate read from the fake session's token, consents where the test root keeps them.
 */
export function profileTestPorts(
  options: { authorizes: () => boolean; bearer: () => string | null; consents: Consents; now: Date },
  overrides: Partial<ProfileTestPorts> = {},
): ProfileTestPorts {
  const caller = () => (options.authorizes() ? (readTokenClaims(options.bearer() ?? '')?.subject ?? null) : null);
  const consent = (name: 'profiling') => (options.consents instanceof ConsentsInMemory ? options.consents.given.get(name) : undefined);
  const profiles = overrides.profiles ?? new ProfilesInMemory({ caller, consent, now: () => options.now });
  for (const candidate of overrides.candidates ?? []) profiles.add(candidate);
  return { profiles, caller, consentGiven: () => consent('profiling') === true, ...overrides };
}
