import type { Blog } from '../../core/homepage/blog/Blog.ts';
import type { LoadBlog } from '../../core/homepage/blog/LoadBlog.ts';
import type { HomepageOffers } from '../../core/homepage/HomepageOffers.ts';
import type { LoadGridOffers } from '../../core/homepage/LoadGridOffers.ts';
import { token } from '../kernel/Token.ts';

/** The home page's blocks: the blog and the offer grid's public tabs. */
export const HomepageKeys = {
  Blog: token<Blog>('homepage.Blog'),
  HomepageOffers: token<HomepageOffers>('homepage.HomepageOffers'),
  LoadBlog: token<LoadBlog>('homepage.LoadBlog'),
  LoadGridOffers: token<LoadGridOffers>('homepage.LoadGridOffers'),
} as const;
