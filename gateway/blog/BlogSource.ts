import type { BlogCategoryDto, BlogPostDto } from '../../contract/homepage.ts';
import type { TenantDto } from '../../contract/tenancy.ts';
import type { Language } from '../listing/offerQuery.ts';
import { seededCategories, seededPosts } from './seededBlog.ts';

/** An image the gateway passes on from a blog. */
export interface BlogImage {
  readonly mediaType: string;
  readonly bytes: Uint8Array;
}

/**
 * Where the blog block's posts come from (docs/companies.md): the demo blog served by this app, or a
 * real blog's feed (BLOG_FEED_URL: RSS, Atom or the WordPress REST API). Both throw BlogUnavailable
 * when they cannot answer; the route turns that into a 502 and the home page leaves the block out.
 */
export interface BlogSource {
  posts(tenant: TenantDto, language: Language, limit: number): Promise<BlogPostDto[]>;
  categories(tenant: TenantDto, language: Language, limit: number): Promise<BlogCategoryDto[]>;
  /** A picture a post or author of this source shows, by the key in its address; null: none such. */
  image(tenant: TenantDto, language: Language, key: string): Promise<BlogImage | null>;
}

export class BlogUnavailable extends Error {}

/** The demo blog: posts on the tenant's own site, pictures drawn by the gateway. */
export class SeededBlogSource implements BlogSource {
  async posts(tenant: TenantDto, language: Language, limit: number): Promise<BlogPostDto[]> {
    return seededPosts(language, tenant.links.brandHome, limit);
  }

  async categories(tenant: TenantDto, language: Language, limit: number): Promise<BlogCategoryDto[]> {
    return seededCategories(language, tenant.links.brandHome).slice(0, limit);
  }

  async image(): Promise<BlogImage | null> {
    // The demo pictures have their own route (/api/blog-images/seed/...).
    return null;
  }
}
