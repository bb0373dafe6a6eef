import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';

/** A form post to a page (language, colour mode, list layout): a few hundred bytes; 64 KiB leaves room to spare. */
export const FORM_BODY_LIMIT = 64 * 1024;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const badRequest = (message: string): FastifyError => Object.assign(new Error(message), { statusCode: 400, code: 'FORM_UNREADABLE' }) as FastifyError;

/** What the parser hands on for a body past the limit: the page answers 413 from its pre-handler. */
const TOO_LARGE = Symbol('form body past the limit');

/** How long, and how much, the rest of a refused body is read and dropped so that the client reads the 413. */
const LINGER_MS = 5_000;
const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * Reads and drops the rest of a refused body ("lingering close"): a client still sending when the
 * 413 leaves would otherwise meet a reset connection and never read the answer (curl reports the
 * 100 Continue). The connection is cut after LINGER_MS or LINGER_BYTES, whichever comes first.
 */
function linger(payload: Readable, socket: Socket | null): void {
  let dropped = 0;
  const cut = setTimeout(() => socket?.destroy(), LINGER_MS);
  cut.unref();
  payload.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) socket?.destroy();
  });
  // Once the client has sent it all there is nothing left to cut (an injected request ends without closing).
  payload.once('end', () => clearTimeout(cut));
  payload.once('close', () => clearTimeout(cut));
  payload.resume();
}

/** The body's bytes up to `limit`, or TOO_LARGE as soon as it passes it (or says it will, by Content-Length). */
function readCapped(request: FastifyRequest, payload: Readable, limit: number, done: (error: Error | null, body?: unknown) => void): void {
  const declared = Number(request.headers['content-length']);
  if (declared > limit) {
    linger(payload, request.raw.socket);
    return done(null, TOO_LARGE);
  }
  const chunks: Buffer[] = [];
  let received = 0;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) return void chunks.push(chunk);
    stop();
    chunks.length = 0;
    linger(payload, request.raw.socket);
    done(null, TOO_LARGE);
  };
  const onEnd = () => {
    stop();
    if (!Number.isNaN(declared) && received !== declared) return done(badRequest('The body is shorter than its Content-Length.'));
    done(null, Buffer.concat(chunks));
  };
  const onError = (error: Error) => {
    stop();
    done(Object.assign(error, { statusCode: 400 }));
  };
  const stop = () => {
    payload.off('data', onData).off('end', onEnd).off('error', onError);
  };
  payload.on('data', onData).on('end', onEnd).on('error', onError);
}

/** A multipart body is parsed here, once, so that a broken one is the client's 400 and not an action's crash. */
function checkMultipart(contentType: string, body: Buffer, done: (error: Error | null, body?: unknown) => void): void {
  new Response(new Uint8Array(body), { headers: { 'content-type': contentType } })
    .formData()
    .then(() => done(null, body))
    .catch(() => done(badRequest('The form data could not be read.')));
}

/**
 * The page scope's bodies: only forms, up to `limit` bytes, counted while they stream in (413 past
 * the limit, or at once when Content-Length says so, with the rest of the body read and dropped for
 * a moment so that the client gets the answer). Anything else sent to a page answers 415; a
 * multipart body that does not parse answers 400. The parsed body is the raw bytes, which the
 * renderer hands to React Router as the Web request's body.
 */
export function acceptFormBodiesOnly(pages: FastifyInstance, limit = FORM_BODY_LIMIT): void {
  pages.removeAllContentTypeParsers();
  pages.addContentTypeParser(FORM_TYPES, (request, payload, done) => {
    readCapped(request, payload, limit, (error, body) => {
      const contentType = String(request.headers['content-type']);
      if (error || !(body instanceof Buffer) || !contentType.toLowerCase().startsWith('multipart/')) return done(error, body);
      checkMultipart(contentType, body, done);
    });
  });
  pages.addHook('onRequest', async (request, reply) => {
    if (!BODY_METHODS.has(request.method)) return;
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (FORM_TYPES.some((form) => type.startsWith(form))) return;
    await reply.code(415).type('text/plain; charset=utf-8').send('Pages take only forms: application/x-www-form-urlencoded or multipart/form-data.');
  });
  pages.addHook('preHandler', async (request, reply) => {
    if (request.body !== TOO_LARGE) return;
    await reply
      .code(413)
      .type('text/plain; charset=utf-8')
      .send(`A form sent to a page may be at most ${limit / 1024} KiB.`);
  });
}
