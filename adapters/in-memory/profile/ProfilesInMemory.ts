import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import {
  emptyPreferences,
  type CandidateDocument,
  type Preferences,
  type PreferencesPatch,
  type ProfilePatch,
  type WorkHistoryEntry,
  type WorkHistoryFields,
} from '../../../core/profile/CandidateDocument.ts';
import { PROFILE_LIMITS } from '../../../core/profile/profileLimits.ts';
import { invalidInput, type ProfileFailure } from '../../../core/profile/ProfileFailure.ts';
import type { Profiles } from '../../../core/profile/Profiles.ts';
import { avatarProblem } from '../../../core/profile/rules/avatarRules.ts';
import { normaliseProfilePatch, profilePatchProblems } from '../../../core/profile/rules/personalRules.ts';
import { normalisePreferences, preferencesProblems, type KnownValues } from '../../../core/profile/rules/preferencesRules.ts';
import { hasProblems, problemMessage, type Problems } from '../../../core/profile/rules/Problems.ts';
import { byRecency, monthOf, normaliseWorkHistory, workHistoryProblems } from '../../../core/profile/rules/workHistoryRules.ts';

export interface NewCandidate {
  readonly id: string;
  readonly email: string;
  readonly password: string;
  readonly firstName?: string;
  readonly lastName?: string;
}

export interface ProfilesInMemoryOptions {
  /** The candidate the bearer belongs to; null: no valid bearer (every call is unauthorized). */
  readonly caller: () => string | null;
  readonly now?: () => Date;
  /** A consent's answer where it is kept (ConsentsInMemory); undefined: never answered. */
  readonly consent?: (name: 'profiling') => boolean | undefined;
  /** Categories and cities that exist; unset: any. */
  readonly known?: KnownValues;
}

interface Stored {
  document: CandidateDocument;
  password: string;
}

/**
 * Candidates' profiles in a map, by the gateway's rules (core/profile/rules): the bearer's own id
 * only (another is not-found), 400-style invalid-input with the gateway's words, at most 30
 * work-history entries, avatars checked by their bytes. CandidateAccountInMemory and
 * MatchedOffersInMemory read and change the same candidates.
 */
export class ProfilesInMemory implements Profiles {
  private readonly stored = new Map<string, Stored>();
  /** Candidates whose account was deleted: their bearer no longer works (the gateway's 401). */
  readonly deleted = new Set<string>();
  private entries = 0;
  private avatars = 0;

  constructor(private readonly options: ProfilesInMemoryOptions) {}

  add(candidate: NewCandidate): CandidateDocument {
    const { id, email } = candidate;
    const firstName = candidate.firstName ?? 'Ada';
    const lastName = candidate.lastName ?? 'Lovelace';
    const document: CandidateDocument = {
      id,
      firstName,
      lastName,
      email,
      avatarUrl: null,
      unreadMessages: { chatsCount: 0, conversationRequestsCount: 0 },
      profile: { firstName, lastName, email, avatarUrl: null, applicationDocs: [], socialMediaProfiles: [] },
      preferences: emptyPreferences(id),
      workHistory: [],
      consents: [],
    };
    this.stored.set(id, { document, password: candidate.password });
    return document;
  }

  /** The stored record of the bearer's own candidate `id`, or why not. */
  own(id: string): { ok: Stored } | { failure: ProfileFailure } {
    const caller = this.options.caller();
    if (caller === null || this.deleted.has(caller)) return { failure: { kind: 'unauthorized' } };
    const stored = caller === id.toLowerCase() ? this.stored.get(caller) : undefined;
    return stored ? { ok: stored } : { failure: { kind: 'not-found' } };
  }

  remove(id: string): void {
    this.stored.delete(id);
    this.deleted.add(id);
  }

  now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** The document as GET /candidates/{id} answers it, consents read where they are kept. */
  documentOf(stored: Stored): CandidateDocument {
    const profiling = this.options.consent?.('profiling');
    return { ...stored.document, consents: [{ name: 'profiling', given: profiling ?? false }] };
  }

  load(candidateId: string): ResultAsync<CandidateDocument, ProfileFailure> {
    return this.with(candidateId, (stored) => okAsync(this.documentOf(stored)));
  }

