import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../../shared/Failure.ts';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { EmployerSessionCoordinator } from '../../session/EmployerSessionCoordinator.ts';
import type { BrandStories } from './BrandStories.ts';
import type { BrandStory } from './BrandStory.ts';

/** The company's brand story for its editor (its draft too), or null when it has none. Fails with unauthorized, network-failure, http-failure, bad-gateway-payload. */
export class LoadBrandStory implements UseCase<string, BrandStory | null, GatewayFailure> {
  constructor(
    private readonly stories: BrandStories,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(slug: string): ResultAsync<BrandStory | null, GatewayFailure> {
    return this.coordinator.run(() => this.stories.load(slug));
  }
}
