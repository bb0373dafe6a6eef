import type { Kysely } from 'kysely';
import type { AlertSettings } from './alerts/AlertSettings.ts';
import type { Schema } from './db/Schema.ts';
import type { DocumentsSettings } from './documents/DocumentsSettings.ts';
import type { Events } from './events/Events.ts';
import type { OfferChanges } from './listing/OfferChanges.ts';
import type { PaymentSettings } from './payments/PaymentSettings.ts';
import type { AuthSettings } from './session/AuthSettings.ts';

/** What the gateway's routes are given: the database and a few facts about the process. */
export interface GatewayDeps {
  readonly db: Kysely<Schema>;
  readonly databaseKind: 'pglite' | 'postgres';
  readonly version: string;
  readonly now: () => Date;
  /** Candidate sessions: signing key, cookie policy, login rate limit. Unset: a random key for this process. */
  readonly auth?: AuthSettings;
  /** Job-alert e-mails: public address for links, sender, SMTP on or off. Unset: http://localhost:3000, outbox only. */
  readonly alerts?: AlertSettings;
  /** Listing search answers kept for 30 s (LISTING_CACHE, docs/adr/0013). Unset: on. */
  readonly listingCache?: boolean;
  /** Told of offer writes made in this process, so the listing's caches start afresh. Unset: none are expected. */
  readonly offerChanges?: OfferChanges;
  /** Cross-process events (LISTEN/NOTIFY, gateway/events/). Unset: events stay within this process. */
  readonly events?: Events;
  /** PAYMENTS_PROVIDER and its keys (ADR 19). Unset: the sandbox provider served by this app. */
  readonly payments?: PaymentSettings;
  /** BLOG_FEED_URL: the home page's blog from an RSS/Atom feed or a WordPress REST API (gateway/blog/). Unset: the demo blog. */
  readonly blogFeedUrl?: string | null;
  /** DOCUMENTS_S3_URL: CVs' bytes in an S3-compatible bucket (ADR 23). Unset: in the database. */
  readonly documents?: DocumentsSettings;
}
