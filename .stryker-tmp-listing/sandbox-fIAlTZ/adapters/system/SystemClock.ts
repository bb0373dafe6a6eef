// @ts-nocheck
import type { Clock } from '../../core/shared/Clock.ts';

export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
