import type { BlogCategoryDto, BlogPostDto } from '../../contract/homepage.ts';
import type { Language } from '../listing/offerQuery.ts';
import seededPostsData from './seededPosts.json' with { type: 'json' };

/**
 * The demo blog: the same posts (seededPosts.json) in both languages, on the tenant's own site (its
 * brand home), with thumbnails and author pictures drawn by the gateway (blogImages.ts). Newest first.
 */
interface SeededPost {
  readonly id: string;
  readonly slug: { readonly pl: string; readonly en: string };
  readonly title: { readonly pl: string; readonly en: string };
  readonly description: { readonly pl: string; readonly en: string };
  readonly author: string;
  readonly category: string;
  readonly publishedAt: string;
  /** Null: a post without a picture (the card's placeholder shows). */
  readonly colour: string | null;
}

export const seededAuthors: Readonly<Record<string, { readonly name: string; readonly colour: string }>> = {
  'anna-nowak': { name: 'Anna Nowak', colour: '#0f766e' },
  'piotr-zielinski': { name: 'Piotr Zieliński', colour: '#4338ca' },
  'maria-kowalczyk': { name: 'Maria Kowalczyk', colour: '#9a3412' },
};

const categories: readonly { readonly id: string; readonly slug: { pl: string; en: string }; readonly name: { pl: string; en: string } }[] = [
  { id: 'career', slug: { pl: 'kariera', en: 'career' }, name: { pl: 'Kariera', en: 'Career' } },
  { id: 'salaries', slug: { pl: 'zarobki', en: 'salaries' }, name: { pl: 'Zarobki', en: 'Salaries' } },
  { id: 'recruitment', slug: { pl: 'rekrutacja', en: 'recruitment' }, name: { pl: 'Rekrutacja', en: 'Recruitment' } },
  { id: 'remote-work', slug: { pl: 'praca-zdalna', en: 'remote-work' }, name: { pl: 'Praca zdalna', en: 'Remote work' } },
  { id: 'technology', slug: { pl: 'technologie', en: 'technology' }, name: { pl: 'Technologie', en: 'Technology' } },
];

/** The demo posts, newest first. */
const posts: readonly SeededPost[] = seededPostsData;

/** The demo post whose picture is drawn in this colour, by id. */
export const seededPostColour = (id: string): string | null | undefined => posts.find((post) => post.id === id)?.colour;

const siteOf = (brandHome: string) => brandHome.replace(/\/+$/, '');
const imageUrl = (name: string) => `/api/blog-images/seed/${name}`;

/** The newest `limit` demo posts in `lang`, linked on the tenant's site. */
export function seededPosts(lang: Language, brandHome: string, limit: number): BlogPostDto[] {
  return posts.slice(0, limit).map((post) => {
    const author = seededAuthors[post.author] ?? { name: post.author, colour: '#334155' };
    return {
      id: post.id,
      slug: post.slug[lang],
      url: `${siteOf(brandHome)}/blog/${post.slug[lang]}`,
      title: post.title[lang],
      description: post.description[lang],
      thumbnail: post.colour === null ? null : { medium: imageUrl(`${post.id}-medium.svg`), large: imageUrl(`${post.id}-large.svg`) },
      postAuthor: { name: author.name, url: `${siteOf(brandHome)}/blog/author/${post.author}`, image: imageUrl(`author-${post.author}.svg`) },
      publishedAt: post.publishedAt,
    };
  });
}

/** The demo blog's categories in `lang`. */
export function seededCategories(lang: Language, brandHome: string): BlogCategoryDto[] {
  return categories.map((category) => ({
    id: category.id,
    name: category.name[lang],
    url: `${siteOf(brandHome)}/blog/category/${category.slug[lang]}`,
  }));
}
