import { describe, expect, it } from 'vitest';
import type { Log } from '../../../core/shared/Log.ts';

/** A log and what reached its output so far, as (message, context) pairs in order. */
export interface LogFixture {
  readonly log: Log;
  readonly written: () => readonly { readonly message: string; readonly context: Readonly<Record<string, unknown>> }[];
}

const circular: Record<string, unknown> = { name: 'loop' };
circular['self'] = circular;

/**
 * What every Log promises (core/shared/Log.ts): each failure reaches the output with its message
 * and context, in order, no context being an empty one; and logging never throws. `broken` is the
 * adapter over an output that fails, where it has one that can.
 */
export function logContract(adapter: string, fresh: () => LogFixture, broken?: () => Log): void {
  describe(`Log contract: ${adapter}`, () => {
    it('writes each failure with its message and context, in order; no context is an empty one', () => {
      const { log, written } = fresh();
      log.error('chat init failed', { kind: 'network-failure', attempt: 2 });
      log.error('unread count failed');
      log.error('invitation answer failed', { invitation: { companyId: 1, jobAdvertisementId: 'o-1' } });
      expect(written()).toEqual([
        { message: 'chat init failed', context: { kind: 'network-failure', attempt: 2 } },
        { message: 'unread count failed', context: {} },
        { message: 'invitation answer failed', context: { invitation: { companyId: 1, jobAdvertisementId: 'o-1' } } },
      ]);
    });

    it('takes any context value without throwing, and still writes the message', () => {
      const { log, written } = fresh();
      const values = [undefined, null, 42n, circular, Symbol('s'), new TypeError('t'), () => 'f'];
      for (const value of values) expect(() => log.error('odd context', { value })).not.toThrow();
      expect(written().map((entry) => entry.message)).toEqual(values.map(() => 'odd context'));
    });

    if (broken) {
      it('never throws, even when its output fails', () => {
        expect(() => broken().error('chat init failed', { during: 'test' })).not.toThrow();
      });
    }
  });
}
