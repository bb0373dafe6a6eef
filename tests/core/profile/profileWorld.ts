import { FixedClock } from '../../../adapters/in-memory/FixedClock.ts';
import { ConsentsInMemory } from '../../../adapters/in-memory/preferences/ConsentsInMemory.ts';
import { CandidateAccountInMemory } from '../../../adapters/in-memory/profile/CandidateAccountInMemory.ts';
import { MatchedOffersInMemory, type OfferToMatch } from '../../../adapters/in-memory/profile/MatchedOffersInMemory.ts';
import { ProfilesInMemory } from '../../../adapters/in-memory/profile/ProfilesInMemory.ts';
import { ChangePassword } from '../../../core/profile/account/ChangePassword.ts';
import { DeleteAccount } from '../../../core/profile/account/DeleteAccount.ts';
import { ExportMyData } from '../../../core/profile/account/ExportMyData.ts';
import { SetConsent } from '../../../core/profile/account/SetConsent.ts';
import { AddWorkHistoryEntry } from '../../../core/profile/editing/AddWorkHistoryEntry.ts';
import { LoadProfile } from '../../../core/profile/editing/LoadProfile.ts';
import { RemoveAvatar } from '../../../core/profile/editing/RemoveAvatar.ts';
import { RemoveWorkHistoryEntry } from '../../../core/profile/editing/RemoveWorkHistoryEntry.ts';
import { UpdatePreferences } from '../../../core/profile/editing/UpdatePreferences.ts';
import { UpdateProfile } from '../../../core/profile/editing/UpdateProfile.ts';
import { UpdateWorkHistoryEntry } from '../../../core/profile/editing/UpdateWorkHistoryEntry.ts';
import { UploadAvatar } from '../../../core/profile/editing/UploadAvatar.ts';
import { LoadMatchedOffers } from '../../../core/profile/matching/LoadMatchedOffers.ts';
import { LoadMatchPercents } from '../../../core/profile/matching/LoadMatchPercents.ts';
import { MatchPercentsStore } from '../../../core/profile/matching/MatchPercentsStore.ts';
import { ProfileStore } from '../../../core/profile/ProfileStore.ts';
import { loggedIn } from '../../../core/session/SessionState.ts';
import { sessionWorld } from '../session/sessionWorld.ts';

export const PASSWORD = 'correct horse battery';

/**
 * The profile's use cases over the session world (a logged-in candidate unless `guest`), with
 * in-memory profiles, account, consents and matched offers; the clock reads June 2025.
 */
export function profileWorld(options: { readonly guest?: boolean; readonly offers?: readonly OfferToMatch[] } = {}) {
  const session = sessionWorld(options.guest ? { userIdCookie: false, bearer: 'none' } : {});
  session.store.set(options.guest ? { status: 'guest' } : loggedIn({ ...session.candidate, featureFlags: 0 }));
  const caller = () => (session.gateway.authorizes() ? session.candidate.id : null);
  const consents = new ConsentsInMemory(() => session.gateway.authorizes());
  const profiles = new ProfilesInMemory({ caller, now: () => new Date('2025-06-01T12:00:00Z'), consent: (name) => consents.given.get(name) });
  profiles.add({
    id: session.candidate.id,
    email: session.candidate.email,
    password: PASSWORD,
    firstName: session.candidate.firstName,
    lastName: session.candidate.lastName,
  });
  const account = new CandidateAccountInMemory(profiles);
  const matched = new MatchedOffersInMemory(profiles, options.offers ?? [], () => consents.given.get('profiling') === true, caller);
  const clock = new FixedClock(new Date('2025-06-01T12:00:00Z'));
  const store = new ProfileStore(session.store.state$);
  const percents = new MatchPercentsStore(session.store.state$);
  const { coordinator } = session;
  const s = session.store;
  return {
    ...session,
    profiles,
    consents,
    matched,
    profileStore: store,
    percents,
    loadProfile: new LoadProfile(profiles, coordinator, s, store),
    updateProfile: new UpdateProfile(profiles, coordinator, s, store),
    uploadAvatar: new UploadAvatar(profiles, coordinator, s, store),
    removeAvatar: new RemoveAvatar(profiles, coordinator, s, store),
    updatePreferences: new UpdatePreferences(profiles, coordinator, s, store, percents),
    addEntry: new AddWorkHistoryEntry(profiles, coordinator, s, store, clock),
    updateEntry: new UpdateWorkHistoryEntry(profiles, coordinator, s, store, clock),
    removeEntry: new RemoveWorkHistoryEntry(profiles, coordinator, s, store),
    changePassword: new ChangePassword(account, coordinator, s),
    setConsent: new SetConsent(consents, coordinator, s, store, percents),
    exportMyData: new ExportMyData(account, coordinator, s),
    deleteAccount: new DeleteAccount(account, coordinator, s),
    loadMatched: new LoadMatchedOffers(matched, coordinator, s, percents),
    loadPercents: new LoadMatchPercents(matched, coordinator, s, percents),
  };
}
