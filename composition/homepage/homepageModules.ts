import { BlogHttp } from '../../adapters/http/homepage/BlogHttp.ts';
import { HomepageOffersHttp } from '../../adapters/http/homepage/HomepageOffersHttp.ts';
import { BlogInMemory } from '../../adapters/in-memory/homepage/BlogInMemory.ts';
import { HomepageOffersInMemory } from '../../adapters/in-memory/homepage/HomepageOffersInMemory.ts';
import type { Blog } from '../../core/homepage/blog/Blog.ts';
import { LoadBlog } from '../../core/homepage/blog/LoadBlog.ts';
import type { HomepageOffers } from '../../core/homepage/HomepageOffers.ts';
import { LoadGridOffers } from '../../core/homepage/LoadGridOffers.ts';
import { adapterModule } from '../kernel/adapterModule.ts';
import { contextModule, pick, type ContextModule } from '../kernel/ContextModule.ts';
import { provideClass } from '../kernel/provide.ts';
import { httpAdapterDeps } from '../shared/sharedKeys.ts';
import { HomepageKeys as K } from './homepageKeys.ts';

/** The home page's use cases: the same in every root. */
export const homepageUseCases: ContextModule = contextModule('homepage.useCases', pick(K, 'LoadBlog', 'LoadGridOffers'), (container) => {
  provideClass(container, K.LoadBlog, LoadBlog, [K.Blog]);
  provideClass(container, K.LoadGridOffers, LoadGridOffers, [K.HomepageOffers]);
});

/**
 * The blog and the offer lists over the gateway. The blog's source (the demo blog or a real feed,
 * BLOG_FEED_URL) is the gateway's choice, so every root reads the same posts.
 */
export const homepageHttp: ContextModule = adapterModule('homepage.http', K, httpAdapterDeps, { Blog: BlogHttp, HomepageOffers: HomepageOffersHttp });

export interface HomepageTestPorts {
  readonly blog?: Blog;
  readonly homepageOffers?: HomepageOffers;
}

/** The home page's ports in memory: an empty blog and board unless the test gives its own. */
export const homepageInMemory = (ports: HomepageTestPorts): ContextModule =>
  contextModule('homepage.inMemory', pick(K, 'Blog', 'HomepageOffers'), (container) => {
    container.bind(K.Blog).toConstantValue(ports.blog ?? new BlogInMemory({ pl: { posts: [], categories: [] }, en: { posts: [], categories: [] } }));
    container.bind(K.HomepageOffers).toConstantValue(ports.homepageOffers ?? new HomepageOffersInMemory([]));
  });
