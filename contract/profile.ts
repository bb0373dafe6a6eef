import * as t from 'io-ts';
import { CurrencyKeyCodec, EmploymentTypeKeyCodec, WorkplaceTypeKeyCodec } from './listingKeys.ts';
import { OfferListItemCodec } from './listing.ts';
import { CandidateProfileCodec } from './session.ts';
import { nullable } from './nullable.ts';

/**
 * The candidate's profile, preferences, work history, settings and matched offers (docs/profile.md,
 * docs/candidate-api.md). All under /api/{tenant}, with the bearer token. Shapes only: the limits
 * (lengths, counts, ranges) are core/profile/profileLimits.ts, enforced by the gateway with the
 * same rules the forms show (core/profile/profileRules.ts).
 */

export const SocialProfileTypeCodec = t.keyof({ linkedin: null, github: null, other: null });
export type SocialProfileTypeDto = t.TypeOf<typeof SocialProfileTypeCodec>;
export const SocialProfileCodec = t.type({ type: SocialProfileTypeCodec, link: t.string });

/**
 * An application document (CV, cover letter). The slot exists so that readers are written against
 * it; documents arrive with the applications issue, until then the list is always empty.
 * Visibility: public = 0, private = 1 (platform.md 3).
 */
export const ApplicationDocumentCodec = t.type({
  id: t.string,
  fileName: t.string,
  visibility: t.union([t.literal(0), t.literal(1)]),
  uploadedAt: t.string,
});

/** The personal part (spec: profile). */
export const PersonalProfileCodec = t.type({
  firstName: t.string,
  lastName: t.string,
  email: t.string,
  /** An unguessable address of the image (GET /candidate-avatars/{id}), or null. */
  avatarUrl: nullable(t.string),
  applicationDocs: t.array(ApplicationDocumentCodec),
  socialMediaProfiles: t.array(SocialProfileCodec),
});
export type PersonalProfileDto = t.TypeOf<typeof PersonalProfileCodec>;

/** `id` is the skill's name lower-cased: one entry per skill. Level 1 (basics) to 5 (expert). */
export const PreferenceSkillCodec = t.type({ id: t.string, name: t.string, level: t.number });
/** A monthly amount in a currency; null: no expectation given. */
export const SalaryExpectationCodec = t.type({ amount: t.number, currency: CurrencyKeyCodec });
export const EmploymentPreferenceCodec = t.type({ type: EmploymentTypeKeyCodec, salary: nullable(SalaryExpectationCodec) });
/** Residences are city slugs of the listing's cities dictionary. */
export const LocationPreferenceCodec = t.type({ residences: t.array(t.string), workplaceTypes: t.array(WorkplaceTypeKeyCodec) });
export const LanguageLevelCodec = t.keyof({ A1: null, A2: null, B1: null, B2: null, C1: null, C2: null, native: null });
export const InternalLanguageCodec = t.type({ code: t.string, level: LanguageLevelCodec });
/** Weeks until the candidate can start: 0 (now), 1, 2, 4, 8 or 12 (platform.md 9). */
export const AvailabilityPeriodCodec = t.type({ unit: t.literal('week'), value: t.number });
export const JobLookingCodec = t.keyof({ activelyLooking: null, openToOffers: null, notLooking: null });

export const PreferencesFieldsCodec = t.type({
  position: nullable(t.string),
  experienceYears: t.number,
  desiredPositions: t.array(t.string),
  skills: t.array(PreferenceSkillCodec),
  employments: t.array(EmploymentPreferenceCodec),
  locations: LocationPreferenceCodec,
  internalLanguages: t.array(InternalLanguageCodec),
  categoryIds: t.array(t.number),
  availabilityPeriod: nullable(AvailabilityPeriodCodec),
  jobLooking: nullable(JobLookingCodec),
});
export type PreferencesFieldsDto = t.TypeOf<typeof PreferencesFieldsCodec>;

export const PreferencesCodec = t.intersection([t.type({ candidateId: t.string }), PreferencesFieldsCodec]);
export type PreferencesDto = t.TypeOf<typeof PreferencesCodec>;

