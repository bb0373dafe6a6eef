import type { ResultAsync } from 'neverthrow';

/** The value of a result that must succeed (the failure's JSON otherwise). */
export const ok = async <T, E>(result: ResultAsync<T, E>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw new Error(`expected success, got ${JSON.stringify(settled.error)}`);
  return settled.value;
};

/** The failure of a result that must fail. */
export const failure = async <T, E>(result: ResultAsync<T, E>): Promise<E> => {
  const settled = await result;
  if (settled.isOk()) throw new Error(`expected a failure, got ${JSON.stringify(settled.value)}`);
  return settled.error;
};
