import type { ResultAsync } from 'neverthrow';
import {
  CandidateCvCodec,
  CandidatePanelCodec,
  CandidateSearchPageCodec,
  SearchableOfferListCodec,
  SentConversationRequestCodec,
  SentConversationRequestListCodec,
} from '../../../contract/invitations.ts';
import type { CandidatePanel, CandidateSearchPage, SearchableOffer, SentInvitation } from '../../../core/invitations/panel/CandidateCard.ts';
import type { EmployerCandidates, InviteFailure } from '../../../core/invitations/panel/EmployerCandidates.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import { decodeAnswer } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { inviteRefusal } from './invitationRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

/** The panel's /api/{tenant}/v2/employer-panel/candidates… and …/conversation-requests; the employer's bearer comes from the client. */
export class EmployerCandidatesHttp implements EmployerCandidates {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  offers(): ResultAsync<readonly SearchableOffer[], GatewayFailure> {
    return this.http.get(`${this.panel()}/candidate-search/offers`, SearchableOfferListCodec).map((list) => list.items);
  }

  search(offerId: string, page: number, pageSize: number): ResultAsync<CandidateSearchPage, GatewayFailure> {
    return this.http.get(`${this.panel()}/candidates`, CandidateSearchPageCodec, { query: { jobAdvertisementId: offerId, page, pageSize } });
  }

  details(candidateId: string, offerId: string, language: 'pl' | 'en'): ResultAsync<CandidatePanel, GatewayFailure> {
    return this.http.get(`${this.panel()}/candidates/${encodeURIComponent(candidateId)}`, CandidatePanelCodec, {
      query: { jobAdvertisementId: offerId, lang: language },
    });
  }

  invite(candidateId: string, offerId: string): ResultAsync<SentInvitation, InviteFailure> {
    return this.http
      .exchange('POST', `${this.panel()}/conversation-requests`, { body: { candidateId, jobAdvertisementId: offerId } })
      .andThen((answer) => decodeAnswer(answer, SentConversationRequestCodec, inviteRefusal));
  }

  sent(offerId: string | null): ResultAsync<readonly SentInvitation[], GatewayFailure> {
    return this.http
      .get(`${this.panel()}/conversation-requests`, SentConversationRequestListCodec, { query: { jobAdvertisementId: offerId } })
      .map((list) => list.items);
  }

  cv(candidateId: string): ResultAsync<string, GatewayFailure> {
    return this.http.get(`${this.panel()}/candidates/${encodeURIComponent(candidateId)}/cv`, CandidateCvCodec).map((cv) => cv.url);
  }

  private panel(): string {
    return tenantApi(this.tenantId, '/v2/employer-panel');
  }
}
