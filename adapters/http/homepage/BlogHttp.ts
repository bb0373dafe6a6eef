import type { ResultAsync } from 'neverthrow';
import { BlogCategoriesCodec, BlogPostsCodec } from '../../../contract/homepage.ts';
import type { Blog, BlogCategory, BlogPost } from '../../../core/homepage/blog/Blog.ts';
import type { GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';
import type { GatewayHttpClient } from '../GatewayHttpClient.ts';
import { tenantApi } from '../tenantApi.ts';

/**
 * The blog through the gateway's /api/{tenant}/blog: the demo posts, or a real blog's feed that the
 * gateway reads when BLOG_FEED_URL is set (one read and one cache per process for every visitor).
 */
export class BlogHttp implements Blog {
  constructor(
    private readonly http: GatewayHttpClient,
    private readonly tenantId: string,
  ) {}

  posts(language: Language, limit: number): ResultAsync<readonly BlogPost[], GatewayFailure> {
    return this.http.get(this.path('/posts'), BlogPostsCodec, { query: { lang: language, limit }, errorMessageFromBody: true });
  }

  categories(language: Language): ResultAsync<readonly BlogCategory[], GatewayFailure> {
    return this.http.get(this.path('/categories'), BlogCategoriesCodec, { query: { lang: language }, errorMessageFromBody: true });
  }

  private path(rest: string): string {
    return tenantApi(this.tenantId, `/blog${rest}`);
  }
}
