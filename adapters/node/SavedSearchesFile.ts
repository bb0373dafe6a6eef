import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { StorageUnavailable } from '../../core/alerts/AlertFailure.ts';
import type { SavedSearch } from '../../core/alerts/JobFilter.ts';
import { encodeSavedSearches, quarantineStamp, recoveryPlan } from '../../core/alerts/saved-searches/savedSearchesFormat.ts';
import type { LoadedSearches, SavedSearchesStore } from '../../core/alerts/saved-searches/SavedSearchesStore.ts';
import { tenantFolder, writePrivateFile } from './privateFiles.ts';

export const SAVED_SEARCHES_FILE = 'job-alerts.json';

/**
 * A guest's saved searches for the CLI: `<home>/.jobboard/<tenant>/job-alerts.json`, the same
 * version-1 envelope as the browser's `jobAlerts`, owner-only (file 0600, folders 0700), written to
 * a temporary file and renamed. An unreadable file is copied to
 * `job-alerts.corrupt.<timestamp>.json` beside it before it is replaced; when that copy fails the
 * file is left alone and saving fails. Two CLI processes saving at the same moment: the last write
 * wins (each write is whole, never torn).
 */
export class SavedSearchesFile implements SavedSearchesStore {
  readonly file: string;
  private writesBlocked = false;

  constructor(
    home: string,
    tenantId: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.file = path.join(tenantFolder(home, tenantId), SAVED_SEARCHES_FILE);
  }

  load(): ResultAsync<LoadedSearches, never> {
    return ResultAsync.fromSafePromise(this.loadNow());
  }

  save(searches: readonly SavedSearch[]): ResultAsync<void, StorageUnavailable> {
    if (this.writesBlocked) return errAsync({ kind: 'storage-unavailable', message: `${this.file} could not be read nor kept aside` });
    return ResultAsync.fromPromise(writePrivateFile(this.file, `${encodeSavedSearches(searches)}\n`), (error) => ({
      kind: 'storage-unavailable' as const,
      message: error instanceof Error ? error.message : String(error),
    }));
  }

  private async loadNow(): Promise<LoadedSearches> {
    let original: string | null;
    try {
      original = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { searches: [] };
      // Unreadable (permissions, a folder in its place): nothing to hand out, and nothing may be overwritten.
      this.writesBlocked = true;
      return { searches: [] };
    }
    const plan = recoveryPlan(original);
    let quarantined: LoadedSearches['quarantined'];
    if (plan.keepAside !== null) {
      const aside = path.join(path.dirname(this.file), `job-alerts.corrupt.${quarantineStamp(this.now())}.json`);
      try {
        await writePrivateFile(aside, original);
      } catch {
        this.writesBlocked = true;
        return { searches: plan.searches };
      }
      quarantined = { location: aside, reason: plan.keepAside };
    }
    if (plan.rewrite !== null) await this.save(plan.searches).orElse(() => okAsync(undefined));
    return {
      searches: plan.searches,
      ...(quarantined ? { quarantined } : {}),
      ...(plan.migratedFrom !== null ? { migratedFrom: plan.migratedFrom } : {}),
    };
  }
}
