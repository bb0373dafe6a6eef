/**
 * `attachment; filename="cv.pdf"; filename*=UTF-8''...` (RFC 6266): the browser saves the file
 * instead of showing it; the plain name keeps ASCII letters only, the starred one the whole name.
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
