import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { SingleFlight } from '../../../core/shared/singleFlight.ts';

/** A call that settles when the test says so. */
function gate<T>() {
  let open: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { call: () => ResultAsync.fromSafePromise<T, string>(promise), open: (value: T) => open(value) };
}

describe('SingleFlight', () => {
  it('gives concurrent callers of one key the same call, and starts it once', async () => {
    const flight = new SingleFlight<string, number, string>();
    const { call, open } = gate<number>();
    let started = 0;
    const start = () => {
      started += 1;
      return call();
    };
    const first = flight.run('a', start);
    const second = flight.run('a', start);
    open(7);
    expect((await first)._unsafeUnwrap()).toBe(7);
    expect((await second)._unsafeUnwrap()).toBe(7);
    expect(started).toBe(1);
  });

  it('starts a new call once the last one settled, after a failure too', async () => {
    const flight = new SingleFlight<string, number, string>();
    let started = 0;
    const refused = () => {
      started += 1;
      return errAsync<number, string>('refused');
    };
    const granted = () => {
      started += 1;
      return okAsync<number, string>(2);
    };
    expect((await flight.run('a', refused))._unsafeUnwrapErr()).toBe('refused');
    expect((await flight.run('a', granted))._unsafeUnwrap()).toBe(2);
    expect(started).toBe(2);
  });

  it('keeps keys apart', async () => {
    const flight = new SingleFlight<string, string, string>();
    const a = gate<string>();
    const pending = flight.run('a', a.call);
    expect((await flight.run('b', () => okAsync('b')))._unsafeUnwrap()).toBe('b');
    a.open('a');
    expect((await pending)._unsafeUnwrap()).toBe('a');
  });
});
