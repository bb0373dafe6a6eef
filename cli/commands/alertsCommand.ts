import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';
import { SingleBar } from 'cli-progress';
import { InvalidArgumentError, Option, type Command } from 'commander';
import type { Container } from 'inversify';
import type { Result } from 'neverthrow';
import type { AlertsFailure } from '../../core/alerts/AlertFailure.ts';
import { parseAlertLink } from '../../core/alerts/job-alerts/alertLinks.ts';
import { describeListingUrl, type SearchDescription } from '../../core/alerts/saved-searches/filtersPayload.ts';
import { DEFAULT_IMPORT_CONCURRENCY, type ImportRowResult, type ImportSummary } from '../../core/alerts/job-alerts/ImportGuestAlerts.ts';
import { frequencies, type JobFilter } from '../../core/alerts/JobFilter.ts';
import type { SavedSearchList } from '../../core/alerts/saved-searches/ListSavedSearches.ts';
import type { ListingVocabulary } from '../../core/listing/ListingVocabulary.ts';
import { listingUrlLanguage } from '../../core/listing/url/parseListingUrl.ts';
import { isLoggedIn } from '../../core/session/SessionState.ts';
import type { Language } from '../../core/tenancy/Tenant.ts';
import { resolve } from '../../composition/provide.ts';
import { T } from '../../composition/tokens.ts';
import { guessFormat, readRows, type BadRow, type RowsFormat } from '../alertRows.ts';
import { ExitCode, ioOf, type CliContext, type GlobalOptions } from '../CliContext.ts';
import { alertFailureExitCode, alertFailureJson, describeAlertFailure } from '../describeAlertFailure.ts';
import { describeFailure } from '../describeFailure.ts';
import { render, table } from '../output.ts';
import { loadVocabulary } from './urlCommand.ts';

/** Asks a yes/no question on the terminal. Passed in so tests can answer. */
export type AskYesNo = (question: string) => Promise<boolean>;

const alertsHelp = `
Guests (not logged in) keep up to 10 saved searches in $HOME/.jobboard/<tenant>/job-alerts.json;
after \`jobboard login\` the commands work on the account's saved filters on the gateway.

Exit codes:
  0  success
  1  the operation failed (gateway unreachable or refused, limit reached, link not valid)
  2  usage error, or input refused before any call (bad e-mail, name, frequency, URL, link)
  3  import: some rows were not imported (each reported with its line number)`;

/**
 * `jobboard alerts ...`: saved searches and job alerts through the same use cases as the web app,
 * over the CLI's device (a file for a guest's searches, the `jobboard login` session file).
 */
