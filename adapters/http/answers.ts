import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { err, ok, type Result } from 'neverthrow';
import { httpFailure, type GatewayFailure } from '../../core/shared/Failure.ts';
import { decode } from './decode.ts';
import type { GatewayAnswer } from './GatewayHttpClient.ts';

/** The body of a 2xx answer decoded with its codec; any other status goes to `refused`. */
export function decodeAnswer<A, O, F>(
  answer: GatewayAnswer,
  codec: t.Type<A, O, unknown>,
  refused: (answer: GatewayAnswer) => F,
): Result<A, F | GatewayFailure> {
  if (answer.status < 200 || answer.status >= 300) return err(refused(answer));
  return decode(codec, answer.body);
}

/** A 2xx answer whose body does not matter; any other status goes to `refused`. */
export function acceptAnswer<F>(answer: GatewayAnswer, refused: (answer: GatewayAnswer) => F): Result<void, F> {
  return answer.status >= 200 && answer.status < 300 ? ok(undefined) : err(refused(answer));
}

/** The error body decoded with `codec`, or null when it is not of that shape. */
export function errorBody<A, O>(answer: GatewayAnswer, codec: t.Type<A, O, unknown>): A | null {
  const decoded = codec.decode(answer.body);
  return isLeft(decoded) ? null : decoded.right;
}

/** What any refused call is when nothing more specific applies: 401, 404, else the status with the body's message. */
export function plainRefusal(answer: GatewayAnswer): GatewayFailure {
  if (answer.status === 401) return { kind: 'unauthorized' };
  if (answer.status === 404) return { kind: 'not-found' };
  const body = answer.body;
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return httpFailure(answer.status, typeof message === 'string' ? message : undefined);
}
