import { describe, expect, it } from 'vitest';
import type { ErrorReporter } from '../../../core/shared/ErrorReporter.ts';

/** A reporter and what reached its destination so far, as (error, context) pairs in order. */
export interface ErrorReporterFixture {
  readonly reporter: ErrorReporter;
  readonly received: () => readonly { readonly error: unknown; readonly context: Readonly<Record<string, unknown>> }[];
}

const circular: Record<string, unknown> = { name: 'loop' };
circular['self'] = circular;

/**
 * What every ErrorReporter promises: each report arrives with its context, in order, and reporting
 * never throws. `broken` is the adapter over a destination that fails, where it has one that can.
 */
export function errorReporterContract(adapter: string, fresh: () => ErrorReporterFixture, broken?: () => ErrorReporter): void {
  describe(`ErrorReporter contract: ${adapter}`, () => {
    it('passes on each report with its context, in order; no context is an empty one', () => {
      const { reporter, received } = fresh();
      const failure = new Error('boom');
      reporter.report(failure, { during: 'live chat load' });
      reporter.report({ kind: 'network-failure', message: 'offline' });
      expect(received()).toEqual([
        { error: failure, context: { during: 'live chat load' } },
        { error: { kind: 'network-failure', message: 'offline' }, context: {} },
      ]);
    });

    it('takes any value without throwing', () => {
      const { reporter } = fresh();
      for (const value of [undefined, null, 'text', 42, circular, Symbol('s'), new TypeError('t')])
        expect(() => reporter.report(value, { value })).not.toThrow();
    });

    if (broken) {
      it('never throws, even when its destination fails', () => {
        expect(() => broken().report(new Error('boom'), { during: 'test' })).not.toThrow();
      });
    }
  });
}
