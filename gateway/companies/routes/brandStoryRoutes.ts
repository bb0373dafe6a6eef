import type { FastifyInstance, FastifyReply } from 'fastify';
import type { BrandStoryDataDto, BrandStoryStatusDto } from '../../../contract/companies.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { SLUG_PATTERN } from '../../listing/offerQuery.ts';
import { brandStoryOf, type BrandStoryRow } from '../queries/companyDetails.ts';
import type { CompaniesScope } from './companiesScope.ts';

/**
 * The brand story's reads of the employer panel (platform.md 7), public here: what they show is the
 * published story, which the company page shows anyway. Without a story (or with only a draft, which
 * needs the employer's session to see) both answer 404 with an empty body, which the spec reads as
 * "no story" (platform.md 8). The writes (PUT, multipart) come with the employer's company data.
 */
export function brandStoryRoutes(app: FastifyInstance, scope: CompaniesScope): void {
  const scoped = { preHandler: requireTenant };
  const published = async (slug: string): Promise<BrandStoryRow | undefined> => {
    if (!SLUG_PATTERN.test(slug)) return undefined;
    const story = await brandStoryOf(scope.db, slug);
    return story?.status === 'published' ? story : undefined;
  };
  const none = (reply: FastifyReply) => reply.code(404).send();

  app.get('/:tenant/v2/employer-panel/brand-stories/data/:slug', scoped, async (request, reply): Promise<BrandStoryDataDto | FastifyReply> => {
    const slug = (request.params as { slug: string }).slug;
    const story = await published(slug);
    if (!story) return none(reply);
    return {
      slug,
      status: story.status,
      technologies: story.technologies,
      content: story.content,
      updatedAt: new Date(story.updated_at).toISOString(),
    };
  });

  app.get('/:tenant/v2/employer-panel/brand-stories/status/:slug', scoped, async (request, reply): Promise<BrandStoryStatusDto | FastifyReply> => {
    const slug = (request.params as { slug: string }).slug;
    const story = await published(slug);
    if (!story) return none(reply);
    return { slug, status: story.status, updatedAt: new Date(story.updated_at).toISOString() };
  });
}
