import { readFile } from 'node:fs/promises';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { err, ok, ResultAsync } from 'neverthrow';
import { DEFAULT_IMPORT_CONCURRENCY, type ImportRow } from '../../../core/alerts/job-alerts/ImportGuestAlerts.ts';
import { describeListingUrl, type SearchDescription } from '../../../core/alerts/saved-searches/filtersPayload.ts';
import { listingUrlLanguage } from '../../../core/listing/url/parseListingUrl.ts';
import type { CliContext, CommandRun } from '../../CliContext.ts';
import { cliFailure, type CliFailure } from '../../CliFailure.ts';
import type { CliUseCases } from '../../CliUseCases.ts';
import { ExitCode } from '../../ExitCode.ts';
import { guessFormat, readRows } from '../../rows/readRows.ts';
import type { RowsFormat } from '../../rows/rowFields.ts';
import { loadVocabulary } from '../loadVocabulary.ts';
import { importProgress } from './importProgress.ts';
import { importReport, importStats } from './importReport.ts';

interface ImportOptions {
  readonly format?: RowsFormat;
  readonly concurrency: number;
  readonly stats?: true;
}

/** `jobboard alerts import <file>`: ImportGuestAlerts over the rows of a CSV or JSON file. */
export function register(alerts: Command, cli: CliContext): void {
  alerts
    .command('import')
    .description('create guest alerts from a CSV (header: email,searchUrl,frequency,name) or JSON file; re-running creates no duplicates')
    .argument('<file>', 'the rows: CSV, a JSON array, or JSON lines')
    .addOption(new Option('--format <format>', "the file's format (default: from its name or content)").choices(['csv', 'json']))
    .addOption(new Option('--concurrency <n>', 'calls in flight at once').default(DEFAULT_IMPORT_CONCURRENCY).argParser(parseConcurrency))
    .option('--stats', 'report rows per second and peak memory on stderr (and in --json)')
    .action(
      cli.action(async (run: CommandRun, file: string, commandOptions: ImportOptions) => {
        const started = performance.now();
        // A file that cannot be read is a usage error, found before the use cases load.
        const text = await readText(file);
        if (text.isErr()) return err(text.error);
        const { rows, bad } = readRows(text.value, commandOptions.format ?? guessFormat(file, text.value));
        const useCases = await run.useCases();
        const describe = await rowDescriber(useCases, run.options.gateway, rows);
        if (describe.isErr()) return err(describe.error);

        const progress = importProgress(run.io, run.options.json ? 0 : rows.length);
        const imported = await useCases.importGuestAlerts.execute({
          rows,
          describe: describe.value,
          concurrency: commandOptions.concurrency,
          onResult: progress.advance,
        });
        progress.stop();
        // The use case never fails as a whole (every row has its own result).
        if (imported.isErr()) return err(imported.error);
        const stats = commandOptions.stats ? importStats(started, rows.length + bad.length) : undefined;
        return ok(importReport(imported.value, bad, run.options.gateway, stats));
      }),
    );
}

function readText(file: string): ResultAsync<string, CliFailure> {
  return ResultAsync.fromPromise(readFile(file, 'utf8'), (error) =>
    cliFailure('unreadable-file', `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`, ExitCode.usage),
  );
}

/** Each language's vocabulary once (URLs are parsed and made canonical with it), then a row's search from its URL. */
function rowDescriber(
  useCases: CliUseCases,
  gateway: string,
  rows: readonly ImportRow[],
): ResultAsync<(url: string) => SearchDescription | null, CliFailure> {
  const languages = [...new Set(rows.map((row) => listingUrlLanguage(row.searchUrl) ?? 'en'))];
  return ResultAsync.combine(
    languages.map((language) => loadVocabulary(useCases, gateway, language).map((vocabulary) => [language, vocabulary] as const)),
  ).map((loaded) => {
    const vocabularies = new Map(loaded);
    return (url: string) => {
      const vocabulary = vocabularies.get(listingUrlLanguage(url) ?? 'en');
      return vocabulary === undefined ? null : describeListingUrl(url, vocabulary);
    };
  });
}

function parseConcurrency(value: string): number {
  if (!/^\d{1,2}$/.test(value) || Number(value) < 1 || Number(value) > 64) throw new InvalidArgumentError('It must be a whole number from 1 to 64.');
  return Number(value);
}
