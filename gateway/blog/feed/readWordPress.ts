import { stripHtml } from '../../http/stripHtml.ts';
import { FeedFormatError, shortText, type FeedCategory, type FeedContent, type FeedPost } from './readFeed.ts';

/**
 * The WordPress REST API (`/wp-json/wp/v2/posts?_embed=1`, `/wp-json/wp/v2/categories`) read into
 * the same shape as a feed. Only the fields used are read, each checked; a post missing its link
 * or title is left out, an answer that is not a list is a FeedFormatError.
 */
type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const rendered = (value: unknown): string => (isObject(value) ? text(value['rendered']) : '');
const httpUrl = (value: unknown): string | null => (typeof value === 'string' && /^https?:\/\//i.test(value) ? value : null);
const first = (value: unknown): Json | undefined => (Array.isArray(value) && isObject(value[0]) ? value[0] : undefined);

function listOf(body: unknown, what: string): Json[] {
  if (!Array.isArray(body)) throw new FeedFormatError(`WordPress ${what}: not a list`);
  return body.filter(isObject);
}

/** The featured image's medium (or larger) size, else its full source. */
function featuredImage(post: Json): string | null {
  const embedded = isObject(post['_embedded']) ? post['_embedded'] : {};
  const media = first(embedded['wp:featuredmedia']);
  if (!media) return null;
  const details = isObject(media['media_details']) ? media['media_details'] : {};
  const sizes = isObject(details['sizes']) ? details['sizes'] : {};
  for (const size of ['medium_large', 'large', 'medium']) {
    const found = isObject(sizes[size]) ? httpUrl((sizes[size] as Json)['source_url']) : null;
    if (found) return found;
  }
  return httpUrl(media['source_url']);
}

function authorOf(post: Json): FeedPost['author'] {
  const embedded = isObject(post['_embedded']) ? post['_embedded'] : {};
  const author = first(embedded['author']);
  const avatars = author && isObject(author['avatar_urls']) ? author['avatar_urls'] : {};
  return { name: stripHtml(text(author?.['name'])), url: httpUrl(author?.['link']), image: httpUrl(avatars['96']) ?? httpUrl(avatars['48']) };
}

export function readWordPress(postsBody: unknown, categoriesBody: unknown): FeedContent {
  const categoryList = listOf(categoriesBody, 'categories');
  const names = new Map(categoryList.map((category) => [String(category['id']), stripHtml(text(category['name']))]));
  const posts = listOf(postsBody, 'posts').flatMap((post): FeedPost[] => {
    const url = httpUrl(post['link']);
    const title = stripHtml(rendered(post['title']));
    if (!url || title === '') return [];
    const date = Date.parse(text(post['date_gmt']) ? `${text(post['date_gmt'])}Z` : text(post['date']));
    return [
      {
        id: String(post['id'] ?? url),
        slug: text(post['slug']) || url,
        url,
        title,
        description: shortText(rendered(post['excerpt'])),
        image: featuredImage(post),
        author: authorOf(post),
        publishedAt: new Date(Number.isNaN(date) ? 0 : date).toISOString(),
        categories: (Array.isArray(post['categories']) ? post['categories'] : []).flatMap((id) => names.get(String(id)) ?? []),
      },
    ];
  });
  const categories: FeedCategory[] = categoryList.flatMap((category) => {
    const url = httpUrl(category['link']);
    const name = stripHtml(text(category['name']));
    return url && name !== '' && Number(category['count'] ?? 1) > 0 ? [{ id: String(category['id']), name, url }] : [];
  });
  return { posts: [...posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)), categories };
}
