import { describe, expect, it } from 'vitest';
import { externalTarget, INITIAL_CATEGORIES_SHOWN, pickerCategories, visibleCategories } from '../../../core/listing/filters/categoryPicker.ts';
import { seoCitySlugs, seoLinks } from '../../../core/listing/url/seoLinks.ts';
import { aCategory, aCity, aVocabulary, testCategories, testCities } from './builders.ts';

describe('seoLinks', () => {
  const vocabulary = aVocabulary();

  it('links each child category except those whose slug contains "inne"', () => {
    const { categoryLinks } = seoLinks(testCategories.slice(0, 2), vocabulary, 'en');
    expect(categoryLinks.map((link) => [link.slug, link.label, link.href])).toEqual([
      ['react', 'React', '/job-offers/all-locations/javascript/react'],
      ['angular', 'Angular', '/job-offers/all-locations/javascript/angular'],
      ['vue', 'Vue.js', '/job-offers/all-locations/javascript/vue'],
      ['node-js', 'Node.js', '/job-offers/all-locations/javascript/node-js'],
      ['spring', 'Spring', '/job-offers/all-locations/java/spring'],
      ['kotlin', 'Kotlin', '/job-offers/all-locations/java/kotlin'],
    ]);
    expect(categoryLinks.every((link) => link.kind === 'category')).toBe(true);
  });

  it('starts the cities with the remote entry, then the 40 cities in the spec’s order', () => {
    const { cityLinks } = seoLinks([], vocabulary, 'pl');
    expect(cityLinks[0]).toEqual({ kind: 'remote', slug: 'remote', label: null, href: '/oferty-pracy/praca-zdalna' });
    expect(cityLinks.slice(1).map((link) => link.slug)).toEqual(seoCitySlugs);
    expect(cityLinks[1]).toEqual({ kind: 'city', slug: 'warszawa', label: 'Warszawa', href: '/oferty-pracy/warszawa' });
    expect(cityLinks.at(-1)?.href).toBe('/oferty-pracy/elblag');
  });

  it('the 40 cities are the spec’s, first to last', () => {
    expect(seoCitySlugs).toHaveLength(40);
    expect(seoCitySlugs.slice(0, 5)).toEqual(['warszawa', 'krakow', 'bialystok', 'kielce', 'wroclaw']);
    expect(seoCitySlugs.slice(-5)).toEqual(['stargard', 'rybnik', 'kwidzyn', 'zamosc', 'elblag']);
    expect(new Set(seoCitySlugs).size).toBe(40);
  });

  it('leaves out a city the dictionary does not know, rather than linking to a 404', () => {
    const { cityLinks } = seoLinks([], aVocabulary({ cities: [aCity('krakow', 'Kraków')] }), 'en');
    expect(cityLinks.map((link) => link.href)).toEqual(['/job-offers/remote', '/job-offers/krakow']);
  });
});

describe('category picker', () => {
  it('drops "it" from the picker', () => {
    expect(pickerCategories(testCategories).map((category) => category.slug)).toEqual(['javascript', 'java', 'python', 'ux-ui', 'blog']);
  });

  it('shows the first 8, then "show more"; all once expanded', () => {
    const many = ['it', ...Array.from({ length: 10 }, (_, index) => `c${index}`)].map((slug) => aCategory(slug));
    expect(INITIAL_CATEGORIES_SHOWN).toBe(8);
    const collapsed = visibleCategories(many, false);
    expect(collapsed.shown.map((category) => category.slug)).toEqual(['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']);
    expect(collapsed.hasMore).toBe(true);
    const expanded = visibleCategories(many, true);
    expect(expanded.shown).toHaveLength(10);
    expect(expanded.hasMore).toBe(false);
  });

  it('offers no "show more" with 8 or fewer', () => {
    const eight = Array.from({ length: 8 }, (_, index) => aCategory(`c${index}`));
    expect(visibleCategories(eight, false)).toEqual({ shown: eight, hasMore: false });
    const nine = [...eight, aCategory('it')];
    expect(visibleCategories(nine, false)).toEqual({ shown: eight, hasMore: false });
  });

  it('a static category with a redirect opens its external address', () => {
    expect(externalTarget(aCategory('blog', 'Blog', [], { redirectTo: 'https://blog.example.com', static: true }))).toBe('https://blog.example.com');
    expect(externalTarget(aCategory('java'))).toBeNull();
    expect(externalTarget(aCategory('x', 'x', [], { redirectTo: '' }))).toBeNull();
  });

  it('test cities cover the SEO list', () => {
    expect(seoCitySlugs.every((slug) => testCities.some((city) => city.slug === slug))).toBe(true);
  });
});
