import type { ApplicationFailure } from '../../../core/applications/ApplicationFailure.ts';
import type { FileUpload } from '../../../core/applications/Applications.ts';

const FAILURES = new Set(['already-applied', 'applies-elsewhere', 'not-found', 'too-many-requests', 'unauthorized', 'network-failure']);

/** The translation key of a failed application (a refused file reads as its problem). */
export function applyFailureKey(failure: ApplicationFailure): string {
  if (failure.kind === 'file-not-accepted') return `applications.apply.problems.${failure.problem}`;
  return `applications.apply.failures.${FAILURES.has(failure.kind) ? failure.kind : 'generic'}`;
}

/** A file the visitor chose, read into bytes for the use cases (core knows no DOM File). */
export async function readUpload(file: File): Promise<FileUpload> {
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** Saves bytes as a file in the browser (an object URL clicked once, then released). */
export function saveFile(bytes: Uint8Array, contentType: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
