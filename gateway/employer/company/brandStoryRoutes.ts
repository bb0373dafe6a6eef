import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrandStoryStatusDto } from '../../../contract/companies.ts';
import type { BrandStoryEditorDto } from '../../../contract/employerCompany.ts';
import type { DictionaryDto } from '../../../contract/listingDictionaries.ts';
import { requireTenant } from '../../http/tenantScope.ts';
import { technologies } from '../../listing/listingDictionaries.ts';
import { SLUG_PATTERN } from '../../listing/offerQuery.ts';
import { bearerEmployer, employerOf } from '../requireEmployer.ts';
import { companyOfSlug, saveStory, storyOf, toEditorDto, type StoryRow } from './brandStoryRows.ts';
import { NOT_A_COMPANY, type CompanyPanelContext } from './CompanyPanelContext.ts';
import { readMultipart } from './readMultipart.ts';
import { readStoryForm } from './readStoryForm.ts';

/**
 * Brand stories in the employer panel (platform.md 7, 8). The reads are public, since what they show
 * of a published story the company page shows anyway; a draft shows only to the company's own
 * users (a live employer bearer of it; any other bearer, a candidate's included, reads as a guest).
 * No story, or only a draft for anyone else, is a 404 with an empty body: "no story". The write is
 * the company admin's, for its own slug only (another company's: 404).
 */
export function brandStoryRoutes(app: FastifyInstance, context: CompanyPanelContext): void {
  const { deps, auth } = context;
  const scoped = { preHandler: requireTenant };

  /** The company whose users this request's bearer belongs to, or null. */
  async function viewerCompany(request: FastifyRequest): Promise<number | null> {
    return (await bearerEmployer(deps, auth, request))?.companyId ?? null;
  }

  /** The story this request may read under the slug. */
  async function readable(request: FastifyRequest): Promise<{ slug: string; story: StoryRow } | undefined> {
    const slug = (request.params as { slug: string }).slug;
    const company = SLUG_PATTERN.test(slug) ? await companyOfSlug(deps.db, request.tenant.id, slug) : undefined;
    const story = company ? await storyOf(deps.db, company.id) : undefined;
    if (!company || !story) return undefined;
    if (story.status === 'published' || (await viewerCompany(request)) === company.id) return { slug, story };
    return undefined;
  }
  const none = (reply: FastifyReply) => reply.code(404).send();

  app.get('/:tenant/v2/employer-panel/brand-stories/technologies', scoped, async (request): Promise<DictionaryDto> =>
    technologies(deps.db, request.tenant.id, 300),
  );

  app.get('/:tenant/v2/employer-panel/brand-stories/data/:slug', scoped, async (request, reply): Promise<BrandStoryEditorDto | FastifyReply> => {
    const found = await readable(request);
    return found ? toEditorDto(found.slug, found.story) : none(reply);
  });

  app.get('/:tenant/v2/employer-panel/brand-stories/status/:slug', scoped, async (request, reply): Promise<BrandStoryStatusDto | FastifyReply> => {
    const found = await readable(request);
    return found ? { slug: found.slug, status: found.story.status, updatedAt: new Date(found.story.updated_at).toISOString() } : none(reply);
  });

  app.put(
    '/:tenant/v2/employer-panel/brand-stories/:slug',
    { preHandler: context.admin },
    async (request, reply): Promise<BrandStoryEditorDto | FastifyReply> => {
      const employer = employerOf(request);
      const slug = (request.params as { slug: string }).slug;
      const company = SLUG_PATTERN.test(slug) ? await companyOfSlug(deps.db, request.tenant.id, slug) : undefined;
      if (!company || company.id !== employer.companyId) return reply.code(404).send(NOT_A_COMPANY);
      const read = await readMultipart(request);
      if (!read.ok) return reply.code(read.status).send({ error: 'invalid-story', message: read.message });
      const form = await readStoryForm(read.form, await storyOf(deps.db, company.id));
      if (!form.ok) return reply.code(form.status).send({ error: 'invalid-story', message: form.message });
      const now = deps.now();
      await deps.db.transaction().execute(async (trx) => saveStory(trx, company.id, await storyOf(trx, company.id, true), form.story, now));
      const saved = await storyOf(deps.db, company.id);
      if (!saved) return reply.code(404).send(NOT_A_COMPANY);
      request.log.info({ event: 'brand-story-saved', tenant: request.tenant.id, company: company.id, status: saved.status });
      return toEditorDto(slug, saved);
    },
  );
}
