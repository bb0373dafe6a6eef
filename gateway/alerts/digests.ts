import { sql, type Kysely } from 'kysely';
import type { FiltersDto } from '../../contract/alerts.ts';
import type { Schema } from '../db/Schema.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { loadReferenceData, type ReferenceData } from '../listing/referenceData.ts';
import { issueCodes } from './alertCodes.ts';
import { composeAlertMail, searchLink, type AlertMailTarget } from './alertMails.ts';
import { nextDigestAt } from './alertSchedule.ts';
import { resolveAlertSettings, tenantLink, type ResolvedAlertSettings } from './AlertSettings.ts';
import { digestMail, type DigestOffer } from './mail/composeMail.ts';
import { enqueueMails } from './mail/outbox.ts';
import { newOffers, savedSearchQuery, type DigestOfferRow } from './matchingOffers.ts';
import type { AlertFrequency } from './tables.ts';

/**
 * Offers must have been published this long before a run to be in its digest: an offer whose
 * transaction commits a moment after the run read the table, with a publication time just before
 * the run, still falls inside the next digest's window instead of behind the high-water mark.
 */
export const SETTLE_MS = 60_000;
/** Offers listed in one digest; beyond that the e-mail says there are more and links the search. */
export const DIGEST_OFFERS_MAX = 20;
/** An alert whose digest failed (a bug, bad stored data) is retried this much later, not in a loop. */
export const RETRY_AFTER_FAILURE_MS = 3_600_000;

export interface DigestRunOptions {
  /** Alerts locked and processed per transaction. */
  readonly batchSize?: number;
  /**
   * Called before each alert with how many this run has processed so far. Tests throw from it to
   * play a crash halfway: the batch's transaction rolls back, nothing of it is sent, and the
   * next run picks those alerts up again.
   */
  readonly beforeAlert?: (processed: number) => void | Promise<void>;
}

export interface DigestRunSummary {
  /** Due alerts processed. */
  readonly alerts: number;
  /** Digests written to the outbox. */
  readonly digests: number;
  /** Offers listed in them. */
  readonly offers: number;
  /** Alerts whose digest failed (retried an hour later). */
  readonly failed: number;
}

/** An active alert whose digest is due, with its saved search. */
export interface DueAlert {
  id: string;
  job_filter_id: string;
  tenant_id: string;
  email: string;
  language: 'pl' | 'en';
  frequency: AlertFrequency;
  high_water_mark: Date | null;
  next_digest_at: Date | null;
  activated_at: Date | null;
  candidate_id: string | null;
  search_url: string;
  name: string;
  filters: FiltersDto;
}

type DigestDeps = Pick<GatewayDeps, 'db' | 'alerts'>;

/**
 * Sends every due digest (active alerts whose next_digest_at has come): for each, the offers of
 * its boards matching its saved filters published after its high-water mark, written as ONE outbox
 * row in the same transaction that moves the mark and the next due time. So an interrupted run,
 * restarted, sends nothing twice and skips no one; and no offer is in two digests of one alert.
 * Batches are claimed with `FOR UPDATE SKIP LOCKED`: two processes running at once split the work.
 */
export async function runDigests(deps: DigestDeps, now: Date, options: DigestRunOptions = {}): Promise<DigestRunSummary> {
  const settings = resolveAlertSettings(deps.alerts);
  const batchSize = options.batchSize ?? 200;
  const until = new Date(now.getTime() - SETTLE_MS);
  const reference = await loadReferenceData(deps.db);
  let alerts = 0;
  let digests = 0;
  let offers = 0;
  let failed = 0;
  for (;;) {
    const claimed = await deps.db.transaction().execute(async (trx) => {
      const due = await dueAlerts(trx, now, batchSize);
      const outcomes: DigestOutcome[] = [];
      for (const alert of due) {
        await options.beforeAlert?.(alerts);
        // Reads only: a failure (bad stored filters) rolls back this alert's statement, not the batch.
        await sql`savepoint digest_alert`.execute(trx);
        try {
          outcomes.push(await digestOf(trx, settings, reference, alert, now, until));
          await sql`release savepoint digest_alert`.execute(trx);
        } catch (error) {
          await sql`rollback to savepoint digest_alert`.execute(trx);
          const message = error instanceof Error ? error.message : String(error);
          outcomes.push({
            alert,
            mark: alert.high_water_mark,
            next: new Date(now.getTime() + RETRY_AFTER_FAILURE_MS),
            digest: null,
            error: message.slice(0, 500),
          });
          failed++;
        }
        alerts++;
      }
      const written = await writeBatch(trx, settings, outcomes, now);
      digests += written.digests;
      offers += written.offers;
      return due.length;
    });
    if (claimed < batchSize) break;
  }
  return { alerts, digests, offers, failed };
}

