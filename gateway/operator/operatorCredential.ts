import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Compared as SHA-256 digests: equal lengths for timingSafeEqual, and no timing hint of the token. */
const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * A preHandler for operator routes: `Authorization: Bearer <operator token>` (OPERATOR_TOKEN, or the
 * one generated in the data folder). Without one configured the routes are off (403); a missing or
 * wrong token is a 401. Candidates' and employers' tokens never count here.
 */
export function requireOperator(operatorToken: string | null | undefined) {
  return async function checkOperator(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!operatorToken) {
      await reply.code(403).send({ error: 'operator-disabled', message: 'Operator calls are off on this gateway: it has no operator token.' });
      return;
    }
    const header = request.headers.authorization;
    const given = typeof header === 'string' && /^Bearer \S+$/i.test(header) ? header.slice(7) : null;
    if (given === null || !timingSafeEqual(digest(given), digest(operatorToken))) {
      await reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'unauthorized', message: 'An operator token is needed (Authorization: Bearer <token>).' });
    }
  };
}