export function register(program: Command, context: CliContext, ask: AskYesNo = askOnTerminal): void {
  const alerts = program
    .command('alerts')
    .description('saved searches and job alerts: list, save, create, enable, disable, frequency, delete, activate, unsubscribe, import, export')
    .addHelpText('after', alertsHelp);

  alerts
    .command('list')
    .description('list the saved searches (this computer\'s for a guest, the account\'s after login)')
    .action(async (_options: unknown, command: Command) => {
      const { options, container } = await setUp(context, command);
      if (!container) return;
      await finish(context, options, resolve(container, T.ListSavedSearches).execute(), (list) => {
        noteQuarantine(context, list);
        return searchesTable(list);
      });
    });

  alerts
    .command('save')
    .description('save a listing URL\'s search (guest: on this computer, at most 10; logged in: on the account)')
    .argument('<listing-url>', 'a listing URL, absolute or a path with its query')
    .option('--name <name>', 'the search\'s name (default: its tags, comma separated)')
    .action(async (url: string, commandOptions: { name?: string }, command: Command) => {
      const { options, container } = await setUp(context, command);
      if (!container) return;
      const search = await describe(context, options, url);
      if (!search) return;
      const outcome = resolve(container, T.SaveAlert).execute({
        searchUrl: search.searchUrl,
        filters: search.filters,
        name: commandOptions.name ?? search.defaultName,
      });
      await finish(context, options, outcome, (saved) => {
        if (saved.quarantined) noteQuarantine(context, { quarantined: saved.quarantined });
        const where = saved.target === 'local' ? 'on this computer' : 'on the account';
        return `${saved.added ? 'saved' : 'already saved'} ${where}: ${saved.search.id}  ${saved.search.filterName}  ${saved.search.searchUrl}`;
      });
    });

  alerts
    .command('create')
    .description('create an e-mail alert for a listing URL (guest: with --email, activated from the e-mail; logged in: save and enable)')
    .argument('<listing-url>', 'a listing URL, absolute or a path with its query')
    .option('--email <email>', 'where the alert goes (guests)')
    .option('--name <name>', 'the alert\'s name (default: the search\'s tags)')
    .addOption(frequencyOption())
    .option('--accept-privacy', 'the privacy policy is accepted (required for guests)')
    .option('--marketing', 'agree to marketing messages')
    .option('--create-account', 'also create a candidate account for the e-mail')
    .action(
      async (
        url: string,
        commandOptions: { email?: string; name?: string; frequency?: string; acceptPrivacy?: true; marketing?: true; createAccount?: true },
        command: Command,
      ) => {
        const { options, container } = await setUp(context, command);
        if (!container) return;
        const search = await describe(context, options, url);
        if (!search) return;
        const name = commandOptions.name ?? search.defaultName;
        if (isLoggedIn(resolve(container, T.SessionStore).current)) {
          // Two steps, as the spec has them: the saved filter, then its alert.
          const outcome = resolve(container, T.SaveAlert)
            .execute({ searchUrl: search.searchUrl, filters: search.filters, name })
            .andThen((saved) =>
              resolve(container, T.EnableAlert).execute({
                jobFilterId: saved.search.id,
                name,
                ...(commandOptions.frequency === undefined ? {} : { frequency: commandOptions.frequency }),
              }),
            );
          await finish(context, options, outcome, (filter) => `alert enabled (${filter.jobAlert?.frequency ?? '-'}): ${filter.id}  ${filter.filterName}`);
          return;
        }
        const outcome = resolve(container, T.CreateGuestAlert).execute({
          searchUrl: search.searchUrl,
          filters: search.filters,
          form: {
            name,
            email: commandOptions.email ?? '',
            privacyPolicy: commandOptions.acceptPrivacy === true,
            marketingAgreement: commandOptions.marketing === true,
            createAccount: commandOptions.createAccount === true,
            ...(commandOptions.frequency === undefined ? {} : { frequency: commandOptions.frequency }),
          },
        });
        await finish(context, options, outcome, (created) => `alert created: ${created.jobFilterId} (inactive until the link in the e-mail to ${commandOptions.email ?? ''} is opened)`);
      },
    );

  alerts
    .command('enable')
    .description('enable the e-mail alert of a saved search (logged in)')
    .argument('<id>', 'the saved search\'s id (see alerts list)')
    .addOption(frequencyOption())
    .option('--name <name>', 'the alert\'s name (default: the saved search\'s)')
    .action(async (id: string, commandOptions: { frequency?: string; name?: string }, command: Command) => {
      const { options, container } = await setUp(context, command);
      if (!container) return;
      if (!isLoggedIn(resolve(container, T.SessionStore).current)) return failWith(context, options, { kind: 'login-required' });
      let name = commandOptions.name;
      if (name === undefined) {
        const list = await resolve(container, T.ListSavedSearches).execute();
        if (list.isErr()) return context.fail(describeFailure(list.error, options.gateway));
        const found = list.value.searches.find((search) => search.id === id);
        if (!found) return failWith(context, options, { kind: 'search-not-found', id });
        name = found.filterName;
      }
      const outcome = resolve(container, T.EnableAlert).execute({ jobFilterId: id, name, ...(commandOptions.frequency === undefined ? {} : { frequency: commandOptions.frequency }) });
      await finish(context, options, outcome, (filter) => `alert enabled (${filter.jobAlert?.frequency ?? '-'}): ${filter.id}  ${filter.filterName}`);
    });

  alerts
    .command('disable')
    .description('disable the e-mail alert of a saved search; the search stays (logged in)')
    .argument('<id>', 'the saved search\'s id')
    .action(async (id: string, _options: unknown, command: Command) => {
      const { options, container } = await setUp(context, command);
      if (!container) return;
      await finish(context, options, resolve(container, T.DisableAlert).execute({ jobFilterId: id }).map(() => ({ id, disabled: true })), () => `alert disabled: ${id}`);
    });

  alerts
    .command('frequency')
    .description(`change how often an alert is sent: ${frequencies.join(', ')} (logged in)`)
    .argument('<id>', 'the saved search\'s id')
    .argument('<frequency>', frequencies.join(' | '))
    .action(async (id: string, frequency: string, _options: unknown, command: Command) => {
      const { options, container } = await setUp(context, command);
      if (!container) return;
      const outcome = resolve(container, T.ChangeAlertFrequency).execute({ jobFilterId: id, frequency }).map((changed) => ({ id, frequency: changed }));
      await finish(context, options, outcome, (changed) => `frequency of ${id}: ${changed.frequency}`);
    });

  alerts
    .command('delete')
    .description('delete a saved search and its alert, after a confirmation')
    .argument('<id>', 'the saved search\'s id')
    .option('-y, --yes', 'confirm without asking (needed when not run from a terminal)')
    .action(async (id: string, commandOptions: { yes?: true }, command: Command) => {
      const { options, container } = await setUp(context, command);
      if (!container) return;
      const dialog = resolve(container, T.ConfirmationDialog);
      let refusedWithoutTerminal = false;
      // The use case asks through the page's confirmation dialog; here the terminal (or --yes) answers it.
      const subscription = dialog.state$.subscribe((state) => {
        if (state === null || state.confirmDisabled) return;
        if (commandOptions.yes === true) void dialog.accept();
        else if (ioOf(context).stdinIsTTY === true) void ask(`Delete saved search ${id} and its alert? [y/N] `).then((yes) => (yes ? dialog.accept() : dialog.cancel()));
        else {
          refusedWithoutTerminal = true;
          dialog.cancel();
        }
      });
      try {
        const result = await resolve(container, T.DeleteSavedSearch).execute({ id });
        if (refusedWithoutTerminal) return context.fail('delete needs a confirmation: add --yes', ExitCode.usage);
        await finish(context, options, Promise.resolve(result), (outcome) => (outcome.deleted ? `deleted: ${id}` : `not deleted: ${id}`));
      } finally {
        subscription.unsubscribe();
      }
    });

  alerts
    .command('activate')
    .description('activate a guest alert from its e-mail link (or its code and job filter id)')
    .argument('[link-or-code]', 'the activation link (…?job-alerts=activate&code=…&job-filter-id=…), or the code')
    .argument('[job-filter-id]', 'the job filter id, when a code is given')
    .option('--code <code>', 'the activation code')
    .option('--job-filter-id <id>', 'the job filter id')
    .action(async (first: string | undefined, second: string | undefined, commandOptions: { code?: string; jobFilterId?: string }, command: Command) => {
      const { options, container } = await setUp(context, command);
      if (!container) return;
      const link = first === undefined ? null : parseAlertLink(first);
      const fromLink = link?.kind === 'activate' ? link : null;
      const code = commandOptions.code ?? fromLink?.code ?? (looksLikeLink(first) ? null : first);
      const jobFilterId = commandOptions.jobFilterId ?? fromLink?.jobFilterId ?? second;
      const outcome = resolve(container, T.ActivateAlert).execute({ code, jobFilterId }).map(() => ({ activated: true }));
      await finish(context, options, outcome, () => 'alert activated');
    });

  alerts
    .command('unsubscribe')
    .description('remove a guest alert from its e-mail unsubscribe link (or its candidate id and code)')
    .argument('[link-or-candidate-id]', 'the unsubscribe link (…?job-alerts=unsubscribe&candidate-id=…&code=…), or the candidate id')
    .argument('[code]', 'the code, when a candidate id is given')
    .option('--candidate-id <id>', 'the candidate id')
    .option('--code <code>', 'the unsubscribe code')
    .action(async (first: string | undefined, second: string | undefined, commandOptions: { candidateId?: string; code?: string }, command: Command) => {
      const { options, container } = await setUp(context, command);
      if (!container) return;
      const link = first === undefined ? null : parseAlertLink(first);
      const fromLink = link?.kind === 'unsubscribe' ? link : null;
      const candidateId = commandOptions.candidateId ?? fromLink?.candidateId ?? (looksLikeLink(first) ? null : first);
      const code = commandOptions.code ?? fromLink?.code ?? second;
      const outcome = resolve(container, T.Unsubscribe).execute({ candidateId, code }).map(() => ({ unsubscribed: true }));
      await finish(context, options, outcome, () => 'unsubscribed');
    });

  alerts
    .command('move')
    .description('after login: move the searches saved on this computer to the account (any that fail stay here)')
    .action(async (_options: unknown, command: Command) => {
      const { options, container } = await setUp(context, command);
      if (!container) return;
      await finish(context, options, resolve(container, T.MoveLocalSearchesToAccount).execute(), describeMove);
    });

  alerts
    .command('import')
    .description('create guest alerts from a CSV (header: email,searchUrl,frequency,name) or JSON file; re-running creates no duplicates')
    .argument('<file>', 'the rows: CSV, a JSON array, or JSON lines')
    .addOption(new Option('--format <format>', 'the file\'s format (default: from its name or content)').choices(['csv', 'json']))
    .addOption(new Option('--concurrency <n>', 'calls in flight at once').default(DEFAULT_IMPORT_CONCURRENCY).argParser(parseConcurrency))
    .option('--stats', 'report rows per second and peak memory on stderr (and in --json)')
    .action(async (file: string, commandOptions: { format?: RowsFormat; concurrency: number; stats?: true }, command: Command) => {
      const options = context.globalOptions(command);
      await importAlerts(context, options, file, commandOptions);
    });

  alerts
    .command('export')
    .description('print the saved searches and their alerts, as JSON (default) or CSV')
    .addOption(new Option('--format <format>', 'output format').choices(['json', 'csv']).default('json'))
    .action(async (commandOptions: { format: 'json' | 'csv' }, command: Command) => {
      const { options, container } = await setUp(context, command);
      if (!container) return;
      const list = await resolve(container, T.ListSavedSearches).execute();
      if (list.isErr()) return context.fail(describeFailure(list.error, options.gateway));
      noteQuarantine(context, list.value);
      if (commandOptions.format === 'csv' && !options.json) ioOf(context).stdout(searchesCsv(list.value.searches));
      else ioOf(context).stdout(`${JSON.stringify(list.value.searches, null, 2)}\n`);
    });
}

