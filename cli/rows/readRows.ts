import { readCsvRows } from './csvRows.ts';
import { readJsonRows } from './jsonRows.ts';
import type { ReadRows, RowsFormat } from './rowFields.ts';

/** `.json`, `.jsonl`, `.ndjson` or text starting with `[` / `{` is JSON; anything else CSV. */
export function guessFormat(fileName: string, text: string): RowsFormat {
  if (/\.(json|jsonl|ndjson)$/i.test(fileName)) return 'json';
  if (/\.csv$/i.test(fileName)) return 'csv';
  const first = text.trimStart()[0];
  return first === '[' || first === '{' ? 'json' : 'csv';
}

/** The import rows of a file's text, each with its line, and the records that are not rows. */
export function readRows(text: string, format: RowsFormat): ReadRows {
  return format === 'json' ? readJsonRows(text) : readCsvRows(text);
}
