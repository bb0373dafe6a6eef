// @ts-nocheck
import { BehaviorSubject, distinctUntilChanged, map, type Observable } from 'rxjs';

/** Queued modals in rank order: a lower index shows first. */
export const modalRanking = ['company-data', 'company-profile', 'marketing-promo'] as const;
export type QueuedModal = (typeof modalRanking)[number];

const rank = (modal: QueuedModal): number => modalRanking.indexOf(modal);

/** Modals that ask to show on page load: only the best-ranked queued one shows; closing it shows the next. */
export class ModalQueue {
  private readonly queued = new BehaviorSubject<readonly QueuedModal[]>([]);
  /** The modal to show now, or null. */
  readonly current$: Observable<QueuedModal | null> = this.queued.pipe(
    map((modals) => modals[0] ?? null),
    distinctUntilChanged(),
  );

  get current(): QueuedModal | null {
    return this.queued.getValue()[0] ?? null;
  }

  /** Queues a modal (once). */
  enqueue(modal: QueuedModal): void {
    const modals = this.queued.getValue();
    if (modals.includes(modal)) return;
    this.queued.next([...modals, modal].sort((a, b) => rank(a) - rank(b)));
  }

  /** Removes a modal, shown or waiting; the next one in rank shows. */
  dequeue(modal: QueuedModal): void {
    const modals = this.queued.getValue();
    if (modals.includes(modal)) this.queued.next(modals.filter((queued) => queued !== modal));
  }
}
