import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { DigestPreview, DigestRunFailure, DigestRunReport, DigestRuns } from '../../../core/alerts/digests/DigestRuns.ts';

/**
 * Digest runs in memory with the gateway's rules: the operator token must match (none configured:
 * operator-disabled), a dry run reports the due digests and sends nothing, a run sends them and
 * leaves nothing due. `due` are the digests waiting, as a dry run shows them; alerts with nothing
 * new count as due but send no digest.
 */
export class DigestRunsInMemory implements DigestRuns {
  readonly sent: DigestPreview[] = [];
  private due: DigestPreview[];

  constructor(
    private readonly operatorToken: string | null,
    due: readonly DigestPreview[] = [],
    private quietAlerts = 0,
  ) {
    this.due = [...due];
  }

  run(request: { readonly dryRun: boolean; readonly operatorToken: string }): ResultAsync<DigestRunReport, DigestRunFailure> {
    if (this.operatorToken === null) return errAsync({ kind: 'operator-disabled' });
    if (request.operatorToken !== this.operatorToken) return errAsync({ kind: 'operator-unauthorized' });
    const digests = this.due;
    const report: DigestRunReport = {
      dryRun: request.dryRun,
      alerts: digests.length + this.quietAlerts,
      digests: digests.length,
      offers: digests.reduce((sum, digest) => sum + digest.offers, 0),
      failed: 0,
      preview: request.dryRun ? [...digests] : [],
    };
    if (!request.dryRun) {
      this.sent.push(...digests);
      this.due = [];
      this.quietAlerts = 0;
    }
    return okAsync(report);
  }
}
