import { sql, type Kysely } from 'kysely';
import type { OfferStatisticsDto } from '../../contract/offerLifecycle.ts';
import type { Schema } from '../db/Schema.ts';

const DAY_MS = 86_400_000;
export const MAX_STATISTICS_DAYS = 366;

const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** Every UTC day from `from` to `to`, both included. */
export function daysBetween(from: Date, to: Date): string[] {
  const days: string[] = [];
  for (let at = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()); at <= to.getTime(); at += DAY_MS)
    days.push(dayOf(new Date(at)));
  return days;
}

/**
 * Views (offer_views, recorded by POST /v1/views) and apply clicks (offer_apply_clicks) of the
 * company's offers per UTC day in [from, to], optionally of one offer. Every day of the range is
 * present, with zeros, so a chart draws it as it is.
 */
export async function offerStatistics(
  db: Kysely<Schema>,
  scope: { tenantId: string; companyId: number; slug: string | null },
  from: Date,
  to: Date,
): Promise<OfferStatisticsDto> {
  const offers = await db
    .selectFrom('employer_offers')
    .select(['slug', sql<string | null>`form->>'title'`.as('title')])
    .where('tenant_id', '=', scope.tenantId)
    .where('company_id', '=', scope.companyId)
    .where('status', '<>', 'deleted')
    .$if(scope.slug !== null, (q) => q.where('slug', '=', scope.slug ?? ''))
    .orderBy('created_at', 'desc')
    .execute();
  const slugs = offers.map((offer) => offer.slug);
  const end = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), to.getUTCDate()) + DAY_MS);
  const start = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  const [views, clicks] =
    slugs.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .selectFrom('offer_views')
            .select([
              'offer_slug as slug',
              sql<string>`to_char(visited_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
              sql<number>`count(*)::int`.as('count'),
            ])
            .where('brand', '=', scope.tenantId)
            .where('offer_slug', 'in', slugs)
            .where('visited_at', '>=', start)
            .where('visited_at', '<', end)
            .groupBy(['offer_slug', 'day'])
            .execute(),
          db
            .selectFrom('offer_apply_clicks')
            .select([
              'offer_slug as slug',
              sql<string>`to_char(clicked_at at time zone 'UTC', 'YYYY-MM-DD')`.as('day'),
              sql<number>`count(*)::int`.as('count'),
            ])
            .where('tenant_id', '=', scope.tenantId)
            .where('offer_slug', 'in', slugs)
            .where('clicked_at', '>=', start)
            .where('clicked_at', '<', end)
            .groupBy(['offer_slug', 'day'])
            .execute(),
        ]);
  const sum = (rows: ReadonlyArray<{ slug: string; day: string; count: number }>, key: (row: { slug: string; day: string }) => string) => {
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(key(row), (totals.get(key(row)) ?? 0) + Number(row.count));
    return totals;
  };
  const viewsByDay = sum(views, (row) => row.day);
  const clicksByDay = sum(clicks, (row) => row.day);
  const viewsBySlug = sum(views, (row) => row.slug);
  const clicksBySlug = sum(clicks, (row) => row.slug);
  const days = daysBetween(start, new Date(end.getTime() - 1)).map((date) => ({
    date,
    views: viewsByDay.get(date) ?? 0,
    applyClicks: clicksByDay.get(date) ?? 0,
  }));
  return {
    from: dayOf(start),
    to: dayOf(new Date(end.getTime() - 1)),
    days,
    offers: offers.map((offer) => ({
      slug: offer.slug,
      title: offer.title,
      views: viewsBySlug.get(offer.slug) ?? 0,
      applyClicks: clicksBySlug.get(offer.slug) ?? 0,
    })),
    totals: { views: days.reduce((n, day) => n + day.views, 0), applyClicks: days.reduce((n, day) => n + day.applyClicks, 0) },
  };
}
