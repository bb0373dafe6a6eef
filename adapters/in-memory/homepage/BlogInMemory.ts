import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { Blog, BlogCategory, BlogPost } from '../../../core/homepage/blog/Blog.ts';
import { httpFailure, type GatewayFailure } from '../../../core/shared/Failure.ts';
import type { Language } from '../../../core/tenancy/Tenant.ts';

/** At most five posts answer one call, as the gateway's /blog/posts. */
const LIMIT_MAX = 5;

/** A blog of fixed posts and categories per language, newest first as given; `unavailable` answers as a blog that cannot be read. */
export class BlogInMemory implements Blog {
  constructor(
    private readonly content: Readonly<Record<Language, { readonly posts: readonly BlogPost[]; readonly categories: readonly BlogCategory[] }>>,
    private readonly unavailable = false,
  ) {}

  posts(language: Language, limit: number): ResultAsync<readonly BlogPost[], GatewayFailure> {
    if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX)
      return errAsync(httpFailure(400, `limit must be a whole number from 1 to ${LIMIT_MAX}.`));
    if (this.unavailable) return errAsync(httpFailure(502, 'the blog could not be read'));
    return okAsync([...this.content[language].posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)).slice(0, limit));
  }

  categories(language: Language): ResultAsync<readonly BlogCategory[], GatewayFailure> {
    if (this.unavailable) return errAsync(httpFailure(502, 'the blog could not be read'));
    return okAsync(this.content[language].categories);
  }
}
