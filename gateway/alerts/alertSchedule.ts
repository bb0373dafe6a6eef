import type { AlertFrequency } from './tables.ts';

const DAY_MS = 86_400_000;

/** How far apart an alert's digests are (core/alerts/JobFilter.ts `frequencies`). */
export const frequencyIntervalMs: Readonly<Record<AlertFrequency, number>> = {
  daily: DAY_MS,
  twiceAWeek: 3.5 * DAY_MS,
  weekly: 7 * DAY_MS,
};

/**
 * The next digest: one interval after the previous due time, or one interval from now when that is
 * already past (after downtime an alert gets one digest, not a burst of catch-up ones). Always after now.
 */
export function nextDigestAt(previous: Date | null, frequency: AlertFrequency, now: Date): Date {
  const interval = frequencyIntervalMs[frequency];
  const next = previous === null ? now.getTime() + interval : previous.getTime() + interval;
  return new Date(next > now.getTime() ? next : now.getTime() + interval);
}