  updateProfile(candidateId: string, patch: ProfilePatch): ResultAsync<CandidateDocument, ProfileFailure> {
    return this.with(candidateId, (stored) =>
      this.checked(profilePatchProblems(patch), () => {
        const { firstName, lastName, socialMediaProfiles } = normaliseProfilePatch(patch);
        const document = stored.document;
        const names = { firstName: firstName ?? document.firstName, lastName: lastName ?? document.lastName };
        stored.document = {
          ...document,
          ...names,
          profile: { ...document.profile, ...names, socialMediaProfiles: socialMediaProfiles ?? document.profile.socialMediaProfiles },
        };
        return this.documentOf(stored);
      }),
    );
  }

  uploadAvatar(candidateId: string, image: Uint8Array): ResultAsync<string, ProfileFailure> {
    return this.with(candidateId, (stored) => {
      const problem = avatarProblem(image);
      return this.checked(problem === undefined ? {} : { image: problem }, () => {
        const avatarUrl = `/candidate-avatars/in-memory-${++this.avatars}`;
        this.setAvatar(stored, avatarUrl);
        return avatarUrl;
      });
    });
  }

  removeAvatar(candidateId: string): ResultAsync<void, ProfileFailure> {
    return this.with(candidateId, (stored) => okAsync(this.setAvatar(stored, null)));
  }

  updatePreferences(candidateId: string, patch: PreferencesPatch): ResultAsync<Preferences, ProfileFailure> {
    return this.with(candidateId, (stored) =>
      this.checked(preferencesProblems(patch, this.options.known), () => {
        const preferences = { ...stored.document.preferences, ...normalisePreferences(patch), candidateId: stored.document.id };
        stored.document = { ...stored.document, preferences };
        return preferences;
      }),
    );
  }

  addWorkHistoryEntry(candidateId: string, fields: WorkHistoryFields): ResultAsync<WorkHistoryEntry, ProfileFailure> {
    return this.with(candidateId, (stored) => {
      const full = stored.document.workHistory.length >= PROFILE_LIMITS.workHistoryEntries;
      return this.checked(full ? { workHistory: 'too-many' } : workHistoryProblems(fields, monthOf(this.now())), () => {
        const entry = { id: `00000000-0000-4000-8000-${String(++this.entries).padStart(12, '0')}`, ...normaliseWorkHistory(fields) };
        stored.document = { ...stored.document, workHistory: [...stored.document.workHistory, entry].sort(byRecency) };
        return entry;
      });
    });
  }

  updateWorkHistoryEntry(candidateId: string, entryId: string, fields: WorkHistoryFields): ResultAsync<WorkHistoryEntry, ProfileFailure> {
    return this.with(candidateId, (stored) => {
      if (!stored.document.workHistory.some((entry) => entry.id === entryId.toLowerCase())) return errAsync({ kind: 'not-found' });
      return this.checked(workHistoryProblems(fields, monthOf(this.now())), () => {
        const entry = { id: entryId.toLowerCase(), ...normaliseWorkHistory(fields) };
        stored.document = {
          ...stored.document,
          workHistory: [...stored.document.workHistory.filter((item) => item.id !== entry.id), entry].sort(byRecency),
        };
        return entry;
      });
    });
  }

  removeWorkHistoryEntry(candidateId: string, entryId: string): ResultAsync<void, ProfileFailure> {
    return this.with(candidateId, (stored) => {
      stored.document = { ...stored.document, workHistory: stored.document.workHistory.filter((entry) => entry.id !== entryId.toLowerCase()) };
      return okAsync(undefined);
    });
  }

  /** Runs `call` for the bearer's own candidate, or fails as the gateway would. */
  with<T, E>(candidateId: string, call: (stored: Stored) => ResultAsync<T, E | ProfileFailure>): ResultAsync<T, E | ProfileFailure> {
    const found = this.own(candidateId);
    return 'failure' in found ? errAsync(found.failure) : call(found.ok);
  }

  private checked<T>(problems: Problems, save: () => T): ResultAsync<T, ProfileFailure> {
    return hasProblems(problems) ? errAsync(invalidInput(problemMessage(problems))) : okAsync(save());
  }

  private setAvatar(stored: Stored, avatarUrl: string | null): void {
    stored.document = { ...stored.document, avatarUrl, profile: { ...stored.document.profile, avatarUrl } };
  }

  /** The password check of CandidateAccountInMemory. */
  passwordOf(id: string): string | undefined {
    return this.stored.get(id)?.password;
  }

  setPassword(id: string, password: string): void {
    const stored = this.stored.get(id);
    if (stored) stored.password = password;
  }
}
