import { sql } from 'kysely';
import type { DigestRunReportDto } from '../../contract/operator.ts';
import { resolveAlertSettings } from '../alerts/AlertSettings.ts';
import { digestOf, dueAlerts, SETTLE_MS } from '../alerts/digests.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { loadReferenceData } from '../listing/referenceData.ts';

/** Due alerts a dry run reads at most; a board with more has a backlog worth a real run anyway. */
export const PREVIEW_ALERTS_MAX = 100_000;

/**
 * What a digest run would send now, sending nothing: the due alerts and, for each, the digest the
 * run would write (the same `digestOf` the run uses, so the two agree). Reads only, in one
 * transaction whose row locks keep a run starting meanwhile from counting the same alerts twice
 * in a report; an alert whose filters cannot be read counts as failed, as in a run.
 */
export async function previewDigests(deps: Pick<GatewayDeps, 'db' | 'alerts'>, now: Date): Promise<DigestRunReportDto> {
  const settings = resolveAlertSettings(deps.alerts);
  const until = new Date(now.getTime() - SETTLE_MS);
  const reference = await loadReferenceData(deps.db);
  return deps.db.transaction().execute(async (trx) => {
    const due = await dueAlerts(trx, now, PREVIEW_ALERTS_MAX);
    const report: DigestRunReportDto = { dryRun: true, alerts: due.length, digests: 0, offers: 0, failed: 0, preview: [] };
    for (const alert of due) {
      await sql`savepoint preview_alert`.execute(trx);
      try {
        const outcome = await digestOf(trx, settings, reference, alert, now, until);
        await sql`release savepoint preview_alert`.execute(trx);
        if (outcome.digest === null) continue;
        report.digests++;
        report.offers += outcome.digest.offers.length;
        report.preview.push({
          alertId: alert.id,
          tenant: alert.tenant_id,
          email: alert.email,
          name: alert.name,
          offers: outcome.digest.offers.length,
          more: outcome.digest.more,
          titles: outcome.digest.offers.map((offer) => offer.title),
        });
      } catch {
        await sql`rollback to savepoint preview_alert`.execute(trx);
        report.failed++;
      }
    }
    return report;
  });
}
