import type { ImportRow } from '../core/alerts/job-alerts/ImportGuestAlerts.ts';

/** A row the reader could not make sense of (its line in the file, and why). */
export interface BadRow {
  readonly line: number;
  readonly problem: string;
}

export interface ReadRows {
  readonly rows: readonly ImportRow[];
  readonly bad: readonly BadRow[];
}

export type RowsFormat = 'csv' | 'json';

type Field = 'email' | 'searchUrl' | 'frequency' | 'name' | 'privacyPolicy' | 'marketingAgreement';

/** Header names (lower case, without spaces, dashes and underscores) for each field. */
const headerNames: ReadonlyMap<string, Field> = new Map([
  ['email', 'email'],
  ['mail', 'email'],
  ['emailaddress', 'email'],
  ['searchurl', 'searchUrl'],
  ['url', 'searchUrl'],
  ['search', 'searchUrl'],
  ['frequency', 'frequency'],
  ['name', 'name'],
  ['alertname', 'name'],
  ['privacy', 'privacyPolicy'],
  ['privacypolicy', 'privacyPolicy'],
  ['marketing', 'marketingAgreement'],
  ['marketingagreement', 'marketingAgreement'],
]);

const normaliseHeader = (text: string): string => text.trim().toLowerCase().replace(/[\s_-]/g, '');

/** Without a header, columns are e-mail, search URL, frequency, name. */
const defaultColumns: readonly Field[] = ['email', 'searchUrl', 'frequency', 'name'];

