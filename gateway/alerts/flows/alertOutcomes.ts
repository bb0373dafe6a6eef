import type { Kysely } from 'kysely';
import type { Schema } from '../../db/Schema.ts';
import type { AlertMailTarget } from '../alertMails.ts';
import type { ResolvedAlertSettings } from '../AlertSettings.ts';
import type { MailLanguage } from '../mail/mailText.ts';
import type { FilterRow } from '../savedFilters.ts';
import type { AlertFrequency } from '../tables.ts';

/**
 * What the alert flows share. The alert lifecycle runs as transactions: each flow checks and writes
 * under a per-owner advisory lock, and writes its e-mail to the outbox in the same transaction, so a
 * change and its e-mail exist together or not at all. Outcomes are values; only bugs and database
 * failures throw.
 */

export type Conflict = { readonly kind: 'conflict'; readonly message: string | null };
export type LimitReached = { readonly kind: 'limit' };
export type NotFound = { readonly kind: 'not-found' };

export const conflict = (message: string | null): Conflict => ({ kind: 'conflict', message });
export const limitReached: LimitReached = { kind: 'limit' };
export const notFound: NotFound = { kind: 'not-found' };

export interface AlertsDeps {
  readonly db: Kysely<Schema>;
  readonly settings: ResolvedAlertSettings;
}

/** Who an alert's e-mail goes to, and what it is about. */
export function alertTarget(
  filter: Pick<FilterRow, 'id' | 'tenant_id' | 'candidate_id' | 'search_url'>,
  alert: { id: string; email: string; language: MailLanguage; frequency: AlertFrequency },
  name: string,
): AlertMailTarget {
  return {
    alertId: alert.id,
    jobFilterId: filter.id,
    tenantId: filter.tenant_id,
    ownerId: filter.candidate_id ?? filter.id,
    email: alert.email,
    language: alert.language,
    alertName: name,
    frequency: alert.frequency,
    searchUrl: filter.search_url,
  };
}
