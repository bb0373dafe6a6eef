import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { classifyDatabaseError } from './databaseFailure.ts';

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

interface ErrorAnswer {
  readonly status: number;
  readonly error: string;
  readonly message: string;
}

/**
 * The answer to an error that escaped a route: the framework's own 4xx (body too large, bad JSON,
 * unsupported media type, rate limits) keep their status and their message, which names no
 * internals; a database that is away is a 503; a value the database refuses is a 400; anything
 * else is a 500 with a fixed sentence. A database's or a library's text never reaches the client.
 */
export function answerFor(error: FastifyError): ErrorAnswer {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500 && hasOwnWords(error)) return { status, error: errorName(status), message: error.message };
  switch (classifyDatabaseError(error)) {
    case 'unavailable':
      return { status: 503, error: 'unavailable', message: 'The service is briefly unavailable. Try again in a few seconds.' };
    case 'bad-value':
      return { status: 400, error: 'bad-request', message: 'The request holds a value that cannot be stored.' };
    default:
      return status >= 400 && status < 500
        ? { status, error: errorName(status), message: 'The request was refused.' }
        : { status: 500, error: 'internal', message: 'Something went wrong on our side. Try again later.' };
  }
}

/**
 * Errors whose message was written for clients: Fastify's (FST_*, JSON syntax), ours (FORM_*), and
 * plugins' answer objects (rate limits), which are not Error instances.
 */
function hasOwnWords(error: FastifyError): boolean {
  if (!(error instanceof Error)) return typeof (error as { message?: unknown }).message === 'string';
  if (error instanceof SyntaxError) return true;
  return typeof error.code === 'string' && (error.code.startsWith('FST_') || error.code.startsWith('FORM_'));
}

function errorName(status: number): string {
  if (status === 413) return 'payload-too-large';
  if (status === 415) return 'unsupported-media-type';
  if (status === 429) return 'too-many-requests';
  if (status === 404) return 'not-found';
  return 'bad-request';
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** Fastify's error handler for the whole server: logs the error in full, answers per `answerFor`. */
export async function safeErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  const answer = answerFor(error);
  if (answer.status >= 500) request.log.error({ err: error, event: 'request-failed', status: answer.status });
  else request.log.info({ event: 'request-refused', status: answer.status, code: error.code });
  reply.code(answer.status).header('cache-control', 'no-store');
  if (answer.status === 503) reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  if (isApiPath(request.url)) return reply.send({ error: answer.error, message: answer.message });
  return reply.type('text/plain; charset=utf-8').send(answer.message);
}
