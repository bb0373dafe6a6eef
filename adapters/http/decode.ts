import { isLeft } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { err, ok, type Result } from 'neverthrow';
import { badGatewayPayload, type BadGatewayPayload } from '../../core/shared/Failure.ts';

/** Decodes a gateway body with its contract codec; a mismatch names the first path that failed. */
export function decode<A, O>(codec: t.Type<A, O, unknown>, body: unknown): Result<A, BadGatewayPayload> {
  const result = codec.decode(body);
  if (!isLeft(result)) return ok(result.right);
  const first = result.left[0];
  const path = first
    ? first.context
        .map((entry) => entry.key)
        .filter((key) => key !== '')
        .join('.')
    : '';
  return err(badGatewayPayload(path === '' ? '(root)' : path));
}
