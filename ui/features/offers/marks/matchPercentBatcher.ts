import type { LoadMatchPercents } from '../../../../core/profile/matching/LoadMatchPercents.ts';
import { isLoggedIn } from '../../../../core/session/SessionState.ts';
import type { SessionStore } from '../../../../core/session/SessionStore.ts';

/**
 * Gathers the offer ids of every match badge on the page and asks for their percents in one go
 * (the use case splits them into batches of 25 and skips ids it knows): again after a login.
 */
export class MatchPercentBatcher {
  private readonly mounted = new Map<string, number>();
  private scheduled: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly load: LoadMatchPercents,
    private readonly session: SessionStore,
  ) {
    session.candidate$.subscribe((candidate) => {
      if (candidate !== null) this.schedule();
    });
  }

  /** A badge showed up for `offerId`; the returned function says it went away. */
  register(offerId: string): () => void {
    this.mounted.set(offerId, (this.mounted.get(offerId) ?? 0) + 1);
    this.schedule();
    return () => {
      const left = (this.mounted.get(offerId) ?? 1) - 1;
      if (left <= 0) this.mounted.delete(offerId);
      else this.mounted.set(offerId, left);
    };
  }

  private schedule(): void {
    if (this.scheduled !== null) return;
    this.scheduled = setTimeout(() => this.flush(), 0);
  }

  private flush(): void {
    this.scheduled = null;
    if (!isLoggedIn(this.session.current) || this.mounted.size === 0) return;
    // A failed batch is asked again by the next badge that shows up for it.
    void this.load.execute([...this.mounted.keys()]);
  }
}

const batchers = new WeakMap<LoadMatchPercents, MatchPercentBatcher>();

/** One batcher per container (the use case instance is one per container). */
export function matchBatcherFor(load: LoadMatchPercents, session: SessionStore): MatchPercentBatcher {
  let batcher = batchers.get(load);
  if (!batcher) {
    batcher = new MatchPercentBatcher(load, session);
    batchers.set(load, batcher);
  }
  return batcher;
}
