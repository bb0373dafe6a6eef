import type { CandidateAccount } from '../../core/profile/account/CandidateAccount.ts';
import type { ChangePassword } from '../../core/profile/account/ChangePassword.ts';
import type { DeleteAccount } from '../../core/profile/account/DeleteAccount.ts';
import type { ExportMyData } from '../../core/profile/account/ExportMyData.ts';
import type { SetConsent } from '../../core/profile/account/SetConsent.ts';
import type { AddWorkHistoryEntry } from '../../core/profile/editing/AddWorkHistoryEntry.ts';
import type { LoadProfile } from '../../core/profile/editing/LoadProfile.ts';
import type { RemoveAvatar } from '../../core/profile/editing/RemoveAvatar.ts';
import type { RemoveWorkHistoryEntry } from '../../core/profile/editing/RemoveWorkHistoryEntry.ts';
import type { UpdatePreferences } from '../../core/profile/editing/UpdatePreferences.ts';
import type { UpdateProfile } from '../../core/profile/editing/UpdateProfile.ts';
import type { UpdateWorkHistoryEntry } from '../../core/profile/editing/UpdateWorkHistoryEntry.ts';
import type { UploadAvatar } from '../../core/profile/editing/UploadAvatar.ts';
import type { LoadMatchedOffers } from '../../core/profile/matching/LoadMatchedOffers.ts';
import type { LoadMatchPercents } from '../../core/profile/matching/LoadMatchPercents.ts';
import type { MatchedOffers } from '../../core/profile/matching/MatchedOffers.ts';
import type { MatchPercentsStore } from '../../core/profile/matching/MatchPercentsStore.ts';
import type { Profiles } from '../../core/profile/Profiles.ts';
import type { ProfileStore } from '../../core/profile/ProfileStore.ts';
import { token } from '../kernel/Token.ts';

/** The candidate's profile, preferences, work history, account settings and matching. */
export const ProfileKeys = {
  Profiles: token<Profiles>('profile.Profiles'),
  CandidateAccount: token<CandidateAccount>('profile.CandidateAccount'),
  MatchedOffers: token<MatchedOffers>('profile.MatchedOffers'),
  ProfileStore: token<ProfileStore>('profile.ProfileStore'),
  MatchPercentsStore: token<MatchPercentsStore>('profile.MatchPercentsStore'),
  LoadProfile: token<LoadProfile>('profile.LoadProfile'),
  UpdateProfile: token<UpdateProfile>('profile.UpdateProfile'),
  UploadAvatar: token<UploadAvatar>('profile.UploadAvatar'),
  RemoveAvatar: token<RemoveAvatar>('profile.RemoveAvatar'),
  UpdatePreferences: token<UpdatePreferences>('profile.UpdatePreferences'),
  AddWorkHistoryEntry: token<AddWorkHistoryEntry>('profile.AddWorkHistoryEntry'),
  UpdateWorkHistoryEntry: token<UpdateWorkHistoryEntry>('profile.UpdateWorkHistoryEntry'),
  RemoveWorkHistoryEntry: token<RemoveWorkHistoryEntry>('profile.RemoveWorkHistoryEntry'),
  ChangePassword: token<ChangePassword>('profile.ChangePassword'),
  SetConsent: token<SetConsent>('profile.SetConsent'),
  ExportMyData: token<ExportMyData>('profile.ExportMyData'),
  DeleteAccount: token<DeleteAccount>('profile.DeleteAccount'),
  LoadMatchedOffers: token<LoadMatchedOffers>('profile.LoadMatchedOffers'),
  LoadMatchPercents: token<LoadMatchPercents>('profile.LoadMatchPercents'),
} as const;
