import { contentProblem, type FileProblem } from '../../../core/applications/documentRules.ts';

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** The type the fake reads from a file's first bytes (the real gateway asks file-type): the four accepted types, else null. */
export function sniffMime(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  const text = new TextDecoder('latin1').decode(bytes.subarray(0, Math.min(bytes.length, 4096)));
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && text.includes('[Content_Types].xml'))
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return null;
}

/** The file's checked type, or the problem the board answers for it. */
export function checkFileInMemory(fileName: string, bytes: Uint8Array): { ok: true; contentType: string } | { ok: false; problem: FileProblem } {
  const mime = sniffMime(bytes);
  const problem = contentProblem(fileName, bytes.byteLength, mime);
  return problem === null && mime !== null ? { ok: true, contentType: mime } : { ok: false, problem: problem ?? 'file-type-not-allowed' };
}
