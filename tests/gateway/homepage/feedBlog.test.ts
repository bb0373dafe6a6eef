import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlogCategoriesCodec, BlogPostsCodec } from '../../../contract/homepage.ts';
import { createServer } from '../../../composition/server/createServer.ts';
import { BlogUnavailable } from '../../../gateway/blog/BlogSource.ts';
import { FeedBlogSource, feedImageKey } from '../../../gateway/blog/FeedBlogSource.ts';
import { findTenant } from '../../../gateway/http/tenantScope.ts';
import type { Database } from '../../../gateway/db/openDatabase.ts';
import { pgliteDatabase } from '../../support/databases.ts';
import { startFeedServer, type FeedServer } from './feedServer.ts';

const tenant = findTenant('jobboard')!;
let feeds: FeedServer;
beforeAll(async () => {
  feeds = await startFeedServer();
});
afterAll(() => feeds.close());

describe('an RSS feed', () => {
  it('gives the newest posts first as plain text, with their author, picture and categories', async () => {
    const blog = new FeedBlogSource(`${feeds.base}/rss.xml`);
    const posts = await blog.posts(tenant, 'en', 5);
    expect(posts.map((post) => post.title)).toEqual(['Newest post', 'A post without a picture', 'Older post & friends']);
    const [newest, plain, older] = posts;
    expect(newest).toMatchObject({
      url: 'http://blog.fixture.test/newest-post/',
      slug: 'newest-post',
      description: 'Salaries in 2026.',
      postAuthor: { name: 'Anna Nowak' },
      publishedAt: '2026-01-20T10:00:00.000Z',
    });
    expect(newest?.thumbnail?.medium).toBe(`/api/blog-images/feed/jobboard/en/${feedImageKey(`${feeds.base}/images/newest.png`)}`);
    expect(plain?.thumbnail).toBeNull();
    // The DOCTYPE's entity is never expanded: it stays as written, then leaves as text.
    expect(older?.description).toBe('An older post. &boom;');
    expect(await blog.categories(tenant, 'en', 12)).toEqual([
      { id: 'career', name: 'Career', url: 'http://blog.fixture.test/category/career/' },
      { id: 'salaries', name: 'Salaries', url: 'http://blog.fixture.test/category/salaries/' },
    ]);
  });

  it('is read once for many visitors, and once per language when the address names it', async () => {
    const blog = new FeedBlogSource(`${feeds.base}/rss.xml?lang={lang}`);
    const before = feeds.requests.length;
    await blog.posts(tenant, 'en', 5);
    await blog.posts(tenant, 'en', 2);
    await blog.categories(tenant, 'en', 12);
    await blog.posts(tenant, 'pl', 5);
    expect(feeds.requests.slice(before)).toEqual(['/rss.xml?lang=en', '/rss.xml?lang=pl']);
  });

  it('passes a post’s picture on, and only pictures the feed names', async () => {
    const blog = new FeedBlogSource(`${feeds.base}/rss.xml`);
    const image = await blog.image(tenant, 'en', feedImageKey(`${feeds.base}/images/newest.png`));
    expect(image?.mediaType).toBe('image/png');
    expect(Buffer.from(image!.bytes).subarray(0, 4).toString('latin1')).toBe('\x89PNG');
    expect(await blog.image(tenant, 'en', feedImageKey(`${feeds.base}/images/not-in-the-feed.png`))).toBeNull();
  });

  it('refuses a picture that is not a raster image', async () => {
    const feed = `<rss><channel><link>http://x.test</link><item><title>T</title><link>http://x.test/t</link><media:thumbnail url="${feeds.base}/svg.svg"/></item></channel></rss>`;
    const blog = new FeedBlogSource('http://feed.test/rss.xml', async (url, init) =>
      url === 'http://feed.test/rss.xml' ? new Response(feed) : fetch(url, init),
    );
    await expect(blog.image(tenant, 'en', feedImageKey(`${feeds.base}/svg.svg`))).rejects.toBeInstanceOf(BlogUnavailable);
  });
});

