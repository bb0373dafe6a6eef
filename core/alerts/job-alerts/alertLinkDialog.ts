import type { AlertLink } from './alertLinks.ts';

/**
 * Whether an e-mail link carries every value its call needs. An incomplete one shows the dialog's
 * error variant at once (invalid-activation-link / invalid-unsubscribe-link) and calls nothing.
 */
export function isCompleteAlertLink(link: AlertLink): boolean {
  return link.kind === 'activate' ? link.code !== null && link.jobFilterId !== null : link.candidateId !== null && link.code !== null;
}
