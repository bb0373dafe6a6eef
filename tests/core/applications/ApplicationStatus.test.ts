import { describe, expect, it } from 'vitest';
import {
  allowedMoves,
  APPLICATION_STATUSES,
  canMove,
  isApplicationStatus,
  isClosed,
  type ApplicationStatus,
} from '../../../core/applications/ApplicationStatus.ts';

/** The pipeline written out as a table: from each status, where it may go. Everything else is refused. */
const MOVES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  new: ['in-review', 'interview', 'offer', 'hired', 'rejected'],
  'in-review': ['interview', 'offer', 'hired', 'rejected'],
  interview: ['offer', 'hired', 'rejected'],
  offer: ['hired', 'rejected'],
  hired: ['in-review'],
  rejected: ['in-review'],
};

describe('the application pipeline', () => {
  it('has six statuses in the panel’s order', () => {
    expect(APPLICATION_STATUSES).toEqual(['new', 'in-review', 'interview', 'offer', 'hired', 'rejected']);
  });

  it('knows its statuses and nothing else', () => {
    for (const status of APPLICATION_STATUSES) expect(isApplicationStatus(status)).toBe(true);
    for (const value of ['', 'New', 'in_review', 'accepted', 'withdrawn', 0, null, undefined, ['new'], { status: 'new' }])
      expect(isApplicationStatus(value)).toBe(false);
  });

  it('closes an application at hired or rejected', () => {
    expect(APPLICATION_STATUSES.filter(isClosed)).toEqual(['hired', 'rejected']);
  });

  it.each(APPLICATION_STATUSES.map((status) => [status]))('from %s allows exactly the table’s moves, in pipeline order', (from) => {
    expect(allowedMoves(from)).toEqual(MOVES[from]);
  });

  it('allows every move of the table and refuses every other pair', () => {
    for (const from of APPLICATION_STATUSES)
      for (const to of APPLICATION_STATUSES) expect(canMove(from, to), `${from} → ${to}`).toBe(MOVES[from].includes(to));
  });

  it('never moves back along the pipeline, nor stays where it is', () => {
    expect(canMove('interview', 'in-review')).toBe(false);
    expect(canMove('offer', 'new')).toBe(false);
    for (const status of APPLICATION_STATUSES) expect(canMove(status, status)).toBe(false);
  });

  it('lets any open application be rejected, and reopens a closed one in review only', () => {
    for (const status of APPLICATION_STATUSES.filter((s) => !isClosed(s))) expect(canMove(status, 'rejected')).toBe(true);
    expect(canMove('rejected', 'new')).toBe(false);
    expect(canMove('hired', 'rejected')).toBe(false);
    expect(canMove('rejected', 'hired')).toBe(false);
  });

  it('answers a fresh list each time (a caller may not change the pipeline)', () => {
    const moves = allowedMoves('new') as ApplicationStatus[];
    moves.pop();
    expect(allowedMoves('new')).toEqual(MOVES.new);
  });
});