async function setUp(context: CliContext, command: Command): Promise<{ options: GlobalOptions; container: Container | null }> {
  const options = context.globalOptions(command);
  try {
    return { options, container: await context.container(options) };
  } catch (error) {
    context.fail(`cannot set up the CLI: ${error instanceof Error ? error.message : String(error)}`);
    return { options, container: null };
  }
}

/** The search of a listing URL, over the tenant's vocabulary; null after reporting why not. */
async function describe(context: CliContext, options: GlobalOptions, url: string): Promise<SearchDescription | null> {
  const vocabulary = await loadVocabulary(context, options, listingUrlLanguage(url) ?? 'en');
  if (vocabulary === null) return null;
  const search = describeListingUrl(url, vocabulary);
  if (search === null) failWith(context, options, { kind: 'invalid-search-url' });
  return search;
}

/** Prints the value (JSON with --json), or the failure's line on stderr (and its JSON on stdout with --json) with its exit code. */
async function finish<T, E extends AlertsFailure>(context: CliContext, options: GlobalOptions, outcome: PromiseLike<Result<T, E>>, human: (value: T) => string): Promise<void> {
  const result = await outcome;
  if (result.isOk()) ioOf(context).stdout(render(result.value, options.json, human));
  else failWith(context, options, result.error);
}

