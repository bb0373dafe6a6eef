import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { multipartFailure } from '../../http/multipartFailure.ts';

/** What the logged-in editor's multipart PATCH carried: its text fields in order, and the logo if one was sent. */
export interface MultipartOffer {
  readonly fields: ReadonlyArray<readonly [string, string]>;
  readonly logo: { readonly bytes: Buffer; readonly type: string } | null;
}

export type MultipartRead =
  { readonly ok: true; readonly upload: MultipartOffer } | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

/** Raster images only: an SVG is a document that can carry scripts. Recognised by their bytes, not by the name or type the client claims. */
export const LOGO_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
export const MAX_LOGO_BYTES = 1024 * 1024;

/** Limits of the offer scope's @fastify/multipart: one logo, a few hundred fields, a description's worth per field. */
export const MULTIPART_LIMITS = { fileSize: MAX_LOGO_BYTES, files: 2, fields: 400, fieldSize: 256 * 1024, parts: 402 } as const;

/**
 * Reads every part. A file part other than `logo` is read and dropped; an empty logo file is no
 * logo; a logo whose bytes are not PNG, JPEG or WebP is refused. The plugin's own limits (too
 * large, too many parts) and a broken body become a readable 4xx.
 */
export async function readMultipartOffer(request: FastifyRequest): Promise<MultipartRead> {
  const fields: Array<readonly [string, string]> = [];
  let logo: MultipartOffer['logo'] = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields.push([part.fieldname, typeof part.value === 'string' ? part.value : String(part.value)]);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'logo' || bytes.length === 0) continue;
      const detected = await fileTypeFromBuffer(bytes);
      if (!detected || !LOGO_TYPES.includes(detected.mime)) return { ok: false, status: 415, message: 'logo: a PNG, JPEG or WebP image.' };
      logo = { bytes, type: detected.mime };
    }
  } catch (error) {
    return multipartFailure(error, `logo: at most ${MAX_LOGO_BYTES / 1024} KiB.`);
  }
  return { ok: true, upload: { fields, logo } };
}
