/**
 * The employer's pipeline (docs/applications.md). An application starts `new` and moves forward,
 * skipping steps if the recruiter likes: in review, interview, offer, hired. Any open application
 * may be rejected. A closed one (hired or rejected) may only be reopened, back to in review.
 */
export type ApplicationStatus = 'new' | 'in-review' | 'interview' | 'offer' | 'hired' | 'rejected';

/** Every status in the order the panel shows them. */
export const APPLICATION_STATUSES: readonly ApplicationStatus[] = ['new', 'in-review', 'interview', 'offer', 'hired', 'rejected'];

/** The forward steps, first to last. */
const PIPELINE: readonly ApplicationStatus[] = ['new', 'in-review', 'interview', 'offer', 'hired'];

export const isApplicationStatus = (value: unknown): value is ApplicationStatus =>
  typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value);

export const isClosed = (status: ApplicationStatus): boolean => status === 'hired' || status === 'rejected';

/** Where an application in `from` may go next, in pipeline order. */
export function allowedMoves(from: ApplicationStatus): readonly ApplicationStatus[] {
  if (isClosed(from)) return ['in-review'];
  return [...PIPELINE.slice(PIPELINE.indexOf(from) + 1), 'rejected'];
}

/** Whether `from` may become `to`; staying where it is is no move. */
export const canMove = (from: ApplicationStatus, to: ApplicationStatus): boolean => allowedMoves(from).includes(to);
