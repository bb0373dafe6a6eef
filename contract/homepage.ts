import * as t from 'io-ts';
import { OfferListItemCodec } from './listing.ts';
import { CurrencyKeyCodec, LanguageCodec } from './listingKeys.ts';
import { QueryCommaList, queryKey, QueryNumber, QueryText } from './queryParameters.ts';
import { nullable } from './nullable.ts';

/**
 * The home page's calls: super offers, offer banners and the blog. Offers are the listing's offer
 * list items (contract/listing.ts), so a card renders them the same everywhere.
 */

/** platform.md 9: featured offers limit 20. */
export const SUPER_OFFERS_LIMIT_MAX = 20;
/** At most this many offer banners answer one call. */
export const BANNERS_MAX = 3;

/** GET /job-advertisements/super-offers/latest?limit&currency&lang: the newest super offers. */
export const SuperOffersCodec = t.array(OfferListItemCodec);
export const SuperOffersQuery = t.partial({ limit: QueryNumber, currency: queryKey(CurrencyKeyCodec), lang: queryKey(LanguageCodec) });

/** A promoted offer shown as a banner for a category and cities. */
export const OfferBannerCodec = t.type({ categoryKey: t.string, offer: OfferListItemCodec });
export type OfferBannerDto = t.TypeOf<typeof OfferBannerCodec>;
/** GET /job-advertisements/banners?categoryKey&cities: up to BANNERS_MAX, newest first. */
export const OfferBannersCodec = t.array(OfferBannerCodec);
export const OfferBannersQuery = t.partial({
  categoryKey: QueryText,
  cities: QueryCommaList,
  currency: queryKey(CurrencyKeyCodec),
  lang: queryKey(LanguageCodec),
});

/** The spec's blog post: a card with its thumbnail and author. */
export const BlogPostCodec = t.type({
  id: t.string,
  slug: t.string,
  url: t.string,
  title: t.string,
  description: t.string,
  /** Null: no image (the card shows a placeholder). */
  thumbnail: nullable(t.type({ medium: t.string, large: t.string })),
  postAuthor: t.type({ name: t.string, url: nullable(t.string), image: nullable(t.string) }),
  /** ISO 8601. */
  publishedAt: t.string,
});
export type BlogPostDto = t.TypeOf<typeof BlogPostCodec>;

/** The spec's blog category. */
export const BlogCategoryCodec = t.type({ id: t.string, name: t.string, url: t.string });
export type BlogCategoryDto = t.TypeOf<typeof BlogCategoryCodec>;

/** One featured post plus at most four more (engagement.md 9). */
export const BLOG_POSTS_MAX = 5;
export const BLOG_CATEGORIES_MAX = 12;

/** GET /blog/posts?lang&limit: newest first, the first one featured. */
export const BlogPostsCodec = t.array(BlogPostCodec);
/** GET /blog/categories?lang. */
export const BlogCategoriesCodec = t.array(BlogCategoryCodec);
export const BlogQuery = t.partial({ lang: queryKey(LanguageCodec), limit: QueryNumber });
