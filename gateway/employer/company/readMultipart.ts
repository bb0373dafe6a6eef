import type { FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES } from '../../../core/employer/company/companyRules.ts';
import { STORY_LIMITS } from '../../../core/employer/company/story/storyRules.ts';
import { multipartFailure } from '../../http/multipartFailure.ts';

/** The company scope's @fastify/multipart limits: the largest image (a cover), a story's pictures and a few spare, a story's text per field. */
export const COMPANY_MULTIPART_LIMITS = {
  fileSize: IMAGE_MAX_BYTES.cover,
  files: STORY_LIMITS.pictures + 2,
  fields: 40,
  fieldSize: 512 * 1024,
  parts: 50,
} as const;

export interface MultipartForm {
  readonly fields: ReadonlyMap<string, string>;
  readonly files: ReadonlyArray<{ readonly field: string; readonly bytes: Buffer }>;
}

export type MultipartRead =
  { readonly ok: true; readonly form: MultipartForm } | { readonly ok: false; readonly status: 400 | 413; readonly message: string };

/**
 * Reads every part of a multipart body before anything is checked or stored, so a body refused
 * half-way leaves nothing behind. A field sent twice keeps its last value. The plugin's own limits
 * (a file over the largest image, too many parts) and a broken body become a readable 4xx.
 */
export async function readMultipart(request: FastifyRequest): Promise<MultipartRead> {
  if (!request.isMultipart()) return { ok: false, status: 400, message: 'Send the form as multipart/form-data.' };
  const fields = new Map<string, string>();
  const files: Array<{ field: string; bytes: Buffer }> = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') fields.set(part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      else files.push({ field: part.fieldname, bytes: await part.toBuffer() });
    }
  } catch (error) {
    return multipartFailure(error, `A file is over ${IMAGE_MAX_BYTES.cover / (1024 * 1024)} MiB.`);
  }
  return { ok: true, form: { fields, files } };
}
