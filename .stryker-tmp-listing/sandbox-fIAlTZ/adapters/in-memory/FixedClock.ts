// @ts-nocheck
import type { Clock } from '../../core/shared/Clock.ts';

/** A clock that says what it is told: for tests and reproducible demos. */
export class FixedClock implements Clock {
  constructor(private current: Date) {}

  now(): Date {
    return new Date(this.current.getTime());
  }

  advance(milliseconds: number): void {
    this.current = new Date(this.current.getTime() + milliseconds);
  }
}
