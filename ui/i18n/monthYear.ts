import type { MonthYear, WorkPeriod } from '../../core/profile/CandidateDocument.ts';
import type { Language } from '../../core/tenancy/Tenant.ts';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(language: Language, month: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${language}:${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      language === 'pl' ? 'pl-PL' : 'en-GB',
      month === 'short' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { month: 'long', timeZone: 'UTC' },
    );
    formats.set(key, format);
  }
  return format;
}

/** A work-history date as short month and year: "Mar 2020", "mar 2020". */
export const shortMonthYear = (date: MonthYear, language: Language): string =>
  formatOf(language, 'short').format(new Date(Date.UTC(date.year, date.month - 1, 1)));

/** The twelve month names, for the month pickers. */
export const monthNames = (language: Language): string[] =>
  Array.from({ length: 12 }, (_, index) => formatOf(language, 'long').format(new Date(Date.UTC(2000, index, 1))));

/** "Mar 2020 – Nov 2022", or with the localized open end: "Jan 2023 – present". */
export function periodText(period: WorkPeriod, language: Language, openEnd: string, template: (start: string, end: string) => string): string {
  return template(shortMonthYear(period.start, language), period.end === null ? openEnd : shortMonthYear(period.end, language));
}
