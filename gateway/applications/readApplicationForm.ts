import type { FastifyRequest } from 'fastify';
import { FILE_PROBLEM_MESSAGES, MAX_DOCUMENT_BYTES } from '../../core/applications/documentRules.ts';
import { multipartFailure } from '../http/multipartFailure.ts';

/** What the apply form's multipart body carried: its text fields, and the CV file if one was sent. */
export interface ApplicationUpload {
  readonly fields: ReadonlyMap<string, string>;
  readonly cv: { readonly fileName: string; readonly bytes: Buffer } | null;
}

export type ApplicationRead =
  | { readonly ok: true; readonly upload: ApplicationUpload }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly error: string; readonly message: string };

/** The apply scope's @fastify/multipart limits: one CV of at most 10 MB and a handful of short fields. */
export const APPLICATION_MULTIPART_LIMITS = { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 } as const;

/**
 * Reads every part of the body. Only the file part `cv` is kept; a field sent twice keeps its
 * first value. The plugin's limits (a file over 10 MB, too many parts) and a broken body become a
 * readable 4xx, with nothing stored.
 */
export async function readApplicationForm(request: FastifyRequest): Promise<ApplicationRead> {
  if (!request.isMultipart())
    return { ok: false, status: 415, error: 'unsupported-media-type', message: 'Send the application as multipart/form-data.' };
  const fields = new Map<string, string>();
  let cv: ApplicationUpload['cv'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!fields.has(part.fieldname)) fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname === 'cv' && cv === null) cv = { fileName: part.filename ?? '', bytes };
    }
  } catch (error) {
    return multipartFailure(error, FILE_PROBLEM_MESSAGES['file-too-large']);
  }
  return { ok: true, upload: { fields, cv } };
}
