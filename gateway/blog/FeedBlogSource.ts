import { createHash } from 'node:crypto';
import type { BlogCategoryDto, BlogPostDto } from '../../contract/homepage.ts';
import type { TenantDto } from '../../contract/tenancy.ts';
import type { Language } from '../listing/offerQuery.ts';
import { BlogUnavailable, type BlogImage, type BlogSource } from './BlogSource.ts';
import { readFeed, type FeedContent } from './feed/readFeed.ts';
import { readWordPress } from './feed/readWordPress.ts';

export type FetchFunction = (url: string, init?: RequestInit) => Promise<Response>;

/** A feed read is kept this long; a failed one is retried after FAILURE_TTL_MS, so a dead blog costs one timeout a minute, not one per page. */
const SUCCESS_TTL_MS = 10 * 60_000;
const FAILURE_TTL_MS = 60_000;
const TIMEOUT_MS = 4_000;
const FEED_MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Raster images only: an SVG from another site would run in our origin if opened. */
const IMAGE_TYPES = /^image\/(png|jpeg|gif|webp|avif)$/;

/** The address of a picture: the gateway passes it on (the site's CSP allows only its own images; visitors' addresses stay with us). */
export const feedImageKey = (url: string): string => createHash('sha256').update(url).digest('hex').slice(0, 32);

/**
 * A real blog by configuration (BLOG_FEED_URL): an RSS or Atom feed, or a WordPress site's REST API
 * (an address containing /wp-json/, e.g. https://blog.example/wp-json/wp/v2). `{lang}` and
 * `{tenant}` in the address are replaced, so each language or board may have its own blog.
 */
export class FeedBlogSource implements BlogSource {
  private readonly reads = new Map<string, { readonly expires: number; readonly content: Promise<FeedContent> }>();

  constructor(
    private readonly urlTemplate: string,
    private readonly fetchFunction: FetchFunction = fetch,
    private readonly now: () => number = Date.now,
  ) {}

  async posts(tenant: TenantDto, language: Language, limit: number): Promise<BlogPostDto[]> {
    const content = await this.content(tenant, language);
    const picture = (url: string | null) =>
      url === null ? null : `/api/blog-images/feed/${encodeURIComponent(tenant.id)}/${language}/${feedImageKey(url)}`;
    return content.posts.slice(0, limit).map((post) => {
      const image = picture(post.image);
      return {
        id: post.id,
        slug: post.slug,
        url: post.url,
        title: post.title,
        description: post.description,
        thumbnail: image === null ? null : { medium: image, large: image },
        postAuthor: { name: post.author.name, url: post.author.url, image: picture(post.author.image) },
        publishedAt: post.publishedAt,
      };
    });
  }

  async categories(tenant: TenantDto, language: Language, limit: number): Promise<BlogCategoryDto[]> {
    return (await this.content(tenant, language)).categories.slice(0, limit).map(({ id, name, url }) => ({ id, name, url }));
  }

  async image(tenant: TenantDto, language: Language, key: string): Promise<BlogImage | null> {
    const content = await this.content(tenant, language);
    const url = content.posts
      .flatMap((post) => [post.image, post.author.image])
      .find((candidate) => candidate !== null && feedImageKey(candidate) === key);
    if (!url) return null;
    const response = await this.get(url);
    const mediaType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
    if (!IMAGE_TYPES.test(mediaType)) throw new BlogUnavailable(`the blog's picture is ${mediaType || 'of no type'}, not an image`);
    return { mediaType, bytes: await limitedBytes(response, IMAGE_MAX_BYTES) };
  }

  private content(tenant: TenantDto, language: Language): Promise<FeedContent> {
    const url = this.urlTemplate.replaceAll('{lang}', language).replaceAll('{tenant}', encodeURIComponent(tenant.id));
    const now = this.now();
    const kept = this.reads.get(url);
    if (kept && kept.expires > now) return kept.content;
    const content = this.read(url);
    const entry = { expires: now + SUCCESS_TTL_MS, content };
    this.reads.set(url, entry);
    content.catch(() => this.reads.set(url, { ...entry, expires: now + FAILURE_TTL_MS }));
    return content;
  }

  private async read(url: string): Promise<FeedContent> {
    try {
      if (new URL(url).pathname.includes('/wp-json/')) {
        const base = url.replace(/\/+$/, '').replace(/\/posts$/, '');
        const [posts, categories] = await Promise.all([
          this.json(`${base}/posts?_embed=1&per_page=10`),
          this.json(`${base}/categories?per_page=20&orderby=count&order=desc`),
        ]);
        return readWordPress(posts, categories);
      }
      return readFeed(new TextDecoder().decode(await limitedBytes(await this.get(url), FEED_MAX_BYTES)));
    } catch (error) {
      if (error instanceof BlogUnavailable) throw error;
      throw new BlogUnavailable(`the blog at ${new URL(url).origin} could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async json(url: string): Promise<unknown> {
    return JSON.parse(new TextDecoder().decode(await limitedBytes(await this.get(url), FEED_MAX_BYTES))) as unknown;
  }

  private async get(url: string): Promise<Response> {
    const response = await this.fetchFunction(url, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
      headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, application/json, image/*;q=0.8, */*;q=0.5' },
      redirect: 'follow',
    });
    if (!response.ok) throw new BlogUnavailable(`the blog answered ${response.status}`);
    return response;
  }
}

/** The body, refused once it passes `max` bytes (a feed or a picture, not a download). */
async function limitedBytes(response: Response, max: number): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > max) throw new BlogUnavailable(`the answer is larger than ${max} bytes`);
  const reader = response.body?.getReader();
  if (!reader) return new Uint8Array(await response.arrayBuffer());
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new BlogUnavailable(`the answer is larger than ${max} bytes`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
