import { describe, expect, it } from 'vitest';
import { en } from '../../ui/i18n/en/index.ts';
import { pl } from '../../ui/i18n/pl/index.ts';

type Tree = { readonly [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
}

function texts(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)));
}

describe('translations', () => {
  it('have exactly the same keys in Polish and English', () => {
    const polish = keys(pl).sort();
    const english = keys(en).sort();
    expect(english.filter((key) => !polish.includes(key))).toEqual([]);
    expect(polish.filter((key) => !english.includes(key))).toEqual([]);
  });

  it('have no empty text in either language', () => {
    expect(texts(pl).filter((text) => text.trim() === '')).toEqual([]);
    expect(texts(en).filter((text) => text.trim() === '')).toEqual([]);
  });

  it('use the same interpolation variables in both languages', () => {
    const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();
    const englishByKey = new Map(
      keys(en).map((key) => [key, key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, en as Tree) as string]),
    );
    for (const key of keys(pl)) {
      const polish = key.split('.').reduce<Tree | string>((node, part) => (node as Tree)[part]!, pl as Tree) as string;
      expect({ key, vars: variables(englishByKey.get(key) ?? '') }).toEqual({ key, vars: variables(polish) });
    }
  });
});
