import type { ResultAsync } from 'neverthrow';
import { ApplicationReceiptCodec, ConfirmedApplicationCodec } from '../../../contract/applications.ts';
import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import type { ApplicationReceipt, ApplicationRequest, Applications, ConfirmedApplication } from '../../../core/applications/Applications.ts';
import { acceptAnswer, decodeAnswer } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { applicationRefusal } from './applicationRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

/** The application as the gateway reads it: multipart fields, consents as 1 or 0, the CV as a file part or a document id. */
export function applicationForm(request: ApplicationRequest): FormData {
  const form = new FormData();
  form.set('name', request.fields.name);
  form.set('email', request.fields.email);
  form.set('message', request.fields.message);
  form.set('futureConsent', request.fields.futureConsent ? '1' : '0');
  form.set('customConsent', request.fields.customConsent ? '1' : '0');
  form.set('language', request.language);
  if (request.cv.kind === 'profile') form.set('documentId', request.cv.documentId);
  else form.set('cv', new Blob([request.cv.file.bytes as Uint8Array<ArrayBuffer>]), request.cv.file.name);
  return form;
}

/** Applying on the board (POST /job-advertisements/{slug}/applications), confirming a guest's e-mail, counting apply clicks. */
export class ApplicationsHttp implements Applications {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  apply(request: ApplicationRequest): ResultAsync<ApplicationReceipt, ApplicationFailure> {
    return this.http
      .exchange('POST', `${tenantApi(this.tenantId)}/job-advertisements/${encodeURIComponent(request.offerSlug)}/applications`, {
        form: applicationForm(request),
      })
      .andThen((answer) => decodeAnswer(answer, ApplicationReceiptCodec, applicationRefusal));
  }

  confirmEmail(token: string): ResultAsync<ConfirmedApplication, ApplicationFailure> {
    return this.http
      .exchange('PATCH', `${tenantApi(this.tenantId)}/applications/confirm-email`, { body: { token } })
      .andThen((answer) => decodeAnswer(answer, ConfirmedApplicationCodec, applicationRefusal));
  }

  recordApplyClick(offerSlug: string): ResultAsync<void, ApplicationFailure> {
    return this.http
      .exchange('POST', `${tenantApi(this.tenantId)}/v1/offers/${encodeURIComponent(offerSlug)}/apply-clicks`, { body: {} })
      .andThen((answer) => acceptAnswer(answer, applicationRefusal));
  }
}
