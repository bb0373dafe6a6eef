import type { FastifyInstance, FastifyReply } from 'fastify';
import { BLOG_CATEGORIES_MAX, BLOG_POSTS_MAX, BlogQuery, type BlogCategoryDto, type BlogPostDto } from '../../contract/homepage.ts';
import { sendBadRequest } from '../http/decodeInput.ts';
import { limitOf, readQuery, type RawQuery } from '../http/readQuery.ts';
import { findTenant, requireTenant } from '../http/tenantScope.ts';
import { seededBlogImage } from './blogImages.ts';
import { BlogUnavailable, SeededBlogSource, type BlogSource } from './BlogSource.ts';
import { FeedBlogSource } from './FeedBlogSource.ts';

const IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
const NO_SCRIPTS = "default-src 'none'; style-src 'unsafe-inline'";

/** The blog source by configuration: a feed when BLOG_FEED_URL is set, else the demo blog. */
export const blogSourceFor = (feedUrl: string | null | undefined): BlogSource => (feedUrl ? new FeedBlogSource(feedUrl) : new SeededBlogSource());

/**
 * The home page's blog block: GET /blog/posts (newest first, the first featured; at most five) and
 * /blog/categories, in the language asked for; and the blog's pictures. A blog that cannot be read
 * answers 502 with a message: the page then goes without the block.
 */
export async function blogRoutes(app: FastifyInstance, source: BlogSource): Promise<void> {
  const scoped = { preHandler: requireTenant };
  const unavailable = (reply: FastifyReply, error: unknown) => {
    if (!(error instanceof BlogUnavailable)) throw error;
    return reply.code(502).send({ error: 'blog-unavailable', message: error.message });
  };

  app.get('/:tenant/blog/posts', scoped, async (request, reply): Promise<BlogPostDto[] | FastifyReply> => {
    const raw = request.query as RawQuery;
    const query = readQuery(BlogQuery, raw);
    const limit = limitOf(raw, query.limit, BLOG_POSTS_MAX);
    if (limit === null) return sendBadRequest(reply, `limit must be a whole number from 1 to ${BLOG_POSTS_MAX}.`);
    try {
      return await source.posts(request.tenant, query.lang ?? request.tenant.defaultLanguage, limit);
    } catch (error) {
      return unavailable(reply, error);
    }
  });

  app.get('/:tenant/blog/categories', scoped, async (request, reply): Promise<BlogCategoryDto[] | FastifyReply> => {
    const query = readQuery(BlogQuery, request.query as RawQuery);
    try {
      return await source.categories(request.tenant, query.lang ?? request.tenant.defaultLanguage, BLOG_CATEGORIES_MAX);
    } catch (error) {
      return unavailable(reply, error);
    }
  });

  app.get('/blog-images/seed/:name', async (request, reply) => {
    const svg = seededBlogImage((request.params as { name: string }).name);
    if (svg === null) return reply.code(404).send({ error: 'not-found', message: 'No such picture.' });
    void reply.header('cache-control', IMAGE_CACHE_CONTROL).header('content-security-policy', NO_SCRIPTS);
    return reply.type('image/svg+xml; charset=utf-8').send(svg);
  });

  app.get('/blog-images/feed/:tenant/:lang/:key', async (request, reply) => {
    const { tenant: tenantId, lang, key } = request.params as { tenant: string; lang: string; key: string };
    const tenant = findTenant(tenantId);
    if (!tenant || (lang !== 'pl' && lang !== 'en') || !/^[0-9a-f]{32}$/.test(key))
      return reply.code(404).send({ error: 'not-found', message: 'No such picture.' });
    try {
      const image = await source.image(tenant, lang, key);
      if (image === null) return reply.code(404).send({ error: 'not-found', message: 'No such picture.' });
      void reply.header('cache-control', IMAGE_CACHE_CONTROL).header('content-security-policy', NO_SCRIPTS);
      return reply.type(image.mediaType).send(Buffer.from(image.bytes));
    } catch (error) {
      return unavailable(reply, error);
    }
  });
}
