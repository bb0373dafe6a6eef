import negotiate from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** What a shared page is sent in, best first; other answers go through @fastify/compress as before. */
const PAGE_ENCODINGS = ['br', 'gzip'] as const;
/** @fastify/compress's brotli quality for pages rendered every time: the same bytes either way. */
const BROTLI_QUALITY = 4;
/** The whole page in one call of the thread pool rather than one per 16 KiB of output. */
const CHUNK_BYTES = 256 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type PageEncoding = (typeof PAGE_ENCODINGS)[number];

/** The encoding a request asks for, as its `Accept-Encoding` ranks them (q=0 refuses one); null: send it as it is. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  if (acceptEncoding === undefined || acceptEncoding.trim() === '') return null;
  return negotiate<PageEncoding>(acceptEncoding, [...PAGE_ENCODINGS]);
}

/**
 * A whole page compressed in one go on Node's thread pool (issue "fast on a phone", item 6). A shared
 * page is a finished buffer with this response's nonces put in (composition/server/sharedPages.ts), so
 * compressing it at once leaves the event loop free for the next request, where a stream through
 * @fastify/compress hands zlib one small piece after another.
 */
export function compressPage(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  const chunkSize = Math.max(CHUNK_BYTES, body.length);
  return encoding === 'br'
    ? brotli(body, {
        chunkSize,
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzip(body, { chunkSize });
}
