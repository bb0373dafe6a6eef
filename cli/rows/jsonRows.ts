import type { ImportRow } from '../../core/alerts/job-alerts/ImportGuestAlerts.ts';
import { fieldNamed, toRow, type BadRow, type Field, type ReadRows } from './rowFields.ts';

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
      const field = fieldNamed(key);
      if (field === undefined || value === null || value === undefined) continue;
      values[field] =
        typeof value === 'string' ? value : typeof value === 'boolean' || typeof value === 'number' ? String(value) : JSON.stringify(value);
    }
    const row = toRow(line, values);
    if ('problem' in row) bad.push(row);
    else rows.push(row);
  }
  return { rows, bad };
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
