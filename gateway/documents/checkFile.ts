import { fileTypeFromBuffer } from 'file-type';
import { contentProblem, FILE_PROBLEM_MESSAGES, type FileProblem } from '../../core/applications/documentRules.ts';

export type FileCheck =
  | { readonly ok: true; readonly contentType: string }
  | { readonly ok: false; readonly problem: FileProblem; readonly status: 400 | 413 | 415; readonly message: string };

const STATUS: Readonly<Record<FileProblem, 400 | 413 | 415>> = {
  'file-name-not-allowed': 400,
  'file-type-not-allowed': 415,
  'file-too-large': 413,
  'file-empty': 400,
};

/** The refusal of a file problem, as every route answers it. */
export function refusalOf(problem: FileProblem): Extract<FileCheck, { ok: false }> {
  return { ok: false, problem, status: STATUS[problem], message: FILE_PROBLEM_MESSAGES[problem] };
}

/**
 * A file as the board keeps it: its type read from its bytes (file-type's magic numbers; a claimed
 * Content-Type is never trusted), one of PDF, DOCX, JPEG or PNG, agreeing with the name's
 * extension, at most 10 MB (core/applications/documentRules.ts).
 */
export async function checkFile(fileName: string, bytes: Buffer): Promise<FileCheck> {
  const detected = bytes.length === 0 ? undefined : await fileTypeFromBuffer(bytes);
  const problem = contentProblem(fileName, bytes.length, detected?.mime ?? null);
  return problem === null && detected ? { ok: true, contentType: detected.mime } : refusalOf(problem ?? 'file-type-not-allowed');
}
