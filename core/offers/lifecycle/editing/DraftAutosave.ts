import { BehaviorSubject, concatMap, debounceTime, from, Subject, type Observable, type SchedulerLike, type Subscription } from 'rxjs';
import type { LifecycleFailure } from '../LifecycleFailure.ts';
import type { OfferAccess } from '../OfferDraft.ts';
import type { EditOffer } from './EditOffer.ts';
import { formatProblems, hasEditorProblems } from './offerEditorRules.ts';
import type { OfferEditorValues } from './OfferEditorValues.ts';
import { offerFormData } from './offerFormData.ts';

/** Quiet time after the last keystroke before the draft is saved. */
export const AUTOSAVE_DELAY_MS = 1000;

export type AutosaveStatus =
  | { readonly state: 'idle' }
  /** Changes wait for the quiet time. */
  | { readonly state: 'pending' }
  | { readonly state: 'saving' }
  | { readonly state: 'saved' }
  /** The form has format problems: nothing is sent until they are fixed. */
  | { readonly state: 'invalid' }
  | { readonly state: 'failed'; readonly failure: LifecycleFailure };

const fingerprint = (values: OfferEditorValues): string => {
  const form = offerFormData(values);
  return JSON.stringify([form.fields, form.logo === null ? null : [form.logo.name, form.logo.size, form.logo.type]]);
};

/**
 * The editor's draft, saved as the employer types: each change restarts a quiet time of one
 * second (on the scheduler: virtual time in tests), then the latest values are saved through
 * EditOffer, one save at a time and in order. Values equal to the last saved ones are not sent
 * again; values with format problems wait until they are fixed. `flush` saves now.
 */
export class DraftAutosave {
  private readonly statusSubject = new BehaviorSubject<AutosaveStatus>({ state: 'idle' });
  readonly status$: Observable<AutosaveStatus> = this.statusSubject.asObservable();
  private readonly changes = new Subject<OfferEditorValues>();
  private subscription: Subscription | null = null;
  private access: OfferAccess | null = null;
  private lastSaved: string | null = null;
  private latest: OfferEditorValues | null = null;

  constructor(
    private readonly editOffer: EditOffer,
    private readonly scheduler: SchedulerLike,
  ) {}

  get status(): AutosaveStatus {
    return this.statusSubject.getValue();
  }

  /** Follows one offer, whose stored form is `saved`. Stops following any other. */
  start(access: OfferAccess, saved: OfferEditorValues): void {
    this.stop();
    this.access = access;
    this.lastSaved = fingerprint(saved);
    this.latest = null;
    this.statusSubject.next({ state: 'idle' });
    this.subscription = this.changes
      .pipe(
        debounceTime(AUTOSAVE_DELAY_MS, this.scheduler),
        concatMap((values) => from(this.save(values))),
      )
      .subscribe();
  }

  /** The form changed. */
  change(values: OfferEditorValues): void {
    if (!this.subscription) return;
    this.latest = values;
    // Values equal to the saved ones go through the quiet time too: they replace a change still
    // waiting there (the employer undid it), which must not be saved after them.
    if (fingerprint(values) !== this.lastSaved) this.statusSubject.next({ state: 'pending' });
    this.changes.next(values);
  }

  /** Saves the latest values now (before payment or publication): resolves when they are saved or refused. */
  async flush(): Promise<AutosaveStatus> {
    if (this.latest !== null) await this.save(this.latest);
    return this.status;
  }

  stop(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.access = null;
  }

  private async save(values: OfferEditorValues): Promise<void> {
    const access = this.access;
    const print = fingerprint(values);
    if (access === null || print === this.lastSaved) {
      if (this.status.state === 'pending') this.statusSubject.next({ state: 'saved' });
      return;
    }
    if (hasEditorProblems(formatProblems(values))) {
      this.statusSubject.next({ state: 'invalid' });
      return;
    }
    this.statusSubject.next({ state: 'saving' });
    const result = await this.editOffer.execute({ access, values });
    if (this.access !== access) return;
    if (result.isOk()) {
      this.lastSaved = print;
      this.statusSubject.next({ state: 'saved' });
    } else {
      this.statusSubject.next({ state: 'failed', failure: result.error });
    }
  }
}
