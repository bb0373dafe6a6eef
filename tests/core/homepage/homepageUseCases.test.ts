import { describe, expect, it } from 'vitest';
import { BlogInMemory } from '../../../adapters/in-memory/homepage/BlogInMemory.ts';
import { HomepageOffersInMemory } from '../../../adapters/in-memory/homepage/HomepageOffersInMemory.ts';
import type { BlogPost } from '../../../core/homepage/blog/Blog.ts';
import { BLOG_MORE_POSTS, LoadBlog } from '../../../core/homepage/blog/LoadBlog.ts';
import { LoadGridOffers } from '../../../core/homepage/LoadGridOffers.ts';
import { OFFER_GRID_PAGE_LIMIT } from '../../../core/homepage/offerGrid.ts';
import { anOffer } from '../listing/builders.ts';

const post = (day: number): BlogPost => ({
  id: `post-${day}`,
  slug: `post-${day}`,
  url: `https://blog.example/${day}`,
  title: `Post ${day}`,
  description: '',
  thumbnail: null,
  postAuthor: { name: 'A', url: null, image: null },
  publishedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
});
const categories = [{ id: 'c', name: 'Career', url: 'https://blog.example/c' }];

describe('LoadBlog', () => {
  it('features the newest post and shows at most four more, with the categories', async () => {
    const posts = Array.from({ length: 9 }, (_, index) => post(index + 1));
    const section = (await new LoadBlog(new BlogInMemory({ pl: { posts, categories }, en: { posts, categories } })).execute('pl'))._unsafeUnwrap();
    expect(section?.featured.id).toBe('post-9');
    expect(section?.more.map((found) => found.id)).toEqual(['post-8', 'post-7', 'post-6', 'post-5']);
    expect(section?.more).toHaveLength(BLOG_MORE_POSTS);
    expect(section?.categories).toEqual(categories);
  });

  it('answers nothing for a blog without posts, and fails when the blog cannot be read', async () => {
    const empty = { posts: [], categories };
    expect((await new LoadBlog(new BlogInMemory({ pl: empty, en: empty })).execute('en'))._unsafeUnwrap()).toBeNull();
    expect((await new LoadBlog(new BlogInMemory({ pl: empty, en: empty }, true)).execute('en'))._unsafeUnwrapErr()).toMatchObject({
      kind: 'http-failure',
      status: 502,
    });
  });
});

describe('LoadGridOffers', () => {
  const board = Array.from({ length: 30 }, (_, index) => ({
    card: anOffer({ guid: `g${index}`, publishedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString() }),
    superOffer: index % 2 === 1,
    views: index % 7,
    categories: [],
  }));

  it('loads each public tab’s offers, at most the grid’s page limit', async () => {
    const load = new LoadGridOffers(new HomepageOffersInMemory(board));
    const superOffers = (await load.execute({ tab: 'superOffer', currency: 'pln', language: 'en' }))._unsafeUnwrap();
    expect(superOffers).toHaveLength(OFFER_GRID_PAGE_LIMIT);
    expect(superOffers[0]?.guid).toBe('g29');
    expect((await load.execute({ tab: 'newWithSalary', currency: 'pln', language: 'en' }))._unsafeUnwrap()[0]?.guid).toBe('g29');
    expect((await load.execute({ tab: 'popular', currency: 'pln', language: 'en' }))._unsafeUnwrap()[0]?.guid).toBe('g27');
  });
});
