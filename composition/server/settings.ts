import path from 'node:path';
import { parsePaymentSettings, type PaymentSettings } from '../../gateway/payments/PaymentSettings.ts';
import { isBlogFeedUrl } from '../../gateway/blog/blogFeedUrl.ts';
import { parseDocumentsSettings, type DocumentsSettings } from '../../gateway/documents/DocumentsSettings.ts';
import { parseSentryDsn } from '../../adapters/http/errors/sentryDsn.ts';

export interface ServerSettings {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly defaultTenant: string;
  readonly seedOffers: number;
  readonly publicHosts: readonly string[];
  /** Access-token signing key (JWT_SECRET, at least 32 characters); null: one generated in DATA_DIR. */
  readonly jwtSecret: string | null;
  /** SECURE_COOKIES=always marks session cookies Secure even on plain HTTP (a proxy that hides the protocol). */
  readonly secureCookies: 'auto' | 'always';
  /** Which proxies' X-Forwarded-* headers to believe (TRUST_PROXY): client IP for rate limits, protocol for Secure cookies. */
  readonly trustProxy: boolean | number | string;
  /** TRUST_FORWARDED_HOST=on: a trusted proxy's X-Forwarded-Host names the site (default off: the Host header does). */
  readonly trustForwardedHost: boolean;
  /** Base address of the candidate portal (CANDIDATE_PORTAL_URL): a path on this site or an http(s) URL; default '/candidate'. */
  readonly candidatePortalUrl: string;
  /** SMTP_URL (smtp://user:pass@host:587 or smtps://…): job-alert e-mails are delivered; null: they stay in the outbox, shown by the local mailbox. */
  readonly smtpUrl: string | null;
  /** PUBLIC_URL: the site's address in e-mail links (other tenants at <tenant>.<host>); default http://localhost:<PORT>. */
  readonly publicUrl: string;
  /** MAIL_FROM: the sender address of job-alert e-mails (the tenant's name is the sender's name). */
  readonly mailFrom: string;
  /** GUEST_ALERTS_PER_MINUTE: guest alerts one client IP may create per minute (default 100; 0: no limit, for a trusted bulk import). */
  readonly guestAlertsPerMinute: number;
  /** MAP_STYLE_URL: a MapLibre style (http(s); `{tenant}` becomes the tenant's id); null: the offline style shipped with the app. */
  readonly mapStyleUrl: string | null;
  /** LIVECHAT_LICENSE (+ LIVECHAT_SCRIPT_URL): the live-chat widget's licence; null: no live chat. */
  readonly liveChat: { readonly licence: string; readonly scriptUrl: string } | null;
  /** LISTING_CACHE: `on` (default) keeps listing search answers for 30 s; `off` runs every search (docs/adr/0013). */
  readonly listingCache: boolean;
  /** PAYMENTS_PROVIDER (sandbox or stripe) and the provider's keys (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL). */
  readonly payments: PaymentSettings;
  /** BLOG_FEED_URL: the home page's blog from an RSS/Atom feed or a WordPress REST API; null: the demo blog. */
  readonly blogFeedUrl: string | null;
  /** DOCUMENTS_S3_URL: CVs' bytes in an S3-compatible bucket (ADR 23); unset: in the database. */
  readonly documents: DocumentsSettings;
  /** ERROR_REPORTING_DSN: a Sentry-protocol DSN; errors the app reports go there (the log keeps what it refuses); null: to the log. */
  readonly errorReportingDsn: string | null;
  /** OPERATOR_TOKEN: the operator credential of /api/operator (24+ characters); null: one generated in DATA_DIR. */
  readonly operatorToken: string | null;
}

export class SettingError extends Error {}

