import { errAsync, type ResultAsync } from 'neverthrow';
import type { UseCase } from '../../../shared/UseCase.ts';
import type { EmployerSessionCoordinator } from '../../session/EmployerSessionCoordinator.ts';
import type { BrandStories } from './BrandStories.ts';
import type { BrandStory, BrandStoryInput } from './BrandStory.ts';
import { companyInvalidInput, type CompanyFailure } from '../CompanyFailure.ts';
import { cleanStoryContent, cleanTechnologies, storyProblems } from './storyRules.ts';

/**
 * Saves the whole brand story in both languages, as a draft or published (a published story needs
 * a headline in each). A story past its limits fails with invalid-input naming the first problem,
 * a picture too large or not an image with file-too-large or file-type-not-allowed, all without a
 * call. Fails besides with forbidden, not-found, unauthorized, network-failure, http-failure, bad-gateway-payload.
 */
export class SaveBrandStory implements UseCase<BrandStoryInput, BrandStory, CompanyFailure> {
  constructor(
    private readonly stories: BrandStories,
    private readonly coordinator: EmployerSessionCoordinator,
  ) {}

  execute(input: BrandStoryInput): ResultAsync<BrandStory, CompanyFailure> {
    const cleaned: BrandStoryInput = {
      ...input,
      content: { pl: cleanStoryContent(input.content.pl), en: cleanStoryContent(input.content.en) },
      technologies: cleanTechnologies(input.technologies),
    };
    const [first] = storyProblems(cleaned);
    if (first?.problem === 'file-too-large' || first?.problem === 'file-type-not-allowed') return errAsync({ kind: first.problem });
    if (first) return errAsync(companyInvalidInput(`${first.path}: ${first.problem}`));
    return this.coordinator.run(() => this.stories.save(cleaned));
  }
}
