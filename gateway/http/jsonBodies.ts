import type { FastifyError, FastifyInstance } from 'fastify';

/** No request body of this API nests deeper than a few levels; a hundred thousand brackets are an attack on recursive code. */
export const MAX_JSON_DEPTH = 32;

/** How deep the JSON text nests its arrays and objects (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const character = text.charCodeAt(index);
    if (inString) {
      if (character === 0x5c) index++;
      else if (character === 0x22) inString = false;
    } else if (character === 0x22) inString = true;
    else if (character === 0x5b || character === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (character === 0x5d || character === 0x7d) depth--;
  }
  return deepest;
}

/**
 * The server's JSON body parser: Fastify's own (prototype-poisoning keys refused), after a check
 * that the text nests no deeper than MAX_JSON_DEPTH, which answers 400 before any recursive code
 * (codecs, walkers) meets the body.
 */
export function limitJsonDepth(app: FastifyInstance, maxDepth = MAX_JSON_DEPTH): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > maxDepth) {
      const error = Object.assign(new Error(`JSON bodies may nest at most ${maxDepth} levels.`), {
        statusCode: 400,
        code: 'FST_ERR_JSON_TOO_DEEP',
      }) as FastifyError;
      done(error, undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
