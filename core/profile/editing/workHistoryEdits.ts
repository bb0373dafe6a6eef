import { err, ok, type Result } from 'neverthrow';
import type { Clock } from '../../shared/Clock.ts';
import type { WorkHistoryEntry, WorkHistoryFields } from '../CandidateDocument.ts';
import { invalidInput, type InvalidInput } from '../ProfileFailure.ts';
import type { ProfileStore } from '../ProfileStore.ts';
import { hasProblems, problemMessage } from '../rules/Problems.ts';
import { byRecency, monthOf, normaliseWorkHistory, workHistoryProblems } from '../rules/workHistoryRules.ts';

/** The entry as it is sent (trimmed), or why it cannot be: dates are checked against this month. */
export function checkedEntry(fields: WorkHistoryFields, clock: Clock): Result<WorkHistoryFields, InvalidInput> {
  const problems = workHistoryProblems(fields, monthOf(clock.now()));
  return hasProblems(problems) ? err(invalidInput(problemMessage(problems))) : ok(normaliseWorkHistory(fields));
}

/** The saved entry in the loaded document, added or replaced, newest first. */
export function withEntry(store: ProfileStore, saved: WorkHistoryEntry): WorkHistoryEntry {
  store.update((document) => ({
    ...document,
    workHistory: [...document.workHistory.filter((entry) => entry.id !== saved.id), saved].sort(byRecency),
  }));
  return saved;
}
