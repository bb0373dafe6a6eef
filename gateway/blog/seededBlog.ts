import type { BlogCategoryDto, BlogPostDto } from '../../contract/homepage.ts';
import type { Language } from '../listing/offerQuery.ts';

/**
 * The demo blog: the same posts in both languages, on the tenant's own site (its brand home), with
 * thumbnails and author pictures drawn by the gateway (blogImages.ts). Newest first.
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

const posts: readonly SeededPost[] = [
  {
    id: 'salary-report-2026',
    slug: { pl: 'raport-zarobkow-it-2026', en: 'it-salary-report-2026' },
    title: { pl: 'Raport zarobków w IT 2026: kto zarabia najwięcej', en: 'IT salary report 2026: who earns the most' },
    description: {
      pl: 'Widełki z tysięcy ofert: jak różnią się stawki na umowie o pracę i na B2B, w dużych miastach i zdalnie.',
      en: 'Ranges from thousands of offers: how pay differs between employment contracts and B2B, in big cities and remotely.',
    },
    author: 'anna-nowak',
    category: 'salaries',
    publishedAt: '2026-01-20T09:00:00.000Z',
    colour: '#b3124a',
  },
  {
    id: 'cv-that-works',
    slug: { pl: 'cv-ktore-dziala', en: 'a-cv-that-works' },
    title: { pl: 'CV, które działa: 7 zasad od rekruterów', en: 'A CV that works: 7 rules from recruiters' },
    description: {
      pl: 'Co rekruter widzi w pierwszych sekundach i jak opisać projekty, żeby zaprosił na rozmowę.',
      en: 'What a recruiter sees in the first seconds, and how to describe your projects so you get the interview.',
    },
    author: 'maria-kowalczyk',
    category: 'recruitment',
    publishedAt: '2026-01-12T09:00:00.000Z',
    colour: '#0b5cad',
  },
  {
    id: 'remote-or-office',
    slug: { pl: 'zdalnie-czy-w-biurze', en: 'remote-or-office' },
    title: { pl: 'Zdalnie czy w biurze? Co wybierają firmy w 2026', en: 'Remote or office? What companies choose in 2026' },
    description: {
      pl: 'Praca hybrydowa wygrywa, ale nie wszędzie. Sprawdzamy, jak zmieniły się oferty w ciągu roku.',
      en: 'Hybrid work wins, but not everywhere. We look at how offers changed over a year.',
    },
    author: 'piotr-zielinski',
    category: 'remote-work',
    publishedAt: '2026-01-05T09:00:00.000Z',
    colour: null,
  },
  {
    id: 'first-job-in-it',
    slug: { pl: 'pierwsza-praca-w-it', en: 'your-first-job-in-it' },
    title: { pl: 'Pierwsza praca w IT: od czego zacząć', en: 'Your first job in IT: where to start' },
    description: {
      pl: 'Staże, projekty na GitHubie i rozmowy techniczne: praktyczny plan dla juniorów.',
      en: 'Internships, GitHub projects and technical interviews: a practical plan for juniors.',
    },
    author: 'anna-nowak',
    category: 'career',
    publishedAt: '2025-12-18T09:00:00.000Z',
    colour: '#5b2bb5',
  },
  {
    id: 'b2b-or-employment',
    slug: { pl: 'b2b-czy-umowa-o-prace', en: 'b2b-or-employment-contract' },
    title: { pl: 'B2B czy umowa o pracę? Policz, zanim podpiszesz', en: 'B2B or employment contract? Do the maths before you sign' },
    description: {
      pl: 'Składki, podatek i dni wolne: porównanie na przykładach, z kalkulatorem wynagrodzeń.',
      en: 'Contributions, tax and days off: a comparison with examples, using the salary calculator.',
    },
    author: 'piotr-zielinski',
    category: 'salaries',
    publishedAt: '2025-12-02T09:00:00.000Z',
    colour: '#047857',
  },
  {
    id: 'languages-2026',
    slug: { pl: 'jezyki-programowania-2026', en: 'programming-languages-2026' },
    title: { pl: 'Języki programowania, których szukają firmy', en: 'The programming languages companies look for' },
    description: {
      pl: 'TypeScript, Java i Python prowadzą, a Rust i Go rosną najszybciej. Dane z ofert.',
      en: 'TypeScript, Java and Python lead, while Rust and Go grow fastest. Data from the offers.',
    },
    author: 'maria-kowalczyk',
    category: 'technology',
    publishedAt: '2025-11-20T09:00:00.000Z',
    colour: '#b45309',
  },
];

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
