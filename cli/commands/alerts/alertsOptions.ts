import { Option } from 'commander';
import { frequencies } from '../../../core/alerts/JobFilter.ts';

export function frequencyOption(): Option {
  return new Option('--frequency <frequency>', `how often the alert is sent (default: twiceAWeek)`).choices([...frequencies]);
}

/** `{ frequency }` when one was given, else nothing: the use cases default it. */
export const givenFrequency = (frequency: string | undefined): { frequency?: string } => (frequency === undefined ? {} : { frequency });

/** An argument that is an e-mail link (not a bare code or id) and yet did not parse as one. */
export const looksLikeLink = (text: string | undefined): boolean => text !== undefined && (text.includes('?') || text.includes('job-alerts='));
