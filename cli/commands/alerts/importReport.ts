import type { ImportRowResult, ImportSummary } from '../../../core/alerts/job-alerts/ImportGuestAlerts.ts';
import type { Printed } from '../../CliContext.ts';
import { cliFailure, type CliFailure } from '../../CliFailure.ts';
import { describeAlertFailure } from '../../describeAlertFailure.ts';
import { ExitCode } from '../../ExitCode.ts';
import type { BadRow } from '../../rows/rowFields.ts';

/** A row the file reader refused, reported like the use case's refusals. */
type ReportedRow = ImportRowResult | (BadRow & { readonly status: 'refused' });

export interface ImportStats {
  readonly rows: number;
  readonly seconds: number;
  readonly rowsPerSecond: number;
  readonly peakRssMiB: number;
}

export function importStats(startedMs: number, rows: number): ImportStats {
  const seconds = (performance.now() - startedMs) / 1000;
  return {
    rows,
    seconds: Number(seconds.toFixed(3)),
    rowsPerSecond: Number((rows / Math.max(seconds, 0.001)).toFixed(1)),
    // resourceUsage reports kilobytes.
    peakRssMiB: Number((process.resourceUsage().maxRSS / 1024).toFixed(1)),
  };
}

/**
 * What an import prints: every row with its line (created, skipped, refused, failed) and the
 * counts; with rows not imported, the failure follows (exit 3, or 1 when nothing was imported),
 * its JSON inside the summary so that --json stays one document.
 */
export function importReport(summary: ImportSummary, bad: readonly BadRow[], gateway: string, stats?: ImportStats): Printed {
  const reported: ReportedRow[] = [...summary.results, ...bad.map((row) => ({ ...row, status: 'refused' as const }))].sort((a, b) => a.line - b.line);
  const totalRows = summary.results.length + bad.length;
  const refused = summary.refused + bad.length;
  const failure = notImportedFailure(reported, totalRows, summary.created + summary.skipped === 0);
  const value = {
    created: summary.created,
    skipped: summary.skipped,
    refused,
    failed: summary.failed,
    rows: reported.map((row) => jsonRow(row, gateway)),
    ...(stats ? { stats } : {}),
    ...(failure ? { error: { ...failure.json, message: failure.message } } : {}),
  };
  const text = () =>
    reported.map((row) => rowLine(row, gateway)).join('\n') +
    (reported.length > 0 ? '\n' : '') +
    `${totalRows} rows: ${summary.created} created, ${summary.skipped} skipped (already there), ${refused} refused, ${summary.failed} failed`;
  const notes = stats ? [`stats: ${stats.rows} rows in ${stats.seconds} s (${stats.rowsPerSecond} rows/s), peak memory ${stats.peakRssMiB} MiB`] : [];
  return { value, text, notes, ...(failure ? { failure } : {}) };
}

function notImportedFailure(reported: readonly ReportedRow[], totalRows: number, nothingImported: boolean): CliFailure | undefined {
  const lines = reported.filter((row) => row.status === 'refused' || row.status === 'failed').map((row) => row.line);
  if (lines.length === 0) return undefined;
  const shown = lines.length > 20 ? `${lines.slice(0, 20).join(', ')}, …` : lines.join(', ');
  return cliFailure(
    'rows-not-imported',
    `${lines.length} of ${totalRows} rows not imported (lines ${shown})`,
    nothingImported ? ExitCode.failed : ExitCode.partial,
    {
      notImported: lines.length,
      total: totalRows,
    },
  );
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
