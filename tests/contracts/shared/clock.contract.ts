import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../core/shared/Clock.ts';

/**
 * What every Clock promises: "now" is a valid instant, it never runs backwards between calls, and
 * the Date handed out is the caller's own (changing it does not move the clock).
 */
export function clockContract(adapter: string, fresh: () => Clock): void {
  describe(`Clock contract: ${adapter}`, () => {
    it('tells a valid instant', () => {
      expect(Number.isNaN(fresh().now().getTime())).toBe(false);
    });

    it('never runs backwards between calls', () => {
      const clock = fresh();
      const times = Array.from({ length: 50 }, () => clock.now().getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it('hands out a Date the caller may change without moving the clock', () => {
      const clock = fresh();
      const first = clock.now();
      const before = first.getTime();
      first.setFullYear(1970);
      expect(clock.now().getTime()).toBeGreaterThanOrEqual(before);
    });
  });
}
