import { stripHtml } from '../../http/stripHtml.ts';
import { slugify } from '../../seed/slugify.ts';
import { childNamed, childrenNamed, parseXml, textOf, type XmlElement } from './xml.ts';

/** A post as a feed describes it; image addresses are the blog's own (the gateway serves them through itself). */
export interface FeedPost {
  readonly id: string;
  readonly slug: string;
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
  readonly author: { readonly name: string; readonly url: string | null; readonly image: string | null };
  readonly publishedAt: string;
  readonly categories: readonly string[];
}

export interface FeedCategory {
  readonly id: string;
  readonly name: string;
  readonly url: string;
}

export interface FeedContent {
  readonly posts: readonly FeedPost[];
  readonly categories: readonly FeedCategory[];
}

export class FeedFormatError extends Error {}

const DESCRIPTION_MAX = 240;
const httpUrl = (value: string | undefined): string | null => (value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null);

/** A description as plain text, cut at a word near DESCRIPTION_MAX characters. */
export function shortText(html: string): string {
  const text = stripHtml(html);
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), DESCRIPTION_MAX - 40)).trimEnd()}…`;
}

const firstImageIn = (html: string): string | null => httpUrl(/<img[^>]+src=["']([^"']+)["']/i.exec(html)?.[1]);
const isoDate = (text: string): string => {
  const time = Date.parse(text);
  return Number.isNaN(time) ? new Date(0).toISOString() : new Date(time).toISOString();
};
const slugOfUrl = (url: string): string =>
  slugify(
    url
      .replace(/[?#].*$/, '')
      .replace(/\/+$/, '')
      .split('/')
      .pop() ?? url,
  ) || slugify(url);

/** An image from media:thumbnail, media:content (an image), an image enclosure, or the first <img> of the HTML. */
function imageOf(item: XmlElement, html: string): string | null {
  const thumbnail = childNamed(item, 'media:thumbnail');
  const media = childrenNamed(item, 'media:content').find(
    (content) => (content.attributes['medium'] ?? '') === 'image' || (content.attributes['type'] ?? '').startsWith('image/'),
  );
  const enclosure = childrenNamed(item, 'enclosure').find((content) => (content.attributes['type'] ?? '').startsWith('image/'));
  return httpUrl(thumbnail?.attributes['url']) ?? httpUrl(media?.attributes['url']) ?? httpUrl(enclosure?.attributes['url']) ?? firstImageIn(html);
}

/** A category's address on a WordPress-style site: {site}/category/{slug}/. */
const categoryUrl = (site: string, name: string) => `${site.replace(/\/+$/, '')}/category/${slugify(name)}/`;

function categoriesOf(posts: readonly FeedPost[], site: string, explicit: ReadonlyMap<string, string>): FeedCategory[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const name of post.categories) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([name]) => ({ id: slugify(name), name, url: explicit.get(name) ?? categoryUrl(site, name) }));
}

function readRss(channel: XmlElement, items: readonly XmlElement[]): FeedContent {
  const site = httpUrl(textOf(childNamed(channel, 'link'))) ?? '';
  const posts = items.flatMap((item): FeedPost[] => {
    const url = httpUrl(textOf(childNamed(item, 'link'))) ?? httpUrl(textOf(childNamed(item, 'guid')));
    const title = stripHtml(textOf(childNamed(item, 'title')));
    if (!url || title === '') return [];
    const html = textOf(childNamed(item, 'description')) || textOf(childNamed(item, 'content:encoded'));
    const fullHtml = textOf(childNamed(item, 'content:encoded')) || html;
    return [
      {
        id: textOf(childNamed(item, 'guid')) || url,
        slug: slugOfUrl(url),
        url,
        title,
        description: shortText(html),
        image: imageOf(item, fullHtml),
        author: { name: stripHtml(textOf(childNamed(item, 'dc:creator', 'author'))), url: null, image: null },
        publishedAt: isoDate(textOf(childNamed(item, 'pubDate', 'dc:date'))),
        categories: childrenNamed(item, 'category', 'dc:subject')
          .map((category) => stripHtml(textOf(category)))
          .filter((name) => name !== ''),
      },
    ];
  });
  return { posts, categories: categoriesOf(posts, site, new Map()) };
}

function readAtom(feed: XmlElement): FeedContent {
  const alternate = (element: XmlElement) => {
    const links = childrenNamed(element, 'link');
    const link = links.find((candidate) => (candidate.attributes['rel'] ?? 'alternate') === 'alternate') ?? links[0];
    return httpUrl(link?.attributes['href']);
  };
  const site = alternate(feed) ?? '';
  const explicit = new Map<string, string>();
  const posts = childrenNamed(feed, 'entry').flatMap((entry): FeedPost[] => {
    const url = alternate(entry);
    const title = stripHtml(textOf(childNamed(entry, 'title')));
    if (!url || title === '') return [];
    const html = textOf(childNamed(entry, 'summary')) || textOf(childNamed(entry, 'content'));
    const author = childNamed(entry, 'author') ?? childNamed(feed, 'author');
    const categories = childrenNamed(entry, 'category').flatMap((category) => {
      const name = stripHtml(category.attributes['label'] ?? category.attributes['term'] ?? '');
      const scheme = httpUrl(category.attributes['scheme']);
      if (name !== '' && scheme) explicit.set(name, scheme);
      return name === '' ? [] : [name];
    });
    return [
      {
        id: textOf(childNamed(entry, 'id')) || url,
        slug: slugOfUrl(url),
        url,
        title,
        description: shortText(html),
        image: imageOf(entry, textOf(childNamed(entry, 'content')) || html),
        author: {
          name: stripHtml(textOf(author && childNamed(author, 'name'))),
          url: httpUrl(textOf(author && childNamed(author, 'uri'))),
          image: null,
        },
        publishedAt: isoDate(textOf(childNamed(entry, 'published', 'updated'))),
        categories,
      },
    ];
  });
  return { posts, categories: categoriesOf(posts, site, explicit) };
}

/** An RSS 2.0, RSS 1.0 (RDF) or Atom document, newest post first. Throws FeedFormatError for anything else. */
export function readFeed(xml: string): FeedContent {
  const root = parseXml(xml);
  let content: FeedContent;
  if (root.name === 'rss') {
    const channel = childNamed(root, 'channel');
    if (!channel) throw new FeedFormatError('an RSS feed without a channel');
    content = readRss(channel, childrenNamed(channel, 'item'));
  } else if (root.name === 'rdf:RDF') {
    content = readRss(childNamed(root, 'channel') ?? root, childrenNamed(root, 'item'));
  } else if (root.name === 'feed') {
    content = readAtom(root);
  } else {
    throw new FeedFormatError(`not a feed: the document is <${root.name}>`);
  }
  return { ...content, posts: [...content.posts].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt)) };
}