/** Settings from the environment, each with a default that serves a new user (see README). */
export function readSettings(env: NodeJS.ProcessEnv): ServerSettings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new SettingError(`PORT must be a port number, got "${env.PORT}"`);
  const seedOffers = Number(env.SEED_OFFERS ?? 20000);
  if (!Number.isInteger(seedOffers) || seedOffers < 0) throw new SettingError(`SEED_OFFERS must be a whole number, got "${env.SEED_OFFERS}"`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(env.DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL && env.DATABASE_URL.trim() !== '' ? env.DATABASE_URL : null,
    defaultTenant: env.DEFAULT_TENANT ?? 'jobboard',
    seedOffers,
    publicHosts: (env.PUBLIC_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    jwtSecret: readJwtSecret(env.JWT_SECRET),
    secureCookies: env.SECURE_COOKIES === 'always' ? 'always' : 'auto',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    trustForwardedHost: readOnOff('TRUST_FORWARDED_HOST', env.TRUST_FORWARDED_HOST, false),
    candidatePortalUrl: readCandidatePortalUrl(env.CANDIDATE_PORTAL_URL),
    ...readMailSettings(env, port),
    guestAlertsPerMinute: readGuestAlertsPerMinute(env.GUEST_ALERTS_PER_MINUTE),
    mapStyleUrl: readMapStyleUrl(env.MAP_STYLE_URL),
    liveChat: readLiveChat(env.LIVECHAT_LICENSE, env.LIVECHAT_SCRIPT_URL),
    listingCache: readListingCache(env.LISTING_CACHE),
    payments: readPayments(env),
    blogFeedUrl: readBlogFeedUrl(env.BLOG_FEED_URL),
    documents: readDocuments(env),
    errorReportingDsn: readErrorReportingDsn(env.ERROR_REPORTING_DSN),
    operatorToken: readOperatorToken(env.OPERATOR_TOKEN),
  };
}

/** OPERATOR_TOKEN: unset for one kept in DATA_DIR, else at least 24 characters without spaces (it travels as a bearer token). */
export function readOperatorToken(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (text.length < 24 || /\s/.test(text)) throw new SettingError('OPERATOR_TOKEN must be at least 24 characters without spaces');
  return text;
}

/** ERROR_REPORTING_DSN: empty for the log only, else a DSN as Sentry gives it (https://<key>@<host>/<project id>). */
export function readErrorReportingDsn(value: string | undefined): string | null {
  const text = value?.trim() ?? '';
  if (text === '') return null;
  if (parseSentryDsn(text) === null) throw new SettingError('ERROR_REPORTING_DSN must be a DSN like https://<key>@<host>/<project id>');
  return text;
}

/** SMTP_URL, PUBLIC_URL and MAIL_FROM for job-alert e-mails (gateway/alerts/README.md). */
export function readMailSettings(env: NodeJS.ProcessEnv, port: number): { smtpUrl: string | null; publicUrl: string; mailFrom: string } {
  const smtp = (env.SMTP_URL ?? '').trim();
  if (smtp !== '' && !/^smtps?:\/\/[^\s]+$/.test(smtp))
    throw new SettingError('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  const publicText = (env.PUBLIC_URL ?? '').trim();
  let publicUrl = `http://localhost:${port}`;
  if (publicText !== '') {
    let url: URL | null = null;
    try {
      url = new URL(publicText);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
      throw new SettingError(`PUBLIC_URL must be the site's http(s) address, such as https://jobboard.example, got "${publicText}"`);
    }
    publicUrl = publicText.replace(/\/+$/, '');
  }
  const mailFrom = (env.MAIL_FROM ?? '').trim() || 'no-reply@jobboard.localhost';
  if (!/^[^\s@<>"]+@[^\s@<>"]+$/.test(mailFrom)) throw new SettingError(`MAIL_FROM must be a plain e-mail address, got "${mailFrom}"`);
  return { smtpUrl: smtp === '' ? null : smtp, publicUrl, mailFrom };
}

function readGuestAlertsPerMinute(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return 100;
  const perMinute = Number(value);
  if (!Number.isInteger(perMinute) || perMinute < 0)
    throw new SettingError(`GUEST_ALERTS_PER_MINUTE must be a whole number (0: no limit), got "${value}"`);
  return perMinute;
}

/** DOCUMENTS_S3_URL, or the database when unset; a malformed address stops the process with the line that says so. */
function readDocuments(env: NodeJS.ProcessEnv): DocumentsSettings {
  const documents = parseDocumentsSettings(env);
  if ('error' in documents) throw new SettingError(documents.error);
  return documents;
}

/** PAYMENTS_PROVIDER and its keys; a wrong one stops the process with the line that says so. */
function readPayments(env: NodeJS.ProcessEnv): PaymentSettings {
  const payments = parsePaymentSettings(env);
  if ('error' in payments) throw new SettingError(payments.error);
  return payments;
}

/** `on` or unset: listing search answers are kept; `off`: never (to measure or rule out the cache). */
export function readListingCache(value: string | undefined): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'on') return true;
  if (text === 'off') return false;
  throw new SettingError(`LISTING_CACHE must be on or off, got "${value}"`);
}

