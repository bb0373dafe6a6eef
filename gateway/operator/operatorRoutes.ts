import type { FastifyInstance } from 'fastify';
import { DigestRunRequestCodec, type DigestRunReportDto } from '../../contract/operator.ts';
import { runDigests } from '../alerts/digests.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest } from '../http/decodeInput.ts';
import { previewDigests } from './digestPreview.ts';
import { requireOperator } from './operatorCredential.ts';

/**
 * The operator's calls, under /api/operator with the operator token (docs/operator.md):
 * `POST /operator/digests/run` runs the job-alert digests now (the same run as the server's
 * one-minute loop; its row locks keep two runs from sending anything twice) or, with
 * `{"dryRun": true}`, reports what it would send.
 */
export async function operatorRoutes(
  app: FastifyInstance,
  deps: Pick<GatewayDeps, 'db' | 'alerts' | 'now'>,
  operator: { readonly token: string | null },
): Promise<void> {
  const guarded = { preHandler: requireOperator(operator.token) };

  app.post('/operator/digests/run', guarded, async (request, reply): Promise<DigestRunReportDto | ReturnType<typeof sendBadRequest>> => {
    const input = decodeInput(DigestRunRequestCodec, request.body ?? {});
    if (input === null) return sendBadRequest(reply, 'The body is {"dryRun": true|false}, or none.');
    const now = deps.now();
    if (input.dryRun === true) return previewDigests(deps, now);
    const summary = await runDigests(deps, now);
    return { dryRun: false, ...summary, preview: [] };
  });
}
