import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../../shared/Failure.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { BrandStories } from './BrandStories.ts';

/** The technology names the brand story editor offers, most used on the board first. Fails with network-failure, http-failure, bad-gateway-payload. */
export class LoadTechnologies implements UseCase<void, readonly string[], GatewayFailure> {
  constructor(private readonly stories: BrandStories) {}

  execute(): ResultAsync<readonly string[], GatewayFailure> {
    return this.stories.technologies();
  }
}
