/**
 * Offer writes made in this process, as a version number the listing's caches compare with their
 * own: whoever writes offers while the gateway serves (a re-seed, an employer publishing, a test)
 * calls `changed()` once the write has committed, and the next listing request starts from fresh
 * counts and pages. Writes by another process (`npm run seed` against a PostgreSQL server, another
 * gateway process) are not seen: those show once the caches expire, within 30 s (docs/adr/0013).
 */
export class OfferChanges {
  private current = 0;

  get version(): number {
    return this.current;
  }

  changed(): void {
    this.current += 1;
  }
}
