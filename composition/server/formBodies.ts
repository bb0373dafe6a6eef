import type { FastifyError, FastifyInstance } from 'fastify';

/** A form post to a page (language, colour mode, list layout): a few hundred bytes; 64 KiB leaves room to spare. */
export const FORM_BODY_LIMIT = 64 * 1024;

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const badRequest = (message: string): FastifyError => Object.assign(new Error(message), { statusCode: 400, code: 'FORM_UNREADABLE' }) as FastifyError;

/**
 * The page scope's bodies: only forms, up to `limit` bytes, counted while they stream in (Fastify
 * stops reading and answers 413 past the limit, or at once when Content-Length says so). Anything
 * else sent to a page answers 415; a multipart body that does not parse answers 400. The parsed
 * body is the raw bytes, which the renderer hands to React Router as the Web request's body.
 */
export function acceptFormBodiesOnly(pages: FastifyInstance, limit = FORM_BODY_LIMIT): void {
  pages.removeAllContentTypeParsers();
  pages.addContentTypeParser(FORM_TYPES, { parseAs: 'buffer', bodyLimit: limit }, (request, body, done) => {
    const contentType = String(request.headers['content-type']);
    if (!contentType.toLowerCase().startsWith('multipart/')) return done(null, body);
    // Parsed here, once, so that a broken multipart body is the client's 400 and not an action's crash.
    new Response(new Uint8Array(body as Buffer), { headers: { 'content-type': contentType } })
      .formData()
      .then(() => done(null, body))
      .catch(() => done(badRequest('The form data could not be read.'), undefined));
  });
  pages.addHook('onRequest', async (request, reply) => {
    if (!BODY_METHODS.has(request.method)) return;
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (FORM_TYPES.some((form) => type.startsWith(form))) return;
    await reply.code(415).type('text/plain; charset=utf-8').send('Pages take only forms: application/x-www-form-urlencoded or multipart/form-data.');
  });
}
