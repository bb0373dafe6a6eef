import type { ImportRow } from '../../core/alerts/job-alerts/ImportGuestAlerts.ts';

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

export type Field = 'email' | 'searchUrl' | 'frequency' | 'name' | 'privacyPolicy' | 'marketingAgreement';

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

/** The field a CSV header or JSON key names (`E-mail`, `search_url`, ...), or undefined. */
export const fieldNamed = (text: string): Field | undefined =>
  headerNames.get(
    text
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, ''),
  );

/** Without a header, columns are e-mail, search URL, frequency, name. */
export const defaultColumns: readonly Field[] = ['email', 'searchUrl', 'frequency', 'name'];

/** A row from its fields' texts, or why not (consents must read as yes or no). */
export function toRow(line: number, values: Partial<Record<Field, string>>): ImportRow | BadRow {
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

const oneLine = (text: string): string => text.replace(/\p{Cc}/gu, ' ').slice(0, 60);
