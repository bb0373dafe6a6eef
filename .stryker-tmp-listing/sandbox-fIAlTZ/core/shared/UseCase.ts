// @ts-nocheck
import type { ResultAsync } from 'neverthrow';

/** The one shape every use case has: ports in the constructor, one `execute`. */
export interface UseCase<Input, Output, Failure> {
  execute(input: Input): ResultAsync<Output, Failure>;
}
