import { BehaviorSubject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';

export type SnackbarVariant = 'success' | 'error' | 'warning' | 'info';
export const snackbarVariants: readonly SnackbarVariant[] = ['success', 'error', 'warning', 'info'];

export const SNACKBAR_AUTO_HIDE_MS = 5000;
export const SNACKBAR_MAX_VISIBLE = 5;

/** What a caller asks to show. `message` and `subMessage` are translation keys. */
export interface SnackbarRequest {
  readonly message: string;
  readonly variant: SnackbarVariant;
  readonly subMessage?: string;
  readonly icon?: string;
  readonly testId?: string;
  /** Interpolation values for `message` (a count, a limit). */
  readonly values?: Readonly<Record<string, string | number>>;
}

export interface Snackbar extends SnackbarRequest {
  readonly id: number;
}

/**
 * The snackbars of the page: at most 5 visible, the rest wait in order; each hides 5 s after it
 * appears (on the given scheduler); a request equal to one visible or waiting (same message,
 * sub-message and variant) is dropped.
 */
export class SnackbarQueue {
  private readonly visibleSubject = new BehaviorSubject<readonly Snackbar[]>([]);
  readonly visible$: Observable<readonly Snackbar[]> = this.visibleSubject.asObservable();
  private waiting: Snackbar[] = [];
  private readonly timers = new Map<number, Subscription>();
  private nextId = 1;

  constructor(private readonly scheduler: SchedulerLike) {}

  get visible(): readonly Snackbar[] {
    return this.visibleSubject.getValue();
  }

  /** Queues a snackbar; returns its id, or null when it duplicates one already shown or waiting. */
  show(request: SnackbarRequest): number | null {
    const same = (other: Snackbar) =>
      other.message === request.message && other.variant === request.variant && other.subMessage === request.subMessage;
    if (this.visible.some(same) || this.waiting.some(same)) return null;
    const snackbar: Snackbar = { ...request, id: this.nextId++ };
    this.waiting.push(snackbar);
    this.promote();
    return snackbar.id;
  }

  /** Hides a snackbar now (its close button), or drops it if still waiting. */
  dismiss(id: number): void {
    this.timers.get(id)?.unsubscribe();
    this.timers.delete(id);
    this.waiting = this.waiting.filter((snackbar) => snackbar.id !== id);
    const visible = this.visible;
    if (visible.some((snackbar) => snackbar.id === id)) {
      this.visibleSubject.next(visible.filter((snackbar) => snackbar.id !== id));
    }
    this.promote();
  }

  private promote(): void {
    const visible = [...this.visible];
    let changed = false;
    while (visible.length < SNACKBAR_MAX_VISIBLE && this.waiting.length > 0) {
      const next = this.waiting.shift();
      if (!next) break;
      visible.push(next);
      changed = true;
      this.timers.set(
        next.id,
        this.scheduler.schedule(() => this.dismiss(next.id), SNACKBAR_AUTO_HIDE_MS),
      );
    }
    if (changed) this.visibleSubject.next(visible);
  }
}
