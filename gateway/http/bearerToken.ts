import type { FastifyRequest } from 'fastify';

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]{1,4096})$/;

/** The token of the request's `Authorization: Bearer …` header, or undefined: none, or not one of ours in shape. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header.trim())?.[1] : undefined;
}