/** A switch: on/off (also true/false, 1/0); unset: the default. */
export function readOnOff(name: string, value: string | undefined, fallback: boolean): boolean {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return fallback;
  if (['on', 'true', '1'].includes(text)) return true;
  if (['off', 'false', '0'].includes(text)) return false;
  throw new SettingError(`${name} must be on or off, got "${value}"`);
}

function readJwtSecret(value: string | undefined): string | null {
  if (value === undefined || value === '') return null;
  if (value.length < 32) throw new SettingError('JWT_SECRET must have at least 32 characters (e.g. `openssl rand -base64 48`)');
  return value;
}

/** Unset: only a proxy on this machine (loopback); `true` trusts any sender, which lets clients forge their IP. */
function readTrustProxy(value: string | undefined): boolean | number | string {
  const text = (value ?? '').trim();
  if (text === '') return 'loopback';
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  return text;
}

export const DEFAULT_CANDIDATE_PORTAL_URL = '/candidate';

/** A path on this site ('/konto') or an absolute http(s) address; without its trailing slash. */
export function readCandidatePortalUrl(value: string | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return DEFAULT_CANDIDATE_PORTAL_URL;
  const isPath = text.startsWith('/') && !text.startsWith('//') && !text.includes('\\');
  let isUrl = false;
  try {
    const url = new URL(text);
    isUrl = (url.protocol === 'http:' || url.protocol === 'https:') && url.search === '' && url.hash === '';
  } catch {
    isUrl = false;
  }
  if (!isPath && !isUrl) throw new SettingError(`CANDIDATE_PORTAL_URL must be a path such as /candidate or an http(s) address, got "${text}"`);
  return text.replace(/\/+$/, '') || DEFAULT_CANDIDATE_PORTAL_URL;
}

/** MAP_STYLE_URL: empty for the offline style, else an http(s) address of a MapLibre style JSON. */
export function readMapStyleUrl(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text.replaceAll('{tenant}', 'tenant'));
  } catch {
    throw new SettingError(`MAP_STYLE_URL must be an http(s) address of a map style, got "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new SettingError(`MAP_STYLE_URL must be an http(s) address of a map style, got "${text}"`);
  return text;
}

/** BLOG_FEED_URL: an http(s) feed or WordPress REST address (`{lang}` and `{tenant}` may stand in it); unset: the demo blog. */
export function readBlogFeedUrl(value: string | undefined): string | null {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (!isBlogFeedUrl(text))
    throw new SettingError(`BLOG_FEED_URL must be the http(s) address of an RSS or Atom feed or a WordPress REST API, got "${text}"`);
  return text;
}

/** The origin the browser fetches the style (and, by convention, its tiles) from: the CSP allows it. */
export const mapStyleOrigin = (mapStyleUrl: string | null): string | null =>
  mapStyleUrl === null ? null : new URL(mapStyleUrl.replaceAll('{tenant}', 'tenant')).origin;

/** The live-chat provider's script (LiveChat's documented tracking script). */
export const DEFAULT_LIVECHAT_SCRIPT_URL = 'https://cdn.livechatinc.com/tracking.js';

/** LIVECHAT_LICENSE: unset for no live chat; LIVECHAT_SCRIPT_URL: the provider's script (https), default LiveChat's. */
export function readLiveChat(licence: string | undefined, scriptUrl: string | undefined): { licence: string; scriptUrl: string } | null {
  const key = (licence ?? '').trim();
  if (key === '') return null;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(key))
    throw new SettingError('LIVECHAT_LICENSE must be the licence number or key the provider gave (letters, digits, - and _)');
  const url = (scriptUrl ?? '').trim() || DEFAULT_LIVECHAT_SCRIPT_URL;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new SettingError(`LIVECHAT_SCRIPT_URL must be an https address, got "${url}"`);
  }
  const local = parsed.hostname === 'localhost' || parsed.hostname === '127.0.0.1';
  if (parsed.protocol !== 'https:' && !(local && parsed.protocol === 'http:'))
    throw new SettingError(`LIVECHAT_SCRIPT_URL must be an https address, got "${url}"`);
  return { licence: key, scriptUrl: url };
}
