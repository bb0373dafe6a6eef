import type { ResultAsync } from 'neverthrow';
import { InitiatedOfferCodec, OfferDraftCodec, OfferSavedCodec, type InitiateOfferRequestDto } from '../../../contract/offerLifecycle.ts';
import type { LifecycleFailure } from '../../../core/offers/lifecycle/LifecycleFailure.ts';
import type { InitiatedOffer, OfferAccess, OfferDraft, OfferSaved } from '../../../core/offers/lifecycle/OfferDraft.ts';
import type { OfferDrafts, OfferFormData } from '../../../core/offers/lifecycle/OfferDrafts.ts';
import { decodeAnswer } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { lifecycleRefusal } from './lifecycleRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

/** The path of one offer, and its edit token as `?token=` when the access has one. */
export function offerPath(tenantId: string, access: OfferAccess, rest = ''): { path: string; query: Record<string, string> } {
  return {
    path: tenantApi(tenantId, `/v1/offers/${encodeURIComponent(access.slug)}${rest}`),
    query: access.token ? { token: access.token } : {},
  };
}

/**
 * POST /v1/offers/initiate, GET /v1/offers/{slug} and the logged-in multipart PATCH: the form
 * fields as `offerFormData` shaped them, and the logo as a file part when one was chosen.
 */
export class OfferDraftsHttp implements OfferDrafts {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  initiate(pricingPlan: string): ResultAsync<InitiatedOffer, LifecycleFailure> {
    const body: InitiateOfferRequestDto = { pricing_plan: pricingPlan };
    return this.http
      .exchange('POST', tenantApi(this.tenantId, '/v1/offers/initiate'), { body })
      .andThen((answer) => decodeAnswer(answer, InitiatedOfferCodec, lifecycleRefusal));
  }

  load(access: OfferAccess): ResultAsync<OfferDraft, LifecycleFailure> {
    const { path, query } = offerPath(this.tenantId, access);
    return this.http.exchange('GET', path, { query }).andThen((answer) => decodeAnswer(answer, OfferDraftCodec, lifecycleRefusal));
  }

  save(access: OfferAccess, form: OfferFormData): ResultAsync<OfferSaved, LifecycleFailure> {
    const { path, query } = offerPath(this.tenantId, access);
    const data = new FormData();
    for (const [name, value] of form.fields) data.append(name, value);
    if (form.logo instanceof Blob) data.append('logo', form.logo, form.logo.name);
    return this.http.exchange('PATCH', path, { query, form: data }).andThen((answer) => decodeAnswer(answer, OfferSavedCodec, lifecycleRefusal));
  }
}
