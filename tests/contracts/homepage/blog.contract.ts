import type { ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { Blog } from '../../../core/homepage/blog/Blog.ts';

/**
 * What every Blog adapter promises. The world gives a blog with at least two posts and a category
 * in each language, and one that cannot be read (a dead feed).
 */
export interface BlogWorld {
  readonly blog: () => Promise<Blog>;
  readonly unavailable: () => Promise<Blog>;
}

const ok = async <T, E>(result: ResultAsync<T, E>): Promise<T> => {
  const settled = await result;
  if (settled.isErr()) throw new Error(`expected success, got ${JSON.stringify(settled.error)}`);
  return settled.value;
};
const failure = async <T, E>(result: ResultAsync<T, E>): Promise<E> => {
  const settled = await result;
  if (settled.isOk()) throw new Error('expected a failure');
  return settled.error;
};

export function blogContract(adapter: string, world: BlogWorld): void {
  describe(`Blog contract: ${adapter}`, () => {
    it.each(['pl', 'en'] as const)(
      'answers the newest posts first in %s, at most the limit, each with a title and an http(s) address',
      async (language) => {
        const blog = await world.blog();
        const posts = await ok(blog.posts(language, 5));
        expect(posts.length).toBeGreaterThanOrEqual(2);
        expect(posts.length).toBeLessThanOrEqual(5);
        expect(posts.map((post) => post.publishedAt)).toEqual([...posts.map((post) => post.publishedAt)].sort().reverse());
        for (const post of posts) {
          expect(post.title).not.toBe('');
          expect(post.url).toMatch(/^https?:\/\//);
        }
        expect((await ok(blog.posts(language, 1))).map((post) => post.id)).toEqual([posts[0]?.id]);
      },
    );

    it('answers categories that link somewhere', async () => {
      const categories = await ok((await world.blog()).categories('en'));
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) expect(category.url).toMatch(/^https?:\/\//);
    });

    it('refuses a limit outside 1 to 5', async () => {
      const blog = await world.blog();
      for (const limit of [0, 6]) expect(await failure(blog.posts('en', limit))).toMatchObject({ kind: 'http-failure', status: 400 });
    });

    it('fails with a 502 when the blog cannot be read', async () => {
      const blog = await world.unavailable();
      expect(await failure(blog.posts('en', 5))).toMatchObject({ kind: 'http-failure', status: 502 });
      expect(await failure(blog.categories('en'))).toMatchObject({ kind: 'http-failure', status: 502 });
    });
  });
}
