/**
 * Small real files of every type the board accepts, and one it refuses, for the documents and
 * applications tests: the bytes are what file-type reads, so they must be the real thing.
 */

/** A one-page PDF. */
export const pdfBytes = (): Uint8Array =>
  new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/** A 1×1 PNG. */
export const pngBytes = (): Uint8Array =>
  Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** The start of a JPEG (SOI, JFIF APP0): enough for its magic number. */
export const jpegBytes = (): Uint8Array =>
  Uint8Array.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]);

/** A minimal Word document (a zip with [Content_Types].xml and word/document.xml). */
export const docxBytes = (): Uint8Array =>
  Uint8Array.from(
    atob(
      'UEsDBBQAAAAIAC63d13IZt/Q7AAAAK8BAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbH1QyW7CMBC98xWWryhx6KGqqiQcuhzbHugHjOxJYuFNHkPh7zsByqGiPc68Va9dH7wTe8xkY+jkqm6kwKCjsWHs5OfmtXqQggoEAy4G7OQRSa77Rbs5JiTB4kCdnEpJj0qRntAD1TFhYGSI2UPhM48qgd7CiOquae6VjqFgKFWZPWTfPuMAO1fEy4Hf5yIZHUnxdCbOWZ2ElJzVUBhX+2B+pVSXhJqVJw5NNtGSCVLdTJiRvwMuundeJluD4gNyeQPPLPUVs1Em6p1nZf2/zY2ecRisxqt+dks5aiTiyb2rr4gHG376q9Pc/eIbUEsDBAoAAAAAAC63d10AAAAAAAAAAAAAAAAGAAAAX3JlbHMvUEsDBBQAAAAIAC63d13F31HJlwAAAAgBAAALAAAAX3JlbHMvLnJlbHONzzsOwjAMBuCdU0Q+QN0yMKCkXVi6VlwgStyHaB5ywuv2ZGCgiIHRv399lmX3cKu4EacleAVNVUPXyoFWnUuQ5iUmURo+KZhzjkfEZGZyOlUhki+bMbDTuYw8YdTmoifCfV0fkD8N2Jqitwq4tw2I8zPSP3YYx8XQKZirI59/nPhqFFnzRFnBPbBF+46rwgK2EjcvtrsXUEsDBAoAAAAAAC63d10AAAAAAAAAAAAAAAAFAAAAd29yZC9QSwMEFAAAAAgALrd3XQK4CFuCAAAAqgAAABEAAAB3b3JkL2RvY3VtZW50LnhtbEXOMQ7DIAwF0L2niDhATDt0QIQMvUN2CjRBChgZWtrbF9Khy/uyvmVZzu+wDy9H2WOc2HnkbFayCovmGVwsQ6tjFnViWylJAGSzuaDziMnF1j2Qgi5tpBUqkk2ExuXs4xp2uHB+haB9ZP3kHe2nZ+pQp6jbIqFnlw7T4W8X/n+o0xdQSwECHgMUAAAACAAut3ddyGbf0OwAAACvAQAAEwAAAAAAAAABAAAApIEAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBLAQIeAwoAAAAAAC63d10AAAAAAAAAAAAAAAAGAAAAAAAAAAAAEADtQR0BAABfcmVscy9QSwECHgMUAAAACAAut3ddxd9RyZcAAAAIAQAACwAAAAAAAAABAAAApIFBAQAAX3JlbHMvLnJlbHNQSwECHgMKAAAAAAAut3ddAAAAAAAAAAAAAAAABQAAAAAAAAAAABAA7UEBAgAAd29yZC9QSwECHgMUAAAACAAut3ddArgIW4IAAACqAAAAEQAAAAAAAAABAAAApIEkAgAAd29yZC9kb2N1bWVudC54bWxQSwUGAAAAAAUABQAgAQAA1QIAAAAA',
    ),
    (c) => c.charCodeAt(0),
  );

/** A Windows program: what "cv.pdf" sometimes really is. */
export const exeBytes = (): Uint8Array => {
  const bytes = new Uint8Array(256);
  bytes.set([0x4d, 0x5a, 0x90, 0x00]);
  return bytes;
};

/** Plain text, which no accepted type starts like. */
export const textBytes = (): Uint8Array => new TextEncoder().encode('Curriculum vitae: Ada Lovelace\n');
