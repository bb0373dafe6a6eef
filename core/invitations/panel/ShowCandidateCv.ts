import { okAsync, type ResultAsync } from 'neverthrow';
import type { SchedulerLike } from 'rxjs';
import type { AuthenticatedCalls } from '../../session/AuthenticatedCalls.ts';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { SnackbarQueue } from '../../ui-state/SnackbarQueue.ts';
import type { EmployerCandidates } from './EmployerCandidates.ts';

/** platform.md 9: the show-CV button acts at most once per 2000 ms. */
export const CV_DEBOUNCE_MS = 2000;

/** `opened`: the CV's address to open; `ignored`: a click within 2 s of the last one. */
export type ShowCvOutcome = { readonly kind: 'opened'; readonly url: string } | { readonly kind: 'ignored' };

/**
 * The show-CV button: the first click asks where the candidate's CV opens; further clicks within
 * 2000 ms (on the scheduler's clock) do nothing. A candidate without a CV gets a snackbar.
 */
export class ShowCandidateCv implements UseCase<string, ShowCvOutcome, GatewayFailure> {
  private lastAt: number | null = null;

  constructor(
    private readonly candidates: EmployerCandidates,
    private readonly calls: AuthenticatedCalls,
    private readonly snackbars: SnackbarQueue,
    private readonly scheduler: SchedulerLike,
  ) {}

  execute(candidateId: string): ResultAsync<ShowCvOutcome, GatewayFailure> {
    const now = this.scheduler.now();
    if (this.lastAt !== null && now - this.lastAt < CV_DEBOUNCE_MS) return okAsync({ kind: 'ignored' });
    this.lastAt = now;
    return this.calls
      .run(() => this.candidates.cv(candidateId))
      .map((url): ShowCvOutcome => ({ kind: 'opened', url }))
      .mapErr((failure) => {
        this.snackbars.show({
          message: failure.kind === 'not-found' ? 'panel.candidates.noCv' : 'panel.candidates.cvFailed',
          variant: 'error',
          testId: 'cv-failed',
        });
        return failure;
      });
  }
}