/** `.json`, `.jsonl`, `.ndjson` or text starting with `[` / `{` is JSON; anything else CSV. */
export function guessFormat(fileName: string, text: string): RowsFormat {
  if (/\.(json|jsonl|ndjson)$/i.test(fileName)) return 'json';
  if (/\.csv$/i.test(fileName)) return 'csv';
  const first = text.trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

export function readRows(text: string, format: RowsFormat): ReadRows {
  return format === 'json' ? readJsonRows(text) : readCsvRows(text);
}

/**
 * CSV as RFC 4180 writes it: commas, double-quoted fields (`""` for a quote, line breaks allowed
 * inside), LF or CRLF, an optional byte-order mark. The first record is a header when it names an
 * e-mail column (`email`, `e-mail`), else the columns are e-mail, searchUrl, frequency, name.
 * Each row keeps the line its record starts on; blank lines are skipped.
 */
export function readCsvRows(text: string): ReadRows {
  const records = csvRecords(text.replace(/^\uFEFF/, ''));
  const rows: ImportRow[] = [];
  const bad: BadRow[] = [];
  let columns: readonly (Field | null)[] = defaultColumns;
  let first = true;
  for (const record of records) {
    if (record.problem !== undefined) {
      bad.push({ line: record.line, problem: record.problem });
      continue;
    }
    if (record.fields.every((field) => field.trim() === '')) continue;
    if (first) {
      first = false;
      const named = record.fields.map((field) => headerNames.get(normaliseHeader(field)) ?? null);
      if (named.includes('email')) {
        columns = named;
        if (!named.includes('searchUrl')) bad.push({ line: record.line, problem: 'the header has no searchUrl column' });
        continue;
      }
    }
    if (record.fields.length > columns.length) {
      bad.push({ line: record.line, problem: `${record.fields.length} fields, the header has ${columns.length} (quote a value that contains a comma)` });
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

/**
 * JSON: an array of objects, or one object per line (JSON Lines). Keys as the CSV header names
 * (`email` or `e-mail`, `searchUrl` or `url`, `frequency`, `name`, optional `privacy`,
 * `marketing`). Each row keeps the line its object starts on.
 */
export function readJsonRows(text: string): ReadRows {
  const trimmed = text.replace(/^\uFEFF/, '');
  if (trimmed.trimStart().startsWith('[')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (error) {
      return { rows: [], bad: [{ line: 1, problem: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` }] };
    }
    if (!Array.isArray(parsed)) return { rows: [], bad: [{ line: 1, problem: 'expected an array of objects' }] };
    const lines = elementLines(trimmed);
    return collect(parsed.map((item, index) => ({ line: lines[index] ?? 1, item })));
  }
  const items: Array<{ line: number; item: unknown } | BadRow> = [];
  trimmed.split('\n').forEach((lineText, index) => {
    if (lineText.trim() === '') return;
    try {
      items.push({ line: index + 1, item: JSON.parse(lineText) as unknown });
    } catch {
      items.push({ line: index + 1, problem: 'not a JSON object' });
    }
  });
  return collect(items);
}

function collect(items: ReadonlyArray<{ line: number; item: unknown } | BadRow>): ReadRows {
  const rows: ImportRow[] = [];
  const bad: BadRow[] = [];
  for (const entry of items) {
    if ('problem' in entry) {
      bad.push(entry);
      continue;
    }
    const { line, item } = entry;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      bad.push({ line, problem: 'expected an object with email and searchUrl' });
      continue;
    }
    const values: Partial<Record<Field, string>> = {};
    for (const [key, value] of Object.entries(item)) {
      const field = headerNames.get(normaliseHeader(key));
      if (field === undefined || value === null || value === undefined) continue;
      values[field] = typeof value === 'string' ? value : typeof value === 'boolean' || typeof value === 'number' ? String(value) : JSON.stringify(value);
    }
    const row = toRow(line, values);
    if ('problem' in row) bad.push(row);
    else rows.push(row);
  }
  return { rows, bad };
}

function toRow(line: number, values: Partial<Record<Field, string>>): ImportRow | BadRow {
  const privacy = yesNo(values.privacyPolicy);
  if (privacy === 'invalid') return { line, problem: `privacy must be true or false, not '${oneLine(values.privacyPolicy ?? '')}'` };
  const marketing = yesNo(values.marketingAgreement);
  if (marketing === 'invalid') return { line, problem: `marketing must be true or false, not '${oneLine(values.marketingAgreement ?? '')}'` };
  return {
    line,
    email: values.email ?? '',
    searchUrl: values.searchUrl ?? '',
    ...(values.frequency !== undefined && values.frequency.trim() !== '' ? { frequency: values.frequency.trim() } : {}),
    ...(values.name !== undefined && values.name.trim() !== '' ? { name: values.name } : {}),
    ...(privacy === undefined ? {} : { privacyPolicy: privacy }),
    ...(marketing === undefined ? {} : { marketingAgreement: marketing }),
  };
}

function yesNo(text: string | undefined): boolean | undefined | 'invalid' {
  const value = (text ?? '').trim().toLowerCase();
  if (value === '') return undefined;
  if (['true', 'yes', 'y', '1'].includes(value)) return true;
  if (['false', 'no', 'n', '0'].includes(value)) return false;
  return 'invalid';
}

interface CsvRecord {
  readonly line: number;
  readonly fields: readonly string[];
  readonly problem?: string;
}

function csvRecords(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let line = 1;
  let start = 1;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let afterQuote = false;
  let problem: string | undefined;
  const endField = () => {
    fields.push(field);
    field = '';
    fieldStarted = false;
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    records.push(problem === undefined ? { line: start, fields } : { line: start, fields, problem });
    fields = [];
    problem = undefined;
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
          afterQuote = true;
        }
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      if (afterQuote && c !== ' ' && c !== '\t') problem ??= 'text after a closing quote';
      field += c;
      fieldStarted = true;
    }
  }
  if (quoted) problem = 'a quoted field is not closed';
  if (quoted || fieldStarted || fields.length > 0 || field !== '') endRecord();
  return records;
}

/** The line each top-level element of a JSON array starts on. */
function elementLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let expectElement = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') line++;
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectElement && c !== undefined && !/\s/.test(c) && c !== ',' && c !== ']') {
      lines.push(line);
      expectElement = false;
    }
    if (c === '"') inString = true;
    else if (c === '[' || c === '{') {
      depth++;
      if (depth === 1) expectElement = true;
    } else if (c === ']' || c === '}') depth--;
    else if (c === ',' && depth === 1) expectElement = true;
  }
  return lines;
}

const oneLine = (text: string): string => text.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 60);
