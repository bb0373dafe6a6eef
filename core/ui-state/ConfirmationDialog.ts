import type { ResultAsync } from 'neverthrow';
import { BehaviorSubject, type Observable } from 'rxjs';

/** Translation keys used when the caller gives none (the spec's defaults come from translations). */
export const confirmationDefaults = {
  header: 'confirmation.header',
  text: 'confirmation.text',
  confirmText: 'confirmation.confirm',
  cancelText: 'confirmation.cancel',
} as const;

/**
 * The work a confirmation runs before it closes. A rejected promise, a thrown error or a
 * neverthrow `Err` counts as failed: the dialog stays open with the button enabled again, so the
 * user can retry or cancel (the callback shows its own error, e.g. a snackbar).
 */
export type ConfirmCallback = () => PromiseLike<unknown> | ResultAsync<unknown, unknown> | void;

export interface ConfirmOptions {
  readonly header?: string;
  readonly text?: string;
  readonly confirmText?: string;
  readonly cancelText?: string;
  readonly onConfirm?: ConfirmCallback;
}

/** What the dialog shows. */
export interface ConfirmationState {
  readonly header: string;
  readonly text: string;
  readonly confirmText: string;
  readonly cancelText: string;
  readonly confirmDisabled: boolean;
}

interface Pending {
  readonly resolve: (confirmed: boolean) => void;
  readonly onConfirm: ConfirmCallback | undefined;
}

const isErrResult = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { isErr?: unknown }).isErr === 'function' &&
  (value as { isErr: () => boolean }).isErr();

/**
 * One confirmation dialog for the page. `confirm` opens it and resolves true after confirm, false
 * after cancel (or when another confirmation replaces it). Confirm disables the button while the
 * callback runs, then closes. Cancel only closes.
 */
export class ConfirmationDialog {
  private readonly stateSubject = new BehaviorSubject<ConfirmationState | null>(null);
  /** The open dialog, or null when closed. */
  readonly state$: Observable<ConfirmationState | null> = this.stateSubject.asObservable();
  private pending: Pending | null = null;

  get state(): ConfirmationState | null {
    return this.stateSubject.getValue();
  }

  confirm(options: ConfirmOptions = {}): Promise<boolean> {
    this.settle(false);
    return new Promise<boolean>((resolve) => {
      this.pending = { resolve, onConfirm: options.onConfirm };
      this.stateSubject.next({
        header: options.header ?? confirmationDefaults.header,
        text: options.text ?? confirmationDefaults.text,
        confirmText: options.confirmText ?? confirmationDefaults.confirmText,
        cancelText: options.cancelText ?? confirmationDefaults.cancelText,
        confirmDisabled: false,
      });
    });
  }

  /** The confirm button. Ignored while disabled or closed. */
  async accept(): Promise<void> {
    const pending = this.pending;
    const state = this.state;
    if (!pending || !state || state.confirmDisabled) return;
    this.stateSubject.next({ ...state, confirmDisabled: true });
    let failed = false;
    try {
      failed = isErrResult(await pending.onConfirm?.());
    } catch {
      failed = true;
    }
    if (this.pending !== pending) return;
    if (failed) {
      const current = this.state;
      if (current) this.stateSubject.next({ ...current, confirmDisabled: false });
      return;
    }
    this.settle(true);
  }

  /** The cancel button (or closing the dialog): closes and resolves false. */
  cancel(): void {
    this.settle(false);
  }

  private settle(confirmed: boolean): void {
    const pending = this.pending;
    this.pending = null;
    if (this.state !== null) this.stateSubject.next(null);
    pending?.resolve(confirmed);
  }
}
