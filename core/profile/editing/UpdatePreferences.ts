import { errAsync, type ResultAsync } from 'neverthrow';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { SessionStore } from '../../session/SessionStore.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { Preferences, PreferencesPatch } from '../CandidateDocument.ts';
import { forLoggedInCandidate } from '../loggedInCandidate.ts';
import type { MatchPercentsStore } from '../matching/MatchPercentsStore.ts';
import { invalidInput, type LoginRequired, type ProfileFailure } from '../ProfileFailure.ts';
import type { Profiles } from '../Profiles.ts';
import type { ProfileStore } from '../ProfileStore.ts';
import { normalisePreferences, preferencesProblems } from '../rules/preferencesRules.ts';
import { hasProblems, problemMessage } from '../rules/Problems.ts';

/**
 * Saves the preference fields given. Match percents follow preferences, so the ones this tab knew
 * are forgotten. Fails with login-required, invalid-input (checked before sending, and the gateway's
 * 400: e.g. an unknown category or city), unauthorized, not-found, network-failure, http-failure,
 * bad-gateway-payload.
 */
export class UpdatePreferences implements UseCase<PreferencesPatch, Preferences, ProfileFailure | LoginRequired> {
  constructor(
    private readonly profiles: Profiles,
    private readonly calls: AuthenticatedCalls,
    private readonly session: SessionStore,
    private readonly store: ProfileStore,
    private readonly percents: MatchPercentsStore,
  ) {}

  execute(patch: PreferencesPatch): ResultAsync<Preferences, ProfileFailure | LoginRequired> {
    return forLoggedInCandidate(this.session, (candidateId) => {
      const problems = preferencesProblems(patch);
      if (hasProblems(problems)) return errAsync(invalidInput(problemMessage(problems)));
      return this.calls
        .run(() => this.profiles.updatePreferences(candidateId, normalisePreferences(patch)))
        .map((preferences) => {
          this.store.update((document) => ({ ...document, preferences }));
          this.percents.reset();
          return preferences;
        });
    });
  }
}
