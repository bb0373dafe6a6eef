import { hasControlCharacters } from '../shared/controlCharacters.ts';

/**
 * What the board accepts as a document (a CV, a cover letter): PDF, DOCX, JPEG or PNG, recognised
 * by its bytes on the gateway, at most 10 MB, with a name whose extension says the same type. The
 * forms check the name and the size before sending; only the gateway can read the bytes.
 */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_FILE_NAME_LENGTH = 200;

export type DocumentType = 'pdf' | 'docx' | 'jpeg' | 'png';

/** Each accepted type: its MIME type (as file-type names it) and the extensions a file of it may carry. */
export const DOCUMENT_TYPES: Readonly<Record<DocumentType, { readonly mime: string; readonly extensions: readonly string[] }>> = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { mime: 'image/png', extensions: ['png'] },
};

/** For a file input's `accept`. */
export const ACCEPTED_EXTENSIONS: readonly string[] = Object.values(DOCUMENT_TYPES).flatMap((type) =>
  type.extensions.map((extension) => `.${extension}`),
);

export type FileProblem = 'file-name-not-allowed' | 'file-type-not-allowed' | 'file-too-large' | 'file-empty';

const PATH_SEPARATORS = /[/\\]/;

/** The lower-cased extension of a file name ('' without one). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot <= 0 || dot === fileName.length - 1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The accepted type an extension names, or null. */
export function typeOfExtension(extension: string): DocumentType | null {
  const found = (Object.keys(DOCUMENT_TYPES) as DocumentType[]).find((type) => DOCUMENT_TYPES[type].extensions.includes(extension));
  return found ?? null;
}

/** The accepted type of a MIME type, or null. */
export function typeOfMime(mime: string): DocumentType | null {
  const found = (Object.keys(DOCUMENT_TYPES) as DocumentType[]).find((type) => DOCUMENT_TYPES[type].mime === mime);
  return found ?? null;
}

/** A file name the board keeps: trimmed, not empty, short, no path or control characters, an accepted extension. */
export function fileNameProblem(fileName: string): FileProblem | null {
  const name = fileName.trim();
  if (name === '' || name.length > MAX_FILE_NAME_LENGTH || hasControlCharacters(name) || PATH_SEPARATORS.test(name) || name.startsWith('.'))
    return 'file-name-not-allowed';
  return typeOfExtension(extensionOf(name)) === null ? 'file-type-not-allowed' : null;
}

export function sizeProblem(size: number): FileProblem | null {
  if (size <= 0) return 'file-empty';
  return size > MAX_DOCUMENT_BYTES ? 'file-too-large' : null;
}

/**
 * What the board says about a file whose bytes were read: `detectedMime` is what the bytes are
 * (null: not a type the reader knows, an executable for one). The name's extension must name the
 * same accepted type, so a program renamed `cv.pdf` is refused.
 */
export function contentProblem(fileName: string, size: number, detectedMime: string | null): FileProblem | null {
  const problem = fileNameProblem(fileName) ?? sizeProblem(size);
  if (problem !== null) return problem;
  const detected = detectedMime === null ? null : typeOfMime(detectedMime);
  if (detected === null || typeOfExtension(extensionOf(fileName.trim())) !== detected) return 'file-type-not-allowed';
  return null;
}

/** The sentence the gateway answers for each problem (the forms show their own translated words). */
export const FILE_PROBLEM_MESSAGES: Readonly<Record<FileProblem, string>> = {
  'file-name-not-allowed': `The file name must be at most ${MAX_FILE_NAME_LENGTH} characters, without slashes or control characters, ending in .pdf, .docx, .jpg, .jpeg or .png.`,
  'file-type-not-allowed':
    'Only PDF, DOCX, JPEG and PNG files are accepted, and the name must end in their extension (.pdf, .docx, .jpg, .jpeg, .png).',
  'file-too-large': `The file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB.`,
  'file-empty': 'The file is empty.',
};