describe('an Atom feed', () => {
  it('gives entries with their alternate link, summary, author and labelled categories', async () => {
    const blog = new FeedBlogSource(`${feeds.base}/atom.xml`);
    const posts = await blog.posts(tenant, 'pl', 5);
    expect(posts.map((post) => [post.title, post.url, post.postAuthor.name])).toEqual([
      ['Second entry', 'http://atom.fixture.test/second', 'Entry Author'],
      ['First entry', 'http://atom.fixture.test/first', 'Feed Author'],
    ]);
    expect(posts[0]?.postAuthor.url).toBe('http://atom.fixture.test/about');
    expect(posts[0]?.thumbnail).not.toBeNull();
    expect(posts[1]?.description).toBe('Summary of the first entry.');
    expect(await blog.categories(tenant, 'pl', 12)).toEqual([
      { id: 'remote-work', name: 'Remote work', url: 'http://atom.fixture.test/tags/remote' },
      { id: 'tech', name: 'tech', url: 'http://atom.fixture.test/category/tech/' },
    ]);
  });
});

describe('a WordPress REST API', () => {
  it('gives posts with their featured picture, author avatar and categories with their own links', async () => {
    const blog = new FeedBlogSource(`${feeds.base}/wp-json/wp/v2`);
    const posts = await blog.posts(tenant, 'en', 5);
    expect(posts.map((post) => post.title)).toEqual(['No image', 'WordPress – post']);
    expect(posts[1]).toMatchObject({
      slug: 'wordpress-post',
      description: 'An excerpt […]',
      postAuthor: { name: 'Wp Author', url: 'http://wp.fixture.test/author/wp/' },
    });
    expect(posts[1]?.thumbnail?.medium).toContain(feedImageKey(`${feeds.base}/images/large.png`));
    expect(posts[1]?.postAuthor.image).toContain(feedImageKey(`${feeds.base}/images/avatar96.png`));
    expect(await blog.categories(tenant, 'en', 12)).toEqual([{ id: '3', name: 'Career & growth', url: 'http://wp.fixture.test/category/career/' }]);
  });
});

describe('a blog that cannot be read', () => {
  it.each([
    ['answers 500', '/down.xml'],
    ['is not well-formed', '/broken.xml'],
    ['is not a feed', '/not-a-feed.xml'],
    ['is larger than a feed is', '/big.xml'],
  ])('is unavailable when it %s, and is not asked again for a minute', async (_case, route) => {
    let now = 0;
    const blog = new FeedBlogSource(`${feeds.base}${route}`, fetch, () => now);
    await expect(blog.posts(tenant, 'en', 5)).rejects.toBeInstanceOf(BlogUnavailable);
    const before = feeds.requests.length;
    now += 59_000;
    await expect(blog.posts(tenant, 'en', 5)).rejects.toBeInstanceOf(BlogUnavailable);
    expect(feeds.requests.length).toBe(before);
    now += 2_000;
    await expect(blog.posts(tenant, 'en', 5)).rejects.toBeInstanceOf(BlogUnavailable);
    expect(feeds.requests.length).toBe(before + 1);
  });
});

describe('the gateway with BLOG_FEED_URL', () => {
  let database: Database;
  let app: FastifyInstance;
  const start = async (blogFeedUrl: string) => {
    app = await createServer({
      gateway: { db: database.db, databaseKind: 'pglite', version: 'test', now: () => new Date(), blogFeedUrl },
      defaultTenant: 'jobboard',
    });
    return app;
  };
  beforeAll(async () => {
    database = await pgliteDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  it('serves the feed’s posts, categories and pictures; a dead blog is a 502 with a message', async () => {
    const gateway = await start(`${feeds.base}/rss.xml`);
    const posts = (await gateway.inject({ url: '/api/jobboard/blog/posts?lang=en&limit=2' })).json<unknown>();
    expect(BlogPostsCodec.is(posts)).toBe(true);
    expect((posts as { title: string }[]).map((post) => post.title)).toEqual(['Newest post', 'A post without a picture']);
    expect(BlogCategoriesCodec.is((await gateway.inject({ url: '/api/jobboard/blog/categories?lang=en' })).json())).toBe(true);
    const picture = await gateway.inject({ url: (posts as { thumbnail: { medium: string } }[])[0]!.thumbnail.medium });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect((await gateway.inject({ url: `/api/blog-images/feed/jobboard/en/${'0'.repeat(32)}` })).statusCode).toBe(404);
    expect((await gateway.inject({ url: '/api/blog-images/feed/nope/en/x' })).statusCode).toBe(404);
    await gateway.close();

    const dead = await start(`${feeds.base}/down.xml`);
    const answer = await dead.inject({ url: '/api/jobboard/blog/posts' });
    expect(answer.statusCode).toBe(502);
    expect(answer.json()).toMatchObject({ error: 'blog-unavailable', message: expect.stringContaining('500') });
  });
});
