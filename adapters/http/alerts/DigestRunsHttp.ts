import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { DigestRunReportCodec } from '../../../contract/operator.ts';
import type { DigestRunFailure, DigestRunReport, DigestRuns } from '../../../core/alerts/digests/DigestRuns.ts';
import { httpFailure } from '../../../core/shared/Failure.ts';
import { decode } from '../decode.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';

/** The operator's digest runs over the gateway (`/api/operator/digests/run`), the token as a bearer. */
export class DigestRunsHttp implements DigestRuns {
  constructor(private readonly http: GatewayHttpClient) {}

  run(request: { readonly dryRun: boolean; readonly operatorToken: string }): ResultAsync<DigestRunReport, DigestRunFailure> {
    return this.http
      .exchange('POST', '/api/operator/digests/run', {
        body: { dryRun: request.dryRun },
        headers: { authorization: `Bearer ${request.operatorToken}` },
      })
      .andThen((answer): ResultAsync<DigestRunReport, DigestRunFailure> => {
        if (answer.status === 401) return errAsync({ kind: 'operator-unauthorized' });
        if (answer.status === 403) return errAsync({ kind: 'operator-disabled' });
        if (answer.status !== 200) return errAsync(httpFailure(answer.status, messageOf(answer.body)));
        const report = decode(DigestRunReportCodec, answer.body);
        return report.isOk() ? okAsync(report.value) : errAsync(report.error);
      });
  }
}

const messageOf = (body: unknown): string | undefined =>
  typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string'
    ? (body as { message: string }).message
    : undefined;
