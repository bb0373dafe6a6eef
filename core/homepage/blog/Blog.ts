import type { ResultAsync } from 'neverthrow';
import type { GatewayFailure } from '../../shared/Failure.ts';
import type { Language } from '../../tenancy/Tenant.ts';

/** The spec's blog post (engagement.md 3). */
export interface BlogPost {
  readonly id: string;
  readonly slug: string;
  readonly url: string;
  readonly title: string;
  readonly description: string;
  /** Null: no picture (the card shows a placeholder). */
  readonly thumbnail: { readonly medium: string; readonly large: string } | null;
  readonly postAuthor: { readonly name: string; readonly url: string | null; readonly image: string | null };
  /** ISO 8601. */
  readonly publishedAt: string;
}

/** The spec's blog category. */
export interface BlogCategory {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

/**
 * The blog the home page shows: the demo blog, or a real one by configuration (BLOG_FEED_URL; the
 * gateway reads the feed, docs/companies.md). Both methods fail with network-failure, http-failure
 * (502 when the blog cannot be read, 400 for a limit out of bounds), bad-gateway-payload.
 */
export interface Blog {
  /** GET /blog/posts?lang&limit: the newest posts, at most `limit` (1 to 5). Fails with http-failure (502: the blog cannot be read; 400: a limit out of bounds), network-failure, bad-gateway-payload. */
  posts(language: Language, limit: number): ResultAsync<readonly BlogPost[], GatewayFailure>;
  /** GET /blog/categories?lang. Fails with http-failure (502: the blog cannot be read), network-failure, bad-gateway-payload. */
  categories(language: Language): ResultAsync<readonly BlogCategory[], GatewayFailure>;
}
