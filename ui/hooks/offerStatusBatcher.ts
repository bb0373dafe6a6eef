import type { ResultAsync } from 'neverthrow';
import { isLoggedIn } from '../../core/session/SessionState.ts';
import type { SessionStore } from '../../core/session/SessionStore.ts';

/** A use case that loads per-offer statuses for a logged-in candidate into its store (favourites, applied). */
export interface OfferStatusLoader {
  execute(ids: readonly string[]): ResultAsync<unknown, unknown>;
}

/**
 * Gathers the offer ids of every status-showing control on the page (favourite buttons, applied
 * badges, match percents) and asks for their statuses in one go (the use cases split them into
 * batches of 25), again after a login. With `askOnce` an id is asked once per session; without it,
 * whenever a control shows up for it (the use case then skips the ids it knows).
 */
export class OfferStatusBatcher {
  private readonly mounted = new Map<string, number>();
  private readonly asked = new Set<string>();
  private scheduled: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly load: OfferStatusLoader,
    private readonly session: SessionStore,
    private readonly askOnce: boolean,
  ) {
    session.candidate$.subscribe((candidate) => {
      this.asked.clear();
      if (candidate !== null) this.schedule();
    });
  }

  /** A control showed up for `offerId`; the returned function says it went away. */
  register(offerId: string): () => void {
    this.mounted.set(offerId, (this.mounted.get(offerId) ?? 0) + 1);
    if (!this.asked.has(offerId)) this.schedule();
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
    if (!isLoggedIn(this.session.current)) return;
    const ids = [...this.mounted.keys()].filter((id) => !this.asked.has(id));
    if (ids.length === 0) return;
    if (this.askOnce) for (const id of ids) this.asked.add(id);
    void this.load.execute(ids).mapErr(() => {
      // Asked again by the next control that shows up for them.
      for (const id of ids) this.asked.delete(id);
    });
  }
}

const batchers = new WeakMap<OfferStatusLoader, OfferStatusBatcher>();

/** One batcher per use case (the use case instance is one per container). */
export function batcherFor(load: OfferStatusLoader, session: SessionStore, options: { askOnce: boolean } = { askOnce: true }): OfferStatusBatcher {
  let batcher = batchers.get(load);
  if (!batcher) {
    batcher = new OfferStatusBatcher(load, session, options.askOnce);
    batchers.set(load, batcher);
  }
  return batcher;
}
