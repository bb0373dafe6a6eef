import type { ResultAsync } from 'neverthrow';
import { OfferPublicationCodec, VerifiedCodeCodec, type OfferTokenBodyDto } from '../../../contract/offerLifecycle.ts';
import { PrepaidCodeListCodec } from '../../../contract/pricing.ts';
import type { LifecycleFailure } from '../../../core/offers/lifecycle/LifecycleFailure.ts';
import type { OfferAccess, OfferPublication } from '../../../core/offers/lifecycle/OfferDraft.ts';
import type { PrepaidCode, PrepaidCodes, VerifiedCode } from '../../../core/offers/lifecycle/PrepaidCodes.ts';
import { decodeAnswer } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { lifecycleRefusal } from './lifecycleRefusal.ts';
import { offerPath } from './OfferDraftsHttp.ts';
import { tenantApi } from '../tenantApi.ts';

/** GET /v2/employer-panel/codes, verify-code, publish-with-code and extend-with-code (body token, query code). */
export class PrepaidCodesHttp implements PrepaidCodes {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  list(): ResultAsync<readonly PrepaidCode[], LifecycleFailure> {
    return this.http
      .exchange('GET', tenantApi(this.tenantId, '/v2/employer-panel/codes'))
      .andThen((answer) => decodeAnswer(answer, PrepaidCodeListCodec, lifecycleRefusal))
      .map((list) => list.items);
  }

  verify(access: OfferAccess, code: string, extend: boolean): ResultAsync<VerifiedCode, LifecycleFailure> {
    const { path, query } = offerPath(this.tenantId, access, `/verify-code/${encodeURIComponent(code)}`);
    return this.http
      .exchange('GET', path, { query: { ...query, extend: extend ? 'true' : undefined } })
      .andThen((answer) => decodeAnswer(answer, VerifiedCodeCodec, lifecycleRefusal))
      .map((verified) => ({ code: verified.code, pricingPlan: verified.pricing_plan, days: verified.days, extend: verified.extend }));
  }

  publish(access: OfferAccess, code: string): ResultAsync<OfferPublication, LifecycleFailure> {
    return this.use(access, code, '/publish-with-code');
  }

  extend(access: OfferAccess, code: string): ResultAsync<OfferPublication, LifecycleFailure> {
    return this.use(access, code, '/extend-with-code');
  }

  private use(access: OfferAccess, code: string, action: string): ResultAsync<OfferPublication, LifecycleFailure> {
    const { path } = offerPath(this.tenantId, access, action);
    const body: OfferTokenBodyDto = access.token ? { token: access.token } : {};
    return this.http
      .exchange('POST', path, { query: { code }, body })
      .andThen((answer) => decodeAnswer(answer, OfferPublicationCodec, lifecycleRefusal));
  }
}
