import type { MonthYear, WorkHistoryFields } from '../CandidateDocument.ts';
import { PROFILE_LIMITS as L } from '../profileLimits.ts';
import { note, textProblem, type Problem, type Problems } from './Problems.ts';

/** Months since year 0: months compare as numbers. */
export const monthIndex = (date: MonthYear): number => date.year * 12 + (date.month - 1);

export const monthOf = (date: Date): MonthYear => ({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 });

function monthProblem(date: MonthYear, today: MonthYear): Problem | undefined {
  if (!Number.isInteger(date.month) || date.month < 1 || date.month > 12) return 'out-of-range';
  if (!Number.isInteger(date.year) || date.year < L.earliestYear) return 'out-of-range';
  return monthIndex(date) > monthIndex(today) ? 'in-the-future' : undefined;
}

/** A work-history entry: title and company required, a description, a start and an end (or none) not after this month. */
export function workHistoryProblems(fields: WorkHistoryFields, today: MonthYear): Problems {
  const found: Record<string, Problem> = {};
  note(found, 'title', textProblem(fields.title, { max: L.titleLength, required: true }));
  note(found, 'companyName', textProblem(fields.companyName, { max: L.companyNameLength, required: true }));
  note(found, 'description', textProblem(fields.description, { max: L.descriptionLength, multiline: true }));
  const { start, end } = fields.period;
  note(found, 'period.start', monthProblem(start, today));
  if (end !== null) {
    note(found, 'period.end', monthProblem(end, today));
    if (found['period.start'] === undefined && found['period.end'] === undefined && monthIndex(end) < monthIndex(start))
      note(found, 'period.end', 'end-before-start');
  }
  return found;
}

export function normaliseWorkHistory(fields: WorkHistoryFields): WorkHistoryFields {
  return { ...fields, title: fields.title.trim(), companyName: fields.companyName.trim(), description: fields.description.trim() };
}

/** Newest first: open ends first, then by end, then by start. */
export function byRecency(a: WorkHistoryFields, b: WorkHistoryFields): number {
  const endOf = (entry: WorkHistoryFields) => (entry.period.end === null ? Number.MAX_SAFE_INTEGER : monthIndex(entry.period.end));
  return endOf(b) - endOf(a) || monthIndex(b.period.start) - monthIndex(a.period.start);
}
