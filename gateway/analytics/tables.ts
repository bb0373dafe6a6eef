import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** One analytics event a page sent, with consent to performance cookies (contract/analytics.ts). */
export interface AnalyticsEventsTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  properties: JSONColumnType<Record<string, unknown>>;
  page: string;
  session_id: string | null;
  utm: JSONColumnType<Record<string, string>>;
  /** When it happened, by the page's clock (kept within a day of the server's). */
  occurred_at: ColumnType<Date, Date | string, Date | string>;
  received_at: ColumnType<Date, Date | string, Date | string>;
}

/** A visitor's view of an offer on a day (migration 0014): a view counts once per visitor, offer and day. */
export interface OfferViewVisitorsTable {
  brand: string;
  offer_slug: string;
  /** A keyed hash of the client's address and browser (offerViews.ts), never the address. */
  visitor: string;
  /** `YYYY-MM-DD`, UTC. */
  day: ColumnType<string, string, string>;
}

export interface AnalyticsTables {
  analytics_events: AnalyticsEventsTable;
  offer_view_visitors: OfferViewVisitorsTable;
}
