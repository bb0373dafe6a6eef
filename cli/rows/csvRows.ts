import { CsvError, parse } from 'csv-parse/sync';
import type { ImportRow } from '../../core/alerts/job-alerts/ImportGuestAlerts.ts';
import { defaultColumns, fieldNamed, toRow, type BadRow, type Field, type ReadRows } from './rowFields.ts';

/**
 * CSV as RFC 4180 writes it (read by csv-parse): commas, double-quoted fields (`""` for a quote,
 * line breaks allowed inside, read as LF), LF, CRLF or CR line ends, an optional byte-order mark.
 * The first record is a header when it names an e-mail column (`email`, `e-mail`), else the
 * columns are e-mail, searchUrl, frequency, name. Each row keeps the line its record starts on;
 * blank lines are skipped.
 */
export function readCsvRows(text: string): ReadRows {
  const rows: ImportRow[] = [];
  const bad: BadRow[] = [];
  let columns: readonly (Field | null)[] = defaultColumns;
  let first = true;
  for (const record of csvRecords(text)) {
    if (record.problem !== undefined) {
      bad.push({ line: record.line, problem: record.problem });
      continue;
    }
    if (record.fields.every((field) => field.trim() === '')) continue;
    if (first) {
      first = false;
      const named = record.fields.map((field) => fieldNamed(field) ?? null);
      if (named.includes('email')) {
        columns = named;
        if (!named.includes('searchUrl')) bad.push({ line: record.line, problem: 'the header has no searchUrl column' });
        continue;
      }
    }
    if (record.fields.length > columns.length) {
      bad.push({
        line: record.line,
        problem: `${record.fields.length} fields, the header has ${columns.length} (quote a value that contains a comma)`,
      });
      continue;
    }
    const values: Partial<Record<Field, string>> = {};
    record.fields.forEach((field, index) => {
      const column = columns[index];
      if (column) values[column] = field;
    });
    const row = toRow(record.line, values);
    if ('problem' in row) bad.push(row);
    else rows.push(row);
  }
  return { rows, bad };
}

interface CsvRecord {
  /** The line the record starts on. */
  readonly line: number;
  readonly fields: readonly string[];
  readonly problem?: string;
}

/**
 * Every record with the line it starts on; a malformed one as its problem. Line breaks are made LF
 * first: csv-parse counts a CRLF inside a quoted field as two lines. It stops at the first malformed
 * record (its skip_records_with_error loses the records after a stray quote), so reading starts
 * again on the line after the one it stopped on.
 */
function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let rest: string | null = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // The file's line that the first line of `rest` is.
  let firstLine = 1;
  while (rest !== null) {
    const chunk: string = rest;
    const offset = firstLine - 1;
    let next = firstLine;
    try {
      parse(chunk, {
        relax_column_count: true,
        // Blank lines come as records of one empty field (then skipped), so line numbers stay true.
        skip_empty_lines: false,
        on_record: (fields: string[], { lines }) => {
          records.push({ line: next, fields });
          // `lines` is the line the record ends on.
          next = offset + lines + 1;
          return null;
        },
      });
      rest = null;
    } catch (error) {
      if (!(error instanceof CsvError)) throw error;
      records.push({ line: next, fields: [], problem: problemOf(error) });
      const stoppedOn = Math.max(1, typeof error.lines === 'number' ? error.lines : 1);
      rest = afterLine(chunk, stoppedOn);
      firstLine = offset + stoppedOn + 1;
    }
  }
  return records;
}

function problemOf(error: CsvError): string {
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return 'a quoted field is not closed';
    case 'CSV_INVALID_CLOSING_QUOTE':
      return 'text after a closing quote';
    case 'INVALID_OPENING_QUOTE':
      return 'a quote inside a field that is not quoted (quote the whole field and double the quote)';
    default:
      return error.message;
  }
}

/** The text after its first `lines` lines, or null when nothing follows. */
function afterLine(text: string, lines: number): string | null {
  let end = -1;
  for (let seen = 0; seen < lines; seen++) {
    end = text.indexOf('\n', end + 1);
    if (end === -1) return null;
  }
  return end + 1 < text.length ? text.slice(end + 1) : null;
}
