import { fileTypeFromBuffer } from 'file-type';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, type ImagePurpose } from '../../../core/employer/company/companyRules.ts';

export type ImageCheck =
  | { readonly ok: true; readonly bytes: Buffer; readonly mediaType: string }
  | { readonly ok: false; readonly status: 400 | 413 | 415; readonly message: string };

const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

/**
 * An uploaded image as the company panel keeps it: PNG, JPEG or WebP read from its bytes
 * (file-type's magic numbers; the name and the claimed type are never trusted), within its
 * purpose's size (logo 1 MiB, cover 5 MiB, story picture 2 MiB: core/employer/company/companyRules.ts).
 */
export async function checkImage(field: string, bytes: Buffer, purpose: ImagePurpose): Promise<ImageCheck> {
  if (bytes.length === 0) return { ok: false, status: 400, message: `${field}: the file is empty.` };
  if (bytes.length > IMAGE_MAX_BYTES[purpose]) return { ok: false, status: 413, message: `${field}: at most ${kib(IMAGE_MAX_BYTES[purpose])}.` };
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !(IMAGE_TYPES as readonly string[]).includes(detected.mime))
    return { ok: false, status: 415, message: `${field}: a PNG, JPEG or WebP image (read from the file itself, not its name).` };
  return { ok: true, bytes, mediaType: detected.mime };
}
