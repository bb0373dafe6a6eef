import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { StorageTokenRequestCodec } from '../../contract/applications.ts';
import { fileNameProblem, FILE_PROBLEM_MESSAGES, MAX_DOCUMENT_BYTES } from '../../core/applications/documentRules.ts';
import type { GatewayDeps } from '../GatewayDeps.ts';
import { decodeInput, sendBadRequest, UUID_PATTERN } from '../http/decodeInput.ts';
import { safeErrorHandler } from '../http/safeErrorHandler.ts';
import { requireTenant } from '../http/tenantScope.ts';
import { ownCandidate } from '../profile/ownCandidate.ts';
import type { candidateGuard } from '../session/requireCandidate.ts';
import { checkFile, refusalOf } from './checkFile.ts';
import { attachment } from './contentDisposition.ts';
import {
  deleteDocuments,
  findCandidateDocument,
  listCandidateDocuments,
  MAX_CANDIDATE_DOCUMENTS,
  storeDocument,
  toStoredDocument,
} from './documentRows.ts';
import type { DocumentFiles } from './openDocuments.ts';
import { DOWNLOAD_URL_SECONDS, presignedPath, UPLOAD_URL_SECONDS, verifyPresigned, type Presigned } from './presignedUrls.ts';

export interface DocumentContext {
  readonly deps: GatewayDeps;
  readonly files: DocumentFiles;
  /** The presigned addresses' key (presignKey). */
  readonly key: Buffer;
  readonly requireCandidate: ReturnType<typeof candidateGuard>;
}

const NO_SUCH_DOCUMENT = { error: 'not-found', message: 'No such document.' } as const;
const param = (request: FastifyRequest, name: string): string => ((request.params as Record<string, string | undefined>)[name] ?? '').toLowerCase();

/**
 * The candidate's documents (docs/applications.md, "Documents"): signed addresses to upload or
 * download one file (POST /candidates/{id}/storage-token/{visibility}), the list, and deletion.
 */
export function candidateDocumentRoutes(app: FastifyInstance, context: DocumentContext): void {
  const { deps } = context;
  const own = ownCandidate(context.requireCandidate);

  app.post('/:tenant/candidates/:id/storage-token/:visibility', own, async (request, reply) => {
    const visibility = param(request, 'visibility');
    if (visibility !== '0' && visibility !== '1') return sendBadRequest(reply, 'visibility: 0 (public) or 1 (private).');
    const body = decodeInput(StorageTokenRequestCodec, request.body);
    if (!body) return sendBadRequest(reply, 'Send { "tokenType": "upload" | "download", "fileName": "…" }.');
    const now = deps.now();
    const base = {
      tenantId: request.tenant.id,
      candidateId: request.candidate.candidateId,
      visibility: visibility === '0' ? (0 as const) : (1 as const),
    };
    let presigned: Presigned;
    if (body.tokenType === 'upload') {
      const problem = fileNameProblem(body.fileName);
      if (problem !== null) return sendFileRefusal(reply, refusalOf(problem));
      presigned = {
        ...base,
        fileId: randomUUID(),
        purpose: 'upload',
        fileName: body.fileName.trim(),
        expires: Math.floor(now.getTime() / 1000) + UPLOAD_URL_SECONDS,
      };
    } else {
      const id = body.fileName.trim().toLowerCase();
      const document = UUID_PATTERN.test(id) ? await findCandidateDocument(deps.db, base.tenantId, base.candidateId, id) : undefined;
      if (!document || document.visibility !== base.visibility) return reply.code(404).send(NO_SUCH_DOCUMENT);
      presigned = {
        ...base,
        fileId: document.id,
        purpose: 'download',
        fileName: document.file_name,
        expires: Math.floor(now.getTime() / 1000) + DOWNLOAD_URL_SECONDS,
      };
    }
    return { presignedUrl: presignedPath(presigned, context.key), expiresAt: new Date(presigned.expires * 1000).toISOString() };
  });

  app.get('/:tenant/candidates/:id/documents', own, async (request) => ({
    items: await listCandidateDocuments(deps.db, request.tenant.id, request.candidate.candidateId),
  }));

  app.delete('/:tenant/candidates/:id/documents/:documentId', own, async (request, reply) => {
    const id = param(request, 'documentId');
    const document = UUID_PATTERN.test(id) ? await findCandidateDocument(deps.db, request.tenant.id, request.candidate.candidateId, id) : undefined;
    if (document) await deleteDocuments(deps.db, context.files, [document]);
    return reply.code(204).send();
  });
}

