import { describe, expect, it } from 'vitest';
import type { ConsentName, Consents } from '../../../core/preferences/Consents.ts';

/** A logged-in candidate's consents, what the server holds for them, and the same server without a session. */
export interface ConsentsFixture {
  readonly consents: Consents;
  /** The consent as the server keeps it now; null when never given nor withdrawn. */
  readonly given: (name: ConsentName) => Promise<boolean | null>;
  readonly loggedOut: Consents;
}

/** What every Consents adapter promises: the last answer is kept, either way, as often as it comes; no session is unauthorized. */
export function consentsContract(adapter: string, fresh: () => Promise<ConsentsFixture>): void {
  describe(`Consents contract: ${adapter}`, () => {
    it('keeps nothing until the candidate answers', async () => {
      const { given } = await fresh();
      expect(await given('profiling')).toBeNull();
    });

    it('keeps the last answer, given or withdrawn, as often as it comes', async () => {
      const { consents, given } = await fresh();
      for (const answer of [true, true, false, true]) {
        expect((await consents.set('profiling', answer)).isOk()).toBe(true);
        expect(await given('profiling')).toBe(answer);
      }
    });

    it('answers unauthorized without a session', async () => {
      const { loggedOut } = await fresh();
      expect((await loggedOut.set('profiling', true))._unsafeUnwrapErr()).toEqual({ kind: 'unauthorized' });
    });
  });
}
