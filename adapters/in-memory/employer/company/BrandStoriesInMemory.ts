import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { BrandStories } from '../../../../core/employer/company/story/BrandStories.ts';
import type { BrandStory, BrandStoryInput } from '../../../../core/employer/company/story/BrandStory.ts';
import type { CompanyFailure } from '../../../../core/employer/company/CompanyFailure.ts';
import { storyProblems } from '../../../../core/employer/company/story/storyRules.ts';
import type { GatewayFailure } from '../../../../core/shared/Failure.ts';
import type { CompanyWorldInMemory } from './CompanyWorldInMemory.ts';
import { readImage } from './EmployerCompanyInMemory.ts';

/**
 * Brand stories in memory, as the gateway answers them: a published story for anyone, a draft only
 * for the company's users (null for anyone else); the write for the company's admin and its own
 * slug only; pictures read by their bytes; kept pictures must be the story's own.
 */
export class BrandStoriesInMemory implements BrandStories {
  constructor(
    private readonly world: CompanyWorldInMemory,
    private readonly bearer: () => string | null,
    private readonly now: () => Date = () => new Date('2026-01-01T00:00:00Z'),
  ) {}

  load(slug: string): ResultAsync<BrandStory | null, GatewayFailure> {
    return okAsync(this.readable(slug));
  }

  status(slug: string): ResultAsync<'draft' | 'published' | null, GatewayFailure> {
    return okAsync(this.readable(slug)?.status ?? null);
  }

  save(input: BrandStoryInput): ResultAsync<BrandStory, CompanyFailure> {
    const caller = this.world.caller(this.bearer());
    if (!caller) return errAsync({ kind: 'unauthorized' });
    if (caller.profile.role !== 'admin') return errAsync({ kind: 'forbidden' });
    const company = this.world.companyBySlug(input.slug);
    if (!company || company.data.id !== caller.profile.company.id) return errAsync({ kind: 'not-found' });
    const [problem] = storyProblems({ ...input, newPictures: [] });
    if (problem) return errAsync({ kind: 'invalid-input', message: `${problem.path}: ${problem.problem}` });
    const own = new Set(company.story?.pictures.map((picture) => picture.id) ?? []);
    if (input.keptPictures.some((id) => !own.has(id))) return errAsync({ kind: 'invalid-input', message: 'pictures: only the story’s own.' });
    if (input.keptPictures.length + input.newPictures.length > 6) return errAsync({ kind: 'invalid-input', message: 'pictures: at most 6.' });
    return ResultAsync.combine(input.newPictures.map((picture) => readImage(picture, 'story'))).map((images) => {
      const kept = (company.story?.pictures ?? []).filter((picture) => input.keptPictures.includes(picture.id));
      const added = images.map((image) => {
        const url = this.world.storeImage(image.type, image.bytes);
        return { id: url.split('/').pop() ?? url, url };
      });
      company.story = {
        slug: input.slug,
        status: input.published ? 'published' : 'draft',
        content: input.content,
        technologies: [...input.technologies],
        pictures: [...input.keptPictures.flatMap((id) => kept.filter((picture) => picture.id === id)), ...added],
        updatedAt: this.now().toISOString(),
      };
      return company.story;
    });
  }

  technologies(): ResultAsync<readonly string[], GatewayFailure> {
    return okAsync(this.world.technologies);
  }

  private readable(slug: string): BrandStory | null {
    const story = this.world.companyBySlug(slug)?.story ?? null;
    if (!story || story.status === 'published') return story;
    const caller = this.world.caller(this.bearer());
    return caller?.profile.company.slug === slug ? story : null;
  }
}
