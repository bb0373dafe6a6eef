import { describe, expect, it } from 'vitest';
import { employerEn } from '../../../ui/i18n/en/employer.ts';
import { en } from '../../../ui/i18n/en/index.ts';
import { employerPl } from '../../../ui/i18n/pl/employer.ts';

type Tree = { readonly [key: string]: string | Tree };
const leaves = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
const variables = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((match) => match[1]).sort();

describe('the employer panel’s texts', () => {
  const polish = new Map(leaves(employerPl as unknown as Tree));
  const english = new Map(leaves(employerEn as unknown as Tree));

  it('have the same keys in Polish and English, none empty, with the same variables', () => {
    expect([...english.keys()].sort()).toEqual([...polish.keys()].sort());
    expect([...polish.values(), ...english.values()].filter((text) => text.trim() === '')).toEqual([]);
    for (const [key, text] of polish) expect({ key, vars: variables(english.get(key) ?? '') }).toEqual({ key, vars: variables(text) });
  });

  it('live under `panel`, a key the page’s own texts do not use (the panel merges both)', () => {
    expect(Object.keys(employerPl)).toEqual(['panel']);
    expect(Object.keys(en)).not.toContain('panel');
  });

  it('are not in the candidate pages’ texts (they come with the panel’s layout loader)', () => {
    const page = JSON.stringify(en);
    expect(page).not.toContain(employerEn.panel.login.heading);
    expect(page).not.toContain(employerEn.panel.editor.payTransparency.text);
  });
});
