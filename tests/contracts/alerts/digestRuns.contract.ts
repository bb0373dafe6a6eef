import { describe, expect, it } from 'vitest';
import type { DigestRuns } from '../../../core/alerts/digests/DigestRuns.ts';

/** An adapter over a board with digests due, the token it takes, and one over a board without a token. */
export interface DigestRunsFixture {
  readonly digestRuns: DigestRuns;
  readonly operatorToken: string;
}

export interface DigestRunsWorld {
  /** A fresh board with at least one digest due. */
  readonly withDueDigests: () => Promise<DigestRunsFixture>;
  /** A board that has no operator token configured. */
  readonly withoutOperatorToken: () => Promise<DigestRuns>;
}

/**
 * What every DigestRuns promises: only the operator's token runs anything; a dry run reports the
 * due digests and sends nothing (so it can be repeated); a run sends what the dry run reported,
 * after which nothing is due.
 */
export function digestRunsContract(adapter: string, world: DigestRunsWorld): void {
  describe(`DigestRuns contract: ${adapter}`, () => {
    it('refuses a missing or wrong token, and runs nothing for it', async () => {
      const { digestRuns, operatorToken } = await world.withDueDigests();
      const before = (await digestRuns.run({ dryRun: true, operatorToken }))._unsafeUnwrap();
      for (const token of ['', 'not-the-token', `${operatorToken}x`]) {
        expect((await digestRuns.run({ dryRun: false, operatorToken: token }))._unsafeUnwrapErr()).toEqual({ kind: 'operator-unauthorized' });
      }
      expect((await digestRuns.run({ dryRun: true, operatorToken }))._unsafeUnwrap()).toEqual(before);
    });

    it('a dry run reports each due digest, with counts that add up, and sends nothing', async () => {
      const { digestRuns, operatorToken } = await world.withDueDigests();
      const report = (await digestRuns.run({ dryRun: true, operatorToken }))._unsafeUnwrap();
      expect(report.dryRun).toBe(true);
      expect(report.digests).toBeGreaterThan(0);
      expect(report.preview).toHaveLength(report.digests);
      expect(report.offers).toBe(report.preview.reduce((sum, digest) => sum + digest.offers, 0));
      expect(report.alerts).toBeGreaterThanOrEqual(report.digests + report.failed);
      for (const digest of report.preview) expect(digest.titles).toHaveLength(digest.offers);
      expect((await digestRuns.run({ dryRun: true, operatorToken }))._unsafeUnwrap()).toEqual(report);
    });

    it('a run sends what the dry run reported; then nothing is due', async () => {
      const { digestRuns, operatorToken } = await world.withDueDigests();
      const dry = (await digestRuns.run({ dryRun: true, operatorToken }))._unsafeUnwrap();
      const run = (await digestRuns.run({ dryRun: false, operatorToken }))._unsafeUnwrap();
      expect(run).toEqual({ ...dry, dryRun: false, preview: [] });
      const after = (await digestRuns.run({ dryRun: true, operatorToken }))._unsafeUnwrap();
      expect(after).toMatchObject({ alerts: 0, digests: 0, offers: 0, preview: [] });
    });

    it('a board without an operator token refuses every run', async () => {
      const digestRuns = await world.withoutOperatorToken();
      expect((await digestRuns.run({ dryRun: true, operatorToken: 'anything' }))._unsafeUnwrapErr()).toEqual({ kind: 'operator-disabled' });
    });
  });
}
