import type { Currency, EmploymentType, WorkplaceType } from '../listing/FilterValues.ts';
import type { CandidateProfile } from '../session/LoggedCandidate.ts';

/**
 * The candidate as the profile pages, the settings and (later) the employer's candidate search
 * and details panel read it (platform.md 3, Candidate). Structurally the contract's DTOs
 * (contract/profile.ts), so the HTTP adapter hands decoded DTOs over as they are.
 */

export type SocialProfileType = 'linkedin' | 'github' | 'other';
export const socialProfileTypes: readonly SocialProfileType[] = ['linkedin', 'github', 'other'];

export interface SocialProfile {
  readonly type: SocialProfileType;
  /** An http(s) address. */
  readonly link: string;
}

/** A CV or cover letter: a slot for the applications issue; the list is empty until then. */
export interface ApplicationDocument {
  readonly id: string;
  readonly fileName: string;
  /** public = 0, private = 1. */
  readonly visibility: 0 | 1;
  readonly uploadedAt: string;
}

export interface PersonalProfile {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly avatarUrl: string | null;
  readonly applicationDocs: readonly ApplicationDocument[];
  readonly socialMediaProfiles: readonly SocialProfile[];
}

/** 1 basics, 2 junior, 3 regular, 4 advanced, 5 expert. */
export type SkillLevel = 1 | 2 | 3 | 4 | 5;

export interface PreferenceSkill {
  /** The name lower-cased: one entry per skill. */
  readonly id: string;
  readonly name: string;
  readonly level: number;
}

/** A monthly amount. */
export interface SalaryExpectation {
  readonly amount: number;
  readonly currency: Currency;
}

export interface EmploymentPreference {
  readonly type: EmploymentType;
  readonly salary: SalaryExpectation | null;
}

export interface LocationPreference {
  /** City slugs of the listing's cities dictionary. */
  readonly residences: readonly string[];
  readonly workplaceTypes: readonly WorkplaceType[];
}

export type LanguageLevel = 'A1' | 'A2' | 'B1' | 'B2' | 'C1' | 'C2' | 'native';
export const languageLevels: readonly LanguageLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'native'];

export interface InternalLanguage {
  /** ISO 639-1, one of profileLimits' languageCodes. */
  readonly code: string;
  readonly level: LanguageLevel;
}

export interface AvailabilityPeriod {
  readonly unit: 'week';
  /** 0 (now), 1, 2, 4, 8 or 12. */
  readonly value: number;
}

export type JobLooking = 'activelyLooking' | 'openToOffers' | 'notLooking';
export const jobLookingStatuses: readonly JobLooking[] = ['activelyLooking', 'openToOffers', 'notLooking'];

/** What the candidate looks for: the matching's input (core/profile/matching). */
export interface PreferencesFields {
  readonly position: string | null;
  readonly experienceYears: number;
  readonly desiredPositions: readonly string[];
  readonly skills: readonly PreferenceSkill[];
  readonly employments: readonly EmploymentPreference[];
  readonly locations: LocationPreference;
  readonly internalLanguages: readonly InternalLanguage[];
  readonly categoryIds: readonly number[];
  readonly availabilityPeriod: AvailabilityPeriod | null;
  readonly jobLooking: JobLooking | null;
}

export interface Preferences extends PreferencesFields {
  readonly candidateId: string;
}

export interface MonthYear {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
}

export interface WorkPeriod {
  readonly start: MonthYear;
  /** null: an open end (still there). */
  readonly end: MonthYear | null;
}

export interface WorkHistoryFields {
  readonly title: string;
  readonly companyName: string;
  readonly description: string;
  readonly period: WorkPeriod;
}

export interface WorkHistoryEntry extends WorkHistoryFields {
  readonly id: string;
}

export interface Consent {
  readonly name: string;
  readonly given: boolean;
}

/** GET /candidates/{id}: the session's profile fields at the top, then every part. */
export interface CandidateDocument extends CandidateProfile {
  readonly profile: PersonalProfile;
  readonly preferences: Preferences;
  readonly workHistory: readonly WorkHistoryEntry[];
  readonly consents: readonly Consent[];
}

/** The personal fields an edit may replace. */
export interface ProfilePatch {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly socialMediaProfiles?: readonly SocialProfile[];
}

export type PreferencesPatch = Partial<PreferencesFields>;

/** Preferences of a candidate who has not said anything yet. */
export const emptyPreferences = (candidateId: string): Preferences => ({
  candidateId,
  position: null,
  experienceYears: 0,
  desiredPositions: [],
  skills: [],
  employments: [],
  locations: { residences: [], workplaceTypes: [] },
  internalLanguages: [],
  categoryIds: [],
  availabilityPeriod: null,
  jobLooking: null,
});
