/**
 * A Sentry DSN (`https://<public key>@<host>[/<path>]/<project id>`), as Sentry's project settings
 * give it, read into what the envelope endpoint needs. Any service that speaks Sentry's envelope
 * protocol (Sentry, GlitchTip, a self-hosted relay) takes the same DSN.
 */
export interface SentryDsn {
  readonly dsn: string;
  readonly publicKey: string;
  readonly projectId: string;
  /** `https://host[/path]/api/<project id>/envelope/`, without its query. */
  readonly envelopeUrl: string;
  /** The endpoint's origin, for a Content-Security-Policy's connect-src. */
  readonly origin: string;
}

/** The DSN read, or null when the text is not one (no key, no numeric project, not http(s)). */
export function parseSentryDsn(text: string): SentryDsn | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const publicKey = decodeURIComponent(url.username);
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const projectId = segments.pop();
  if (publicKey === '' || projectId === undefined || !/^\d+$/.test(projectId) || url.search !== '' || url.hash !== '') return null;
  const path = segments.length > 0 ? `/${segments.join('/')}` : '';
  return { dsn: text.trim(), publicKey, projectId, envelopeUrl: `${url.origin}${path}/api/${projectId}/envelope/`, origin: url.origin };
}
