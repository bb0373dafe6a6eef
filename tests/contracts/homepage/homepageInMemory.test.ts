import { BlogInMemory } from '../../../adapters/in-memory/homepage/BlogInMemory.ts';
import { HomepageOffersInMemory, type HomepageOffer } from '../../../adapters/in-memory/homepage/HomepageOffersInMemory.ts';
import type { BlogPost } from '../../../core/homepage/blog/Blog.ts';
import { anEmploymentType, anOffer } from '../../core/listing/builders.ts';
import { blogContract } from './blog.contract.ts';
import { homepageOffersContract } from './homepageOffers.contract.ts';

const post = (id: string, day: number, title: string): BlogPost => ({
  id,
  slug: id,
  url: `https://blog.example/${id}`,
  title,
  description: '',
  thumbnail: null,
  postAuthor: { name: 'Author', url: null, image: null },
  publishedAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
});
const content = (language: string) => ({
  posts: [post('a', 3, `A ${language}`), post('c', 9, `C ${language}`), post('b', 5, `B ${language}`)],
  categories: [{ id: 'career', name: 'Career', url: 'https://blog.example/category/career' }],
});

blogContract('BlogInMemory', {
  blog: async () => new BlogInMemory({ pl: content('pl'), en: content('en') }),
  unavailable: async () => new BlogInMemory({ pl: content('pl'), en: content('en') }, true),
});

const noSalary = anEmploymentType({ from: null, to: null });
const board: HomepageOffer[] = Array.from({ length: 12 }, (_, index) => ({
  card: anOffer({
    guid: `offer-${index}`,
    publishedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    citySlug: index % 2 === 0 ? 'krakow' : 'warszawa',
    ...(index % 3 === 0 ? { employmentTypes: [noSalary] } : {}),
  }),
  superOffer: index % 2 === 0,
  views: (index * 7) % 5,
  categories: ['javascript', 'it'],
}));

homepageOffersContract('HomepageOffersInMemory', {
  offers: async () => new HomepageOffersInMemory(board),
  isSuper: (guid) => board.some((offer) => offer.card.guid === guid && offer.superOffer),
  banner: { categoryKey: 'javascript', city: 'krakow' },
});
