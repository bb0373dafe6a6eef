import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { EmployerApplicationCodec, EmployerApplicationPageCodec } from '../../../contract/applications.ts';
import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import type { ApplicationStatus } from '../../../core/applications/ApplicationStatus.ts';
import type {
  DownloadedFile,
  EmployerApplication,
  EmployerApplicationPage,
  EmployerApplicationQuery,
  EmployerApplications,
} from '../../../core/applications/EmployerApplications.ts';
import { acceptAnswer, decodeAnswer, plainRefusal } from '../answers.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { applicationRefusal } from './applicationRefusal.ts';
import { tenantApi } from '../tenantApi.ts';

/** The name in `Content-Disposition` (the UTF-8 one when given), or null. */
export function fileNameOf(disposition: string | null): string | null {
  if (disposition === null) return null;
  const starred = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (starred) {
    try {
      return decodeURIComponent(starred);
    } catch {
      // Falls back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? null;
}

/** The company's applications over the panel's client (the employer's bearer). */
export class EmployerApplicationsHttp implements EmployerApplications {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  list(query: EmployerApplicationQuery): ResultAsync<EmployerApplicationPage, ApplicationFailure> {
    const path =
      query.offerSlug === undefined ? `${tenantApi(this.tenantId)}/v2/employer-panel/applications` : `${this.offer(query.offerSlug)}/applications`;
    return this.http
      .exchange('GET', path, { query: { page: query.page, pageSize: query.pageSize, status: query.status } })
      .andThen((answer) => decodeAnswer(answer, EmployerApplicationPageCodec, applicationRefusal));
  }

  changeStatus(id: string, status: ApplicationStatus): ResultAsync<EmployerApplication, ApplicationFailure> {
    return this.http
      .exchange('PATCH', this.application(id), { body: { status } })
      .andThen((answer) => decodeAnswer(answer, EmployerApplicationCodec, applicationRefusal));
  }

  remove(id: string): ResultAsync<void, ApplicationFailure> {
    return this.http.exchange('DELETE', this.application(id)).andThen((answer) => acceptAnswer(answer, applicationRefusal));
  }

  downloadCv(offerSlug: string, id: string): ResultAsync<DownloadedFile, ApplicationFailure> {
    return this.http.download(`${this.offer(offerSlug)}/applications/${encodeURIComponent(id)}/download`).andThen((answer) => {
      if (answer.status !== 200) return errAsync(plainRefusal({ status: answer.status, body: null }));
      return okAsync({
        fileName: fileNameOf(answer.disposition) ?? 'cv',
        contentType: answer.contentType ?? 'application/octet-stream',
        bytes: answer.bytes,
      });
    });
  }

  private offer(slug: string): string {
    return `${tenantApi(this.tenantId)}/v1/offers/${encodeURIComponent(slug)}`;
  }

  private application(id: string): string {
    return `${tenantApi(this.tenantId)}/v2/employer-panel/applications/${encodeURIComponent(id)}`;
  }
}