function sendFileRefusal(reply: FastifyReply, refusal: ReturnType<typeof refusalOf>): FastifyReply {
  return reply.code(refusal.status).send({ error: refusal.problem, message: refusal.message });
}

/** 403 for an address that is not one this site signed for this request; 410 for one whose time is up. */
function refusePresigned(reply: FastifyReply, reason: 'forged' | 'expired'): FastifyReply {
  return reason === 'expired'
    ? reply.code(410).send({ error: 'link-expired', message: 'This link has expired. Ask for a new one.' })
    : reply.code(403).send({ error: 'forbidden', message: 'This link is not valid for this file or this action.' });
}

/**
 * The signed addresses themselves, without a bearer (the signature is the permission): PUT the
 * bytes of an upload (raw body, at most 10 MB, checked by their bytes; nothing is stored when
 * refused), GET a download as an attachment of its stored type.
 */
export async function presignedFileRoutes(app: FastifyInstance, context: DocumentContext): Promise<void> {
  const { deps } = context;
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_DOCUMENT_BYTES }, (_request, body, done) => done(null, body));
    raw.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        return reply.code(413).send({ error: 'file-too-large', message: FILE_PROBLEM_MESSAGES['file-too-large'] });
      return safeErrorHandler(error, request, reply);
    });

    raw.put('/:tenant/documents/:fileId', { preHandler: requireTenant }, async (request, reply) => {
      const fileId = param(request, 'fileId');
      const verified = verifyPresigned('PUT', request.tenant.id, fileId, request.query as Record<string, unknown>, context.key, deps.now());
      if (!verified.ok) return refusePresigned(reply, verified.reason);
      const { presigned } = verified;
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const checked = await checkFile(presigned.fileName, bytes);
      if (!checked.ok) return sendFileRefusal(reply, checked);
      const owner = await deps.db
        .selectFrom('candidates')
        .select('id')
        .where('id', '=', presigned.candidateId)
        .where('tenant_id', '=', presigned.tenantId)
        .executeTakeFirst();
      if (!owner) return reply.code(404).send({ error: 'not-found', message: 'No such candidate.' });
      if ((await listCandidateDocuments(deps.db, presigned.tenantId, presigned.candidateId)).length >= MAX_CANDIDATE_DOCUMENTS) {
        return reply
          .code(409)
          .send({ error: 'too-many-documents', message: `A profile keeps at most ${MAX_CANDIDATE_DOCUMENTS} documents. Delete one first.` });
      }
      const document = {
        id: presigned.fileId,
        tenant_id: presigned.tenantId,
        candidate_id: presigned.candidateId,
        application_id: null,
        visibility: presigned.visibility,
        file_name: presigned.fileName,
        content_type: checked.contentType,
        size: bytes.length,
        created_at: deps.now(),
      };
      if ((await storeDocument(deps.db, context.files, document, bytes)) === 'taken') {
        return reply.code(409).send({ error: 'already-uploaded', message: 'This link was used already. Ask for a new one.' });
      }
      return reply.code(201).send(toStoredDocument({ ...document, storage: context.files.writer.storage }));
    });
  });

  app.get('/:tenant/documents/:fileId', { preHandler: requireTenant }, async (request, reply) => {
    const fileId = param(request, 'fileId');
    const verified = verifyPresigned('GET', request.tenant.id, fileId, request.query as Record<string, unknown>, context.key, deps.now());
    if (!verified.ok) return refusePresigned(reply, verified.reason);
    const { presigned } = verified;
    const document = await findCandidateDocument(deps.db, presigned.tenantId, presigned.candidateId, fileId);
    const stored = document && document.visibility === presigned.visibility ? await context.files.of(document.storage).get(document.id) : null;
    if (!document || !stored) return reply.code(404).send(NO_SUCH_DOCUMENT);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', attachment(document.file_name))
      .type(document.content_type)
      .send(stored.bytes);
  });
}