function failWith(context: CliContext, options: GlobalOptions, failure: AlertsFailure): void {
  if (options.json) ioOf(context).stdout(`${JSON.stringify(alertFailureJson(failure, options.gateway), null, 2)}\n`);
  context.fail(describeAlertFailure(failure, options.gateway), alertFailureExitCode(failure));
}

function frequencyOption(): Option {
  return new Option('--frequency <frequency>', `how often the alert is sent (default: twiceAWeek)`).choices([...frequencies]);
}

function parseConcurrency(value: string): number {
  if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 64) throw new InvalidArgumentError('It must be a whole number from 1 to 64.');
  return Number(value);
}

const looksLikeLink = (text: string | undefined): boolean => text !== undefined && (text.includes('?') || text.includes('job-alerts='));

function noteQuarantine(context: CliContext, list: Pick<SavedSearchList, 'quarantined'>): void {
  if (!list.quarantined) return;
  ioOf(context).stderr(
    `jobboard: note: the saved searches could not all be read (${list.quarantined.reason}); the original is kept at ${list.quarantined.location}\n`,
  );
}

export function searchesTable(list: SavedSearchList): string {
  if (list.searches.length === 0) return list.source === 'local' ? 'no saved searches on this computer' : 'no saved searches on the account';
  const rows = list.searches.map((search) => [
    search.id,
    search.jobAlert === null ? '-' : `${search.jobAlert.status} ${search.jobAlert.frequency}`,
    String(search.count),
    search.filterName,
    search.searchUrl,
  ]);
  return table(['ID', 'ALERT', 'UNREAD', 'NAME', 'URL'], rows);
}