/** Due alerts, oldest due first, locked for this transaction (others skip them). */
export function dueAlerts(db: Kysely<Schema>, now: Date, limit: number): Promise<DueAlert[]> {
  return db
    .selectFrom('job_alerts as a')
    .innerJoin('job_filters as f', 'f.id', 'a.job_filter_id')
    .select([
      'a.id',
      'a.job_filter_id',
      'a.tenant_id',
      'a.email',
      'a.language',
      'a.frequency',
      'a.high_water_mark',
      'a.next_digest_at',
      'a.activated_at',
      'f.candidate_id',
      'f.search_url',
      'f.name',
      'f.filters',
    ])
    .where('a.status', '=', 'active')
    .where('a.next_digest_at', '<=', now)
    .orderBy('a.next_digest_at')
    .orderBy('a.id')
    .limit(limit)
    .forUpdate(['a'])
    .skipLocked()
    .execute();
}

const offerPrefix = { pl: 'oferta-pracy', en: 'job-offer' } as const;

function toDigestOffer(settings: ResolvedAlertSettings, row: DigestOfferRow, language: 'pl' | 'en'): DigestOffer {
  return {
    title: row.title,
    company: row.company_name,
    city: language === 'pl' ? row.city_label_pl : row.city_label_en,
    remote: row.workplace_type === 'remote',
    salaryMin: row.salary_min_month_pln,
    salaryMax: row.salary_max_month_pln,
    // An offer of another board (all-boards alerts) links to that board's site.
    url: tenantLink(settings, row.tenant_id, `/${offerPrefix[language]}/${encodeURIComponent(row.slug)}`),
  };
}

export interface DigestOutcome {
  readonly alert: DueAlert;
  /** The new high-water mark. */
  readonly mark: Date | null;
  readonly next: Date;
  /** The e-mail to send, or null: nothing new (the mark still moves), or the alert failed. */
  readonly digest: { readonly offers: readonly DigestOffer[]; readonly more: boolean; readonly periodStart: Date } | null;
  readonly error: string | null;
}

/** One alert's digest, read but not written: its new offers, new mark and next due time. */
export async function digestOf(
  db: Kysely<Schema>,
  settings: ResolvedAlertSettings,
  reference: ReferenceData,
  alert: DueAlert,
  now: Date,
  until: Date,
): Promise<DigestOutcome> {
  const after = alert.high_water_mark ?? alert.activated_at ?? until;
  const found =
    after < until ? await newOffers(db, savedSearchQuery(reference, alert.tenant_id, alert.filters), after, until, DIGEST_OFFERS_MAX + 1) : [];
  const listed = found.slice(0, DIGEST_OFFERS_MAX).map((row) => toDigestOffer(settings, row, alert.language));
  return {
    alert,
    mark: after < until ? until : after,
    next: nextDigestAt(alert.next_digest_at, alert.frequency, now),
    digest: listed.length === 0 ? null : { offers: listed, more: found.length > DIGEST_OFFERS_MAX, periodStart: after },
    error: null,
  };
}

/**
 * The batch's writes, a few statements for up to `batchSize` alerts: one unsubscribe code and one
 * outbox row per digest, then every alert's mark, next due time and error. The period's start is a
 * digest's identity (dedupe key): a second digest for one window cannot be written.
 */
async function writeBatch(
  db: Kysely<Schema>,
  settings: ResolvedAlertSettings,
  outcomes: readonly DigestOutcome[],
  now: Date,
): Promise<{ digests: number; offers: number }> {
  if (outcomes.length === 0) return { digests: 0, offers: 0 };
  const sending = outcomes.filter((outcome) => outcome.digest !== null);
  const codes = await issueCodes(
    db,
    sending.map((outcome) => outcome.alert.id),
    'unsubscribe',
    now,
  );
  const mails = sending.map((outcome, index) => {
    const { alert } = outcome;
    const digest = outcome.digest!;
    const target: AlertMailTarget = {
      alertId: alert.id,
      jobFilterId: alert.job_filter_id,
      tenantId: alert.tenant_id,
      ownerId: alert.candidate_id ?? alert.job_filter_id,
      email: alert.email,
      language: alert.language,
      alertName: alert.name,
      frequency: alert.frequency,
      searchUrl: alert.search_url,
    };
    const search = searchLink(settings, alert.tenant_id, alert.search_url);
    return composeAlertMail(
      settings,
      target,
      codes[index] ?? '',
      now,
      (context) => digestMail(context, digest.offers, digest.more, search),
      `digest:${alert.id}:${digest.periodStart.toISOString()}`,
    );
  });
  await enqueueMails(db, mails);
  const values = outcomes.map(
    (outcome) =>
      sql`(${outcome.alert.id}::uuid, ${outcome.mark}::timestamptz, ${outcome.next}::timestamptz, ${outcome.digest === null ? null : now}::timestamptz, ${outcome.error}::text)`,
  );
  await sql`
    update job_alerts as a
    set high_water_mark = v.mark, next_digest_at = v.next, last_digest_at = coalesce(v.sent, a.last_digest_at), last_error = v.error
    from (values ${sql.join(values)}) as v (id, mark, next, sent, error)
    where a.id = v.id`.execute(db);
  return { digests: sending.length, offers: sending.reduce((sum, outcome) => sum + (outcome.digest?.offers.length ?? 0), 0) };
}
