import type { RateLimit } from '../session/AuthSettings.ts';

/** What the alerts context needs from the process: where links point, who mail is from, whether SMTP is on. */
export interface AlertSettings {
  /**
   * The site's public address (PUBLIC_URL), for links in e-mails: the default tenant lives there,
   * every other tenant at `<tenant>.<host>` (as resolveTenant reads host names). Never taken from a
   * request's Host header, which a client controls.
   */
  readonly publicUrl?: string;
  readonly defaultTenant?: string;
  /** MAIL_FROM: the sender address; the tenant's name is shown as the sender's name. */
  readonly mailFrom?: string;
  /** True when SMTP_URL is set: the outbox is delivered and the local mailbox API is off. */
  readonly smtp?: boolean;
  /** Guest creations per client IP and tenant (default 100 per minute). */
  readonly guestRateLimit?: RateLimit;
}

export interface ResolvedAlertSettings {
  readonly publicUrl: URL;
  readonly defaultTenant: string;
  readonly mailFrom: string;
  readonly smtp: boolean;
  readonly guestRateLimit: RateLimit;
}

export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';
export const DEFAULT_MAIL_FROM = 'no-reply@jobboard.localhost';

export function resolveAlertSettings(settings: AlertSettings | undefined): ResolvedAlertSettings {
  return {
    publicUrl: new URL(settings?.publicUrl ?? DEFAULT_PUBLIC_URL),
    defaultTenant: settings?.defaultTenant ?? 'jobboard',
    mailFrom: settings?.mailFrom ?? DEFAULT_MAIL_FROM,
    smtp: settings?.smtp ?? false,
    guestRateLimit: settings?.guestRateLimit ?? { max: 100, windowMs: 60_000 },
  };
}

/** `https://engineers.example.com` for tenant engineers under PUBLIC_URL https://example.com; no trailing slash. */
export function tenantOrigin(settings: ResolvedAlertSettings, tenantId: string): string {
  const url = new URL(settings.publicUrl.href);
  if (tenantId !== settings.defaultTenant) url.hostname = `${tenantId}.${url.hostname}`;
  const base = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${base}`;
}

/** An absolute link on the tenant's site for a path (`/x?y`); anything else is the home page. */
export function tenantLink(settings: ResolvedAlertSettings, tenantId: string, path: string): string {
  const safe = path.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/';
  return `${tenantOrigin(settings, tenantId)}${safe}`;
}
