// @ts-nocheck
import type { FastifyReply } from 'fastify';
import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';

/** A request body or query decoded with its contract codec, or null when it does not fit. */
export function decodeInput<A, O>(codec: t.Type<A, O, unknown>, value: unknown): A | null {
  const result = codec.decode(value);
  return isLeft(result) ? null : result.right;
}

export function sendBadRequest(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send({ error: 'bad-request', message });
}

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