/** CSV of saved searches: id, name, searchUrl, alert status, frequency, unread count. */
export function searchesCsv(searches: readonly JobFilter[]): string {
  const lines = [['id', 'name', 'searchUrl', 'alertStatus', 'frequency', 'unread']];
  for (const search of searches) {
    lines.push([search.id, search.filterName, search.searchUrl, search.jobAlert?.status ?? '', search.jobAlert?.frequency ?? '', String(search.count)]);
  }
  return `${lines.map((line) => line.map(csvField).join(',')).join('\n')}\n`;
}

const csvField = (value: string): string => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

function describeMove(outcome: { moved: readonly JobFilter[]; alreadyOnAccount: readonly unknown[]; kept: readonly unknown[]; deviceUpdated: boolean }): string {
  const parts = [`${outcome.moved.length} moved to the account`];
  if (outcome.alreadyOnAccount.length > 0) parts.push(`${outcome.alreadyOnAccount.length} already there`);
  if (outcome.kept.length > 0) parts.push(`${outcome.kept.length} kept on this computer (could not be moved)`);
  if (!outcome.deviceUpdated) parts.push('this computer\'s list could not be updated, so it still has them all');
  return parts.join(', ');
}

// ---------------------------------------------------------------------------------------------
// import

interface ImportOptions {
  readonly format?: RowsFormat;
  readonly concurrency: number;
  readonly stats?: true;
}

/** A row the file reader refused, reported like the use case's refusals. */
type ReportedRow = ImportRowResult | (BadRow & { readonly status: 'refused' });

