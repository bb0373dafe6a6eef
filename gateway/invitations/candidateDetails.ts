import type { Kysely } from 'kysely';
import type { CandidatePanelDto } from '../../contract/invitations.ts';
import type { TenantDto } from '../../contract/tenancy.ts';
import type { Schema } from '../db/Schema.ts';
import { loadDocument } from '../profile/candidateDocument.ts';
import type { MatchableRow } from '../profile/matching/offersForMatching.ts';
import { isVisible, rankCandidates } from './candidateSearch.ts';
import { isOpen, passiveGate } from './passiveSettings.ts';

/**
 * The candidate details side panel's answer (platform.md 2) about one candidate for one of the
 * company's offers: every section for a visible candidate, only `{ visibility: "hidden" }` for one the
 * employer may not see (below the fit threshold, not opted in, or the feature paused). Null when the
 * tenant has no such candidate with a profile.
 */
export async function candidateDetails(
  db: Kysely<Schema>,
  tenant: TenantDto,
  offer: MatchableRow,
  candidateId: string,
  language: 'pl' | 'en',
): Promise<CandidatePanelDto | null> {
  const [scored] = await rankCandidates(db, tenant.id, offer, candidateId);
  if (!scored) return null;
  if (!isVisible(scored, isOpen(await passiveGate(db, tenant.id)))) return { visibility: 'hidden' };
  const document = await loadDocument(db, tenant.id, candidateId);
  if (!document) return null;
  const categoryIds = document.preferences.categoryIds;
  const categories =
    categoryIds.length === 0
      ? []
      : await db
          .selectFrom('categories')
          .select(['id', 'label_pl', 'label_en'])
          .where('tenant_id', '=', tenant.id)
          .where('id', 'in', [...categoryIds])
          .execute();
  return {
    visibility: 'visible',
    candidateId,
    // The ring shows only where the tenant's fit feature (matching) is on.
    matchPercent: tenant.flags.matchedForYou ? scored.percent : null,
    profile: document.profile,
    preferences: document.preferences,
    workHistory: document.workHistory,
    categories: categories.map((category) => ({ id: category.id, name: language === 'pl' ? category.label_pl : category.label_en })),
    invitation: scored.invitation,
  };
}