export const MonthYearCodec = t.type({ year: t.number, month: t.number });
/** `end` null: an open end (still there). */
export const WorkPeriodCodec = t.type({ start: MonthYearCodec, end: nullable(MonthYearCodec) });
export const WorkHistoryFieldsCodec = t.type({ title: t.string, companyName: t.string, description: t.string, period: WorkPeriodCodec });
export type WorkHistoryFieldsDto = t.TypeOf<typeof WorkHistoryFieldsCodec>;
export const WorkHistoryEntryCodec = t.intersection([t.type({ id: t.string }), WorkHistoryFieldsCodec]);
export type WorkHistoryEntryDto = t.TypeOf<typeof WorkHistoryEntryCodec>;

export const ProfileConsentCodec = t.type({ name: t.string, given: t.boolean });

/**
 * GET /candidates/{id}: the whole candidate (spec: Candidate). The top-level fields are the
 * session's profile (contract/session.ts CandidateProfileCodec), so the session's reader keeps
 * working; `profile`, `preferences`, `workHistory` and `consents` are the rest.
 */
export const CandidateDocumentCodec = t.type({
  ...CandidateProfileCodec.props,
  profile: PersonalProfileCodec,
  preferences: PreferencesCodec,
  workHistory: t.array(WorkHistoryEntryCodec),
  consents: t.array(ProfileConsentCodec),
});
export type CandidateDocumentDto = t.TypeOf<typeof CandidateDocumentCodec>;

/** PATCH /candidates/{id}: the fields sent are replaced. 200 CandidateDocument. */
export const ProfilePatchCodec = t.partial({ firstName: t.string, lastName: t.string, socialMediaProfiles: t.array(SocialProfileCodec) });
export type ProfilePatchDto = t.TypeOf<typeof ProfilePatchCodec>;

/** PATCH /candidates/{id}/preferences: the fields sent are replaced. 200 Preferences. */
export const PreferencesPatchCodec = t.partial(PreferencesFieldsCodec.props);
export type PreferencesPatchDto = t.TypeOf<typeof PreferencesPatchCodec>;

/** PUT /candidates/{id}/avatar: a PNG or JPEG (by its bytes), base64. 200 { avatarUrl }. */
export const AvatarUploadCodec = t.type({ image: t.string });
export const AvatarCodec = t.type({ avatarUrl: t.string });

/** PUT /candidates/{id}/password: 204; 409 wrong-password. Other logins of the candidate end. */
export const PasswordChangeCodec = t.type({ currentPassword: t.string, newPassword: t.string });

/** GET /candidates/{id}/export: everything stored about the candidate (docs/profile.md). */
export const DataExportCodec = t.type({ format: t.literal('jobboard-candidate-export/1'), exportedAt: t.string, candidate: t.UnknownRecord });
export type DataExportDto = t.TypeOf<typeof DataExportCodec>;

/** GET /candidates/job-advertisements/matched?page&pageSize: best match first; 403 profiling-consent-required. */
export const MatchedOfferCodec = t.intersection([OfferListItemCodec, t.type({ matchPercent: t.number })]);
export const MatchedOffersPageCodec = t.type({
  items: t.array(MatchedOfferCodec),
  hasNextPage: t.boolean,
  pageNumber: t.number,
  /** Offers below this percent are not listed. */
  floor: t.number,
});
export type MatchedOffersPageDto = t.TypeOf<typeof MatchedOffersPageCodec>;

/** GET /candidates/job-advertisements/match-percents?jobAdvertisementIds (at most 25); 403 profiling-consent-required. */
export const MatchPercentsCodec = t.type({ items: t.array(t.type({ jobAdvertisementId: t.string, matchPercent: t.number })) });
export type MatchPercentsDto = t.TypeOf<typeof MatchPercentsCodec>;

/** The `error` of a 403 from the matching routes. */
export const PROFILING_CONSENT_REQUIRED = 'profiling-consent-required';