async function importAlerts(context: CliContext, options: GlobalOptions, file: string, commandOptions: ImportOptions): Promise<void> {
  const started = performance.now();
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return context.fail(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, ExitCode.usage);
  }
  const { rows, bad } = readRows(text, commandOptions.format ?? guessFormat(file, text));
  let container: Container;
  try {
    container = await context.container(options);
  } catch (error) {
    return context.fail(`cannot set up the CLI: ${error instanceof Error ? error.message : String(error)}`);
  }

  // Each language's vocabulary once: URLs are parsed and made canonical with it.
  const vocabularies = new Map<Language, ListingVocabulary>();
  for (const language of new Set(rows.map((row) => listingUrlLanguage(row.searchUrl) ?? 'en'))) {
    const vocabulary = await loadVocabulary(context, options, language);
    if (vocabulary === null) return;
    vocabularies.set(language, vocabulary);
  }
  const describeRow = (url: string): SearchDescription | null => {
    const vocabulary = vocabularies.get(listingUrlLanguage(url) ?? 'en');
    return vocabulary === undefined ? null : describeListingUrl(url, vocabulary);
  };

  const showProgress = ioOf(context).stderrIsTTY === true && !options.json && rows.length > 0;
  const bar = showProgress
    ? new SingleBar({ format: 'importing [{bar}] {value}/{total} rows | {duration_formatted} | ETA {eta_formatted}', hideCursor: true, stream: process.stderr, fps: 10 })
    : null;
  bar?.start(rows.length, 0);
  let done = 0;
  const imported = await resolve(container, T.ImportGuestAlerts).execute({
    rows,
    describe: describeRow,
    concurrency: commandOptions.concurrency,
    onResult: () => bar?.update(++done),
  });
  bar?.stop();
  // The use case never fails as a whole (every row has its own result).
  if (imported.isErr()) return;
  const summary: ImportSummary = imported.value;

  const reported: ReportedRow[] = [...summary.results, ...bad.map((row) => ({ ...row, status: 'refused' as const }))].sort((a, b) => a.line - b.line);
  const notImported = reported.filter((row) => row.status === 'refused' || row.status === 'failed');
  const seconds = (performance.now() - started) / 1000;
  const totalRows = rows.length + bad.length;
  const stats = {
    rows: totalRows,
    seconds: Number(seconds.toFixed(3)),
    rowsPerSecond: Number((totalRows / Math.max(seconds, 0.001)).toFixed(1)),
    // resourceUsage reports kilobytes.
    peakRssMiB: Number((process.resourceUsage().maxRSS / 1024).toFixed(1)),
  };

  if (options.json) {
    const json = {
      created: summary.created,
      skipped: summary.skipped,
      refused: summary.refused + bad.length,
      failed: summary.failed,
      rows: reported.map((row) => jsonRow(row, options.gateway)),
      ...(commandOptions.stats ? { stats } : {}),
    };
    ioOf(context).stdout(`${JSON.stringify(json, null, 2)}\n`);
  } else {
    ioOf(context).stdout(reported.map((row) => rowLine(row, options.gateway)).join('\n') + (reported.length > 0 ? '\n' : ''));
    ioOf(context).stdout(
      `${totalRows} rows: ${summary.created} created, ${summary.skipped} skipped (already there), ${summary.refused + bad.length} refused, ${summary.failed} failed\n`,
    );
  }
  if (commandOptions.stats) {
    ioOf(context).stderr(`jobboard: stats: ${stats.rows} rows in ${stats.seconds} s (${stats.rowsPerSecond} rows/s), peak memory ${stats.peakRssMiB} MiB\n`);
  }
  if (notImported.length > 0) {
    const lines = notImported.map((row) => row.line);
    const shown = lines.length > 20 ? `${lines.slice(0, 20).join(', ')}, …` : lines.join(', ');
    const everythingFailed = summary.created + summary.skipped === 0;
    context.fail(`${notImported.length} of ${totalRows} rows not imported (lines ${shown})`, everythingFailed ? ExitCode.failed : ExitCode.partial);
  }
}

function rowMessage(row: ReportedRow, gateway: string): string {
  if ('problem' in row) return row.problem;
  switch (row.status) {
    case 'created':
      return `created ${row.jobFilterId}`;
    case 'skipped':
      return row.reason === 'duplicate-in-file' ? 'skipped: the same e-mail and search appear earlier in the file' : 'skipped: already there';
    case 'refused':
    case 'failed':
      return describeAlertFailure(row.failure, gateway);
  }
}

function rowLine(row: ReportedRow, gateway: string): string {
  const who = 'email' in row ? `  ${row.email}  ${row.searchUrl}` : '';
  return `line ${row.line}: ${row.status === 'created' || row.status === 'skipped' ? '' : `${row.status}: `}${rowMessage(row, gateway)}${who}`;
}

function jsonRow(row: ReportedRow, gateway: string): Record<string, unknown> {
  const { line, status } = row;
  const base: Record<string, unknown> = { line, status, message: rowMessage(row, gateway) };
  if ('email' in row) Object.assign(base, { email: row.email, searchUrl: row.searchUrl });
  if ('jobFilterId' in row) base.jobFilterId = row.jobFilterId;
  if ('reason' in row) base.reason = row.reason;
  if ('failure' in row) base.failure = row.failure;
  return base;
}

async function askOnTerminal(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^y(es)?$/i.test((await terminal.question(question)).trim());
  } finally {
    terminal.close();
  }
}
