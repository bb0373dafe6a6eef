import { okAsync, ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { UseCase } from '../../shared/UseCase.ts';
import type { Language } from '../../tenancy/Tenant.ts';
import type { Blog, BlogCategory, BlogPost } from './Blog.ts';

/** engagement.md 9: one featured post plus at most four. */
export const BLOG_MORE_POSTS = 4;

export interface BlogSection {
  readonly featured: BlogPost;
  readonly more: readonly BlogPost[];
  readonly categories: readonly BlogCategory[];
}

/**
 * The home page's blog block: the newest post featured, at most four more, and the category links.
 * Null when the blog has no posts (the block is left out). Fails with network-failure,
 * http-failure, bad-gateway-payload; the categories' own failure only leaves their row empty.
 */
export class LoadBlog implements UseCase<Language, BlogSection | null, GatewayFailure> {
  constructor(private readonly blog: Blog) {}

  execute(language: Language): ResultAsync<BlogSection | null, GatewayFailure> {
    const categories = this.blog.categories(language).orElse(() => okAsync<readonly BlogCategory[], GatewayFailure>([]));
    return ResultAsync.combine([this.blog.posts(language, 1 + BLOG_MORE_POSTS), categories] as const).map(([posts, found]) => {
      const [featured, ...rest] = posts;
      return featured ? { featured, more: rest.slice(0, BLOG_MORE_POSTS), categories: found } : null;
    });
  }
}
