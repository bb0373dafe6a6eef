/** The query that opens the activation or unsubscribe dialog (spec section 2). */
export const ALERT_LINK_PARAMETER = 'job-alerts';

export type AlertLink =
  | { readonly kind: 'activate'; readonly code: string | null; readonly jobFilterId: string | null }
  | { readonly kind: 'unsubscribe'; readonly candidateId: string | null; readonly code: string | null };

/**
 * The e-mail link a URL carries, or null when it carries none. Values that are missing or blank are
 * null here; the use cases turn them into `invalid-activation-link` / `invalid-unsubscribe-link`.
 * Accepts a whole URL, a path with a query, or just the query (with or without `?`). Never throws.
 */
export function parseAlertLink(url: string): AlertLink | null {
  const query = queryOf(url);
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(query);
  } catch {
    return null;
  }
  const value = (name: string): string | null => {
    const text = params.get(name)?.trim() ?? '';
    return text === '' ? null : text;
  };
  switch (value(ALERT_LINK_PARAMETER)) {
    case 'activate':
      return { kind: 'activate', code: value('code'), jobFilterId: value('job-filter-id') };
    case 'unsubscribe':
      return { kind: 'unsubscribe', candidateId: value('candidate-id'), code: value('code') };
    default:
      return null;
  }
}

export const activationLink = (code: string, jobFilterId: string): string =>
  `/?${ALERT_LINK_PARAMETER}=activate&code=${encodeURIComponent(code)}&job-filter-id=${encodeURIComponent(jobFilterId)}`;

export const unsubscribeLink = (candidateId: string, code: string): string =>
  `/?${ALERT_LINK_PARAMETER}=unsubscribe&candidate-id=${encodeURIComponent(candidateId)}&code=${encodeURIComponent(code)}`;

function queryOf(url: string): string {
  const withoutHash = url.split('#', 1)[0] ?? '';
  const question = withoutHash.indexOf('?');
  if (question !== -1) return withoutHash.slice(question + 1);
  return withoutHash.includes('=') && !withoutHash.includes('/') ? withoutHash : '';
}
