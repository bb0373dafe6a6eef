import { describe, expect, it } from 'vitest';
import { packVocabulary, unpackVocabulary } from '../../../core/listing/packedVocabulary.ts';
import type { Category } from '../../../core/listing/Offer.ts';
import { aCategory, aCity, aVocabulary } from './builders.ts';

describe('the listing vocabulary packed for a page', () => {
  it('unpacks to the vocabulary it was made from: categories with their children, cities, the configuration', () => {
    const vocabulary = aVocabulary();
    expect(unpackVocabulary(packVocabulary(vocabulary))).toStrictEqual(vocabulary);
  });

  it('keeps every field of a category and of a city, in place', () => {
    const child = aCategory('react', 'React', [], { value: 7, parentKey: 'javascript', parentValue: 3, icon: 'js', isMain: false });
    const linked = aCategory('blog', 'Blog', [], { static: true, redirectTo: 'https://blog.example.com', seoSlug: 'the-blog' });
    const city = aCity('gdansk', 'Gdańsk', { group: 'top', tenantGroup: 'popularPoland', countryCode: 'PL', latitude: 54.35, longitude: 18.65 });
    const vocabulary = aVocabulary({ categories: [aCategory('javascript', 'JavaScript', [child]), linked], cities: [city] });
    expect(unpackVocabulary(packVocabulary(vocabulary))).toStrictEqual(vocabulary);
  });

  it('reads a category the server left without its optional fields as null, as the type says', () => {
    const bare = { ...aCategory('java', 'Java'), redirectTo: undefined, parentKey: undefined } as unknown as Category;
    const [unpacked] = unpackVocabulary(packVocabulary(aVocabulary({ categories: [bare] }))).categories;
    expect([unpacked?.redirectTo, unpacked?.parentKey]).toEqual([null, null]);
  });

  it('keeps a deeper tree in order, each child under the category before it', () => {
    const tree = [aCategory('a', 'A', [aCategory('a1', 'A1', [aCategory('a1x', 'A1x')]), aCategory('a2', 'A2')]), aCategory('b', 'B')];
    expect(unpackVocabulary(packVocabulary(aVocabulary({ categories: tree }))).categories).toStrictEqual(tree);
  });

  it('tells an empty icon from none, and keeps separators inside labels', () => {
    const odd = aCategory('odd', 'C|C++; Go, Rust ~ 100%', [], { icon: '', redirectTo: null });
    const city = aCity('x', 'Ville|Town;, ~%');
    const vocabulary = aVocabulary({ categories: [odd], cities: [city] });
    expect(unpackVocabulary(packVocabulary(vocabulary))).toStrictEqual(vocabulary);
  });

  it('refuses a child that comes before any category it could belong to', () => {
    const [, child = ''] = packVocabulary(aVocabulary({ categories: [aCategory('a', 'A', [aCategory('a1')])] })).categories;
    expect(() => unpackVocabulary({ ...packVocabulary(aVocabulary()), categories: [child] })).toThrow(/deeper/);
  });

  it('names no field of a category or a city', () => {
    const packed = JSON.stringify(packVocabulary(aVocabulary()).categories) + JSON.stringify(packVocabulary(aVocabulary()).cities);
    for (const field of ['seoSlug', 'parentKey', 'children', 'tenantGroup', 'countryCode', 'latitude']) expect(packed).not.toContain(field);
  });
});
