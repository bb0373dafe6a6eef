import { BehaviorSubject, distinctUntilChanged, map, Subject, type Observable } from 'rxjs';
import { normaliseHash } from './normaliseHash.ts';

/**
 * The URL hash as state. A browser adapter feeds `update` from `hashchange` and performs the
 * navigations emitted on `navigations$` (the new hash, '' to clear it); modals read `isOpen$`.
 */
export class HashTracker {
  private readonly hash = new BehaviorSubject<string>('');
  private readonly navigationsSubject = new Subject<string>();
  readonly hash$: Observable<string> = this.hash.pipe(distinctUntilChanged());
  /** Hashes the app wants in the address bar; the adapter writes them to `location.hash`. */
  readonly navigations$: Observable<string> = this.navigationsSubject.asObservable();

  get current(): string {
    return this.hash.getValue();
  }

  /** Called by the adapter with `location.hash` on load and on every change. */
  update(raw: string): void {
    this.hash.next(normaliseHash(raw));
  }

  /** Opens whatever listens on `hash`. */
  open(hash: string): void {
    const normalised = normaliseHash(hash);
    this.hash.next(normalised);
    this.navigationsSubject.next(normalised);
  }

  /** Clears the hash (closes hash-opened surfaces). */
  close(): void {
    this.open('');
  }

  /** Whether the surface named `hash` is open. */
  isOpen$(hash: string): Observable<boolean> {
    const normalised = normaliseHash(hash);
    return this.hash$.pipe(
      map((current) => current === normalised),
      distinctUntilChanged(),
    );
  }
}

/** Opens the surface listening on `hash`: `openByHash(tracker, FAVOURITES_HASH)`. */
export const openByHash = (tracker: HashTracker, hash: string): void => tracker.open(hash);

export const ACCOUNT_VERIFIED_HASH = 'account-verified';

/** The account-verified dialog is open while the hash says so. */
export const accountVerifiedOpen$ = (tracker: HashTracker): Observable<boolean> => tracker.isOpen$(ACCOUNT_VERIFIED_HASH);

/** Closing the account-verified dialog clears the hash and returns the path to replace the URL with: the root. */
export function closeAccountVerified(tracker: HashTracker): '/' {
  tracker.close();
  return '/';
}
