import { ResultAsync } from 'neverthrow';
import type { UseCase } from '../../shared/UseCase.ts';
import type { CreateAlertFailure, InvalidAlertInput } from '../AlertFailure.ts';
import { guestAlertProblems } from '../alertRules.ts';
import type { CreateGuestAlert } from './CreateGuestAlert.ts';
import type { SearchDescription } from '../saved-searches/filtersPayload.ts';

/** One row of an import file, as read (the reader keeps the file's line number). */
export interface ImportRow {
  readonly line: number;
  readonly email: string;
  readonly searchUrl: string;
  readonly frequency?: string;
  /** Absent or empty: the search's default name. */
  readonly name?: string;
  /** Absent: the import itself stands for the consent (the operator's list has it); false refuses the row. */
  readonly privacyPolicy?: boolean;
  readonly marketingAgreement?: boolean;
}

/** Conflicts that mean "this alert is there already": an import skips them, so a re-run creates nothing. */
export const alreadyThereKinds = ['alert-exists', 'active-alert-exists', 'filter-exists'] as const;
export type SkipReason = 'duplicate-in-file' | (typeof alreadyThereKinds)[number];

interface RowIdentity {
  readonly line: number;
  readonly email: string;
  readonly searchUrl: string;
}

export type ImportRowResult =
  | (RowIdentity & { readonly status: 'created'; readonly jobFilterId: string })
  | (RowIdentity & { readonly status: 'skipped'; readonly reason: SkipReason })
  /** Refused before any call: the row breaks an input rule. */
  | (RowIdentity & { readonly status: 'refused'; readonly failure: InvalidAlertInput })
  | (RowIdentity & { readonly status: 'failed'; readonly failure: CreateAlertFailure });

export interface ImportInput {
  readonly rows: readonly ImportRow[];
  /** The search of a listing URL (canonical URL, payload, default name), or null when it is not one. */
  readonly describe: (url: string) => SearchDescription | null;
  /** Calls in flight at once (default 8). */
  readonly concurrency?: number;
  /** Called as each row settles, in completion order (progress, per-row lines). */
  readonly onResult?: (result: ImportRowResult) => void;
}

export interface ImportSummary {
  /** In line order. */
  readonly results: readonly ImportRowResult[];
  readonly created: number;
  readonly skipped: number;
  readonly refused: number;
  readonly failed: number;
}

export const DEFAULT_IMPORT_CONCURRENCY = 8;

/**
 * Creates guest alerts from rows (CLI `alerts import`). Each row is checked by the register
 * dialog's rules first (a bad row is refused with its line, the rest go on); rows for an
 * (e-mail, search) already seen in the file are skipped, and so are rows the gateway already has
 * (alert-exists, active-alert-exists, filter-exists), so re-running a file creates nothing.
 * A few calls run at once. Never fails as a whole: every row has its result.
 */
export class ImportGuestAlerts implements UseCase<ImportInput, ImportSummary, never> {
  constructor(private readonly createGuestAlert: CreateGuestAlert) {}

  execute(input: ImportInput): ResultAsync<ImportSummary, never> {
    return ResultAsync.fromSafePromise(this.run(input));
  }

  private async run(input: ImportInput): Promise<ImportSummary> {
    const results: ImportRowResult[] = [];
    const settle = (result: ImportRowResult) => {
      results.push(result);
      input.onResult?.(result);
    };
    const seen = new Set<string>();
    const queue: Array<() => Promise<ImportRowResult>> = [];
    for (const row of input.rows) {
      const checked = this.check(row, input.describe, seen);
      if ('status' in checked) settle(checked);
      else queue.push(checked.send);
    }
    const workers = Math.max(1, Math.min(input.concurrency ?? DEFAULT_IMPORT_CONCURRENCY, queue.length));
    let next = 0;
    await Promise.all(
      Array.from({ length: workers }, async () => {
        while (next < queue.length) {
          const send = queue[next++];
          if (send) settle(await send());
        }
      }),
    );
    results.sort((a, b) => a.line - b.line);
    const count = (status: ImportRowResult['status']) => results.filter((result) => result.status === status).length;
    return { results, created: count('created'), skipped: count('skipped'), refused: count('refused'), failed: count('failed') };
  }

  /** A settled result for a row that needs no call, or the call to make. */
  private check(row: ImportRow, describe: ImportInput['describe'], seen: Set<string>): ImportRowResult | { send: () => Promise<ImportRowResult> } {
    const email = row.email.trim();
    const identity = { line: row.line, email, searchUrl: row.searchUrl.trim() };
    const search = identity.searchUrl === '' ? null : describe(identity.searchUrl);
    const form = {
      name: row.name === undefined || row.name.trim() === '' ? (search?.defaultName ?? '') : row.name,
      email,
      privacyPolicy: row.privacyPolicy ?? true,
      marketingAgreement: row.marketingAgreement ?? false,
      createAccount: false,
      ...(row.frequency === undefined ? {} : { frequency: row.frequency }),
    };
    const problems = guestAlertProblems(form);
    // Who, then what: the e-mail, then the search, then the alert's own fields.
    if (problems.email !== undefined) return { ...identity, status: 'refused', failure: problems.email };
    if (search === null) return { ...identity, status: 'refused', failure: { kind: 'invalid-search-url' } };
    const problem = problems.name ?? problems.privacyPolicy ?? problems.frequency;
    if (problem !== undefined) return { ...identity, status: 'refused', failure: problem };
    const canonical = { ...identity, searchUrl: search.searchUrl };
    const key = `${email.toLowerCase()}\u0000${search.searchUrl}`;
    if (seen.has(key)) return { ...canonical, status: 'skipped', reason: 'duplicate-in-file' };
    seen.add(key);
    return {
      send: async () => {
        const result = await this.createGuestAlert.execute({ form, searchUrl: search.searchUrl, filters: search.filters });
        if (result.isOk()) return { ...canonical, status: 'created', jobFilterId: result.value.jobFilterId };
        const failure = result.error;
        const alreadyThere = (alreadyThereKinds as readonly string[]).includes(failure.kind);
        return alreadyThere ? { ...canonical, status: 'skipped', reason: failure.kind as SkipReason } : { ...canonical, status: 'failed', failure };
      },
    };
  }
}
