import type { Kysely, Selectable } from 'kysely';
import type { ResolvedAlertSettings } from '../alerts/AlertSettings.ts';
import type { Schema } from '../db/Schema.ts';
import type { Events } from '../events/Events.ts';
import { findById } from '../session/candidates.ts';
import { sendCandidateMail } from './candidateMails.ts';
import { FIT_THRESHOLD } from '../../core/profile/matching/matchPercent.ts';
import { companyOffer, rankCandidates } from './candidateSearch.ts';
import { insertRequest } from './conversationRequests.ts';
import type { ConversationRequestsTable } from './tables.ts';

export interface InvitationInput {
  readonly tenantId: string;
  readonly companyId: number;
  readonly sentBy: string;
  readonly candidateId: string;
  readonly offerId: string;
}

export type InvitationOutcome =
  | { readonly kind: 'sent'; readonly request: Selectable<ConversationRequestsTable> }
  | { readonly kind: 'no-offer' | 'no-candidate' | 'not-matched' | 'already-invited' };

/**
 * A company invites a candidate to a conversation about one of its published offers: only a
 * candidate it may see (opted in, at or above the fit threshold), once per offer. The invitation and
 * the candidate's e-mail are written together; every process hears of it (the candidate's badge).
 */
export async function sendInvitation(
  deps: { db: Kysely<Schema>; now: () => Date; events: Events },
  mail: ResolvedAlertSettings,
  input: InvitationInput,
): Promise<InvitationOutcome> {
  const offer = await companyOffer(deps.db, input.tenantId, input.companyId, input.offerId);
  if (!offer) return { kind: 'no-offer' };
  const candidate = await findById(deps.db, input.tenantId, input.candidateId);
  if (!candidate) return { kind: 'no-candidate' };
  const [scored] = await rankCandidates(deps.db, input.tenantId, offer, input.candidateId);
  if (!scored || !scored.optedIn || scored.percent < FIT_THRESHOLD) return { kind: 'not-matched' };
  const outcome = await deps.db.transaction().execute(async (trx): Promise<InvitationOutcome> => {
    const now = deps.now();
    const request = await insertRequest(trx, {
      tenantId: input.tenantId,
      candidateId: input.candidateId,
      companyId: input.companyId,
      offer: { id: offer.id, slug: offer.slug, title: offer.title },
      sentBy: input.sentBy,
      now,
    });
    if (!request) return { kind: 'already-invited' };
    const to = { tenantId: input.tenantId, email: candidate.email, name: candidate.first_name || candidate.email };
    await sendCandidateMail(trx, mail, to, { kind: 'invitation', company: offer.company_name, offer: offer.title }, now);
    return { kind: 'sent', request };
  });
  if (outcome.kind === 'sent')
    await deps.events.publish('conversation-requests-changed', { tenantId: input.tenantId, candidateId: input.candidateId });
  return outcome;
}
