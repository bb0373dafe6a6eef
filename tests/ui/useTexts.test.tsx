// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../../ui/i18n/en/index.ts';
import { pl } from '../../ui/i18n/pl/index.ts';
import { i18nFor, registerTexts } from '../../ui/i18n/texts.ts';
import { textsOf, useTexts } from '../../ui/i18n/useTexts.ts';

function instanceWith(translation: Record<string, string>) {
  const instance = i18next.createInstance();
  void instance.init({ resources: { en: { translation } }, lng: 'en', initAsync: false, interpolation: { escapeValue: false } });
  return instance;
}

describe('useTexts', () => {
  it('translates with the instance the provider gives', () => {
    const Greeting = () => <p>{useTexts().t('hello', { name: 'Ala' })}</p>;
    render(
      <I18nextProvider i18n={instanceWith({ hello: 'Hello, {{name}}' })}>
        <Greeting />
      </I18nextProvider>,
    );
    expect(screen.getByText('Hello, Ala')).toBeTruthy();
  });

  it('looks a text asked for by key alone up once, and one with plain options once per set of values', () => {
    const instance = instanceWith({ title: 'Offers', count_one: '{{count}} offer', count_other: '{{count}} offers' });
    const translate = vi.spyOn(instance, 't');
    const { t } = textsOf(instance);
    expect([t('title'), t('title'), t('title')]).toEqual(['Offers', 'Offers', 'Offers']);
    expect(translate).toHaveBeenCalledTimes(1);
    expect([t('count', { count: 1 }), t('count', { count: 3 })]).toEqual(['1 offer', '3 offers']);
    expect(translate).toHaveBeenCalledTimes(3);
    // A count written as text is another call (i18next finds no plural for it), not the remembered one.
    expect([t('count', { count: 1 }), t('count', { count: 3 }), t('count', { count: '3' })]).toEqual(['1 offer', '3 offers', 'count']);
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('asks i18next every time for options holding an object or a default, and for a text not found', () => {
    const instance = instanceWith({ hello: 'Hello, {{name.first}}' });
    const translate = vi.spyOn(instance, 't');
    const { t } = textsOf(instance);
    expect([t('hello', { name: { first: 'Ala' } }), t('hello', { name: { first: 'Ola' } })]).toEqual(['Hello, Ala', 'Hello, Ola']);
    expect([t('missing', { defaultValue: 'One' }), t('missing', { defaultValue: 'Two' })]).toEqual(['One', 'Two']);
    expect([t('absent', { count: 1 }), t('absent', { count: 1 })]).toEqual(['absent', 'absent']);
    expect(translate).toHaveBeenCalledTimes(6);
  });

  it('keeps one set of texts per instance and never mixes two instances', () => {
    const first = instanceWith({ title: 'First' });
    const second = instanceWith({ title: 'Second' });
    expect(textsOf(first)).toBe(textsOf(first));
    expect([textsOf(first).t('title'), textsOf(second).t('title')]).toEqual(['First', 'Second']);
  });
});

describe('i18nFor', () => {
  it('shares one instance per language, each in its own language', () => {
    registerTexts('pl', pl);
    registerTexts('en', en);
    expect(i18nFor('pl')).toBe(i18nFor('pl'));
    expect(i18nFor('pl')).not.toBe(i18nFor('en'));
    expect([i18nFor('pl').language, i18nFor('en').language]).toEqual(['pl', 'en']);
    expect(i18nFor('en').t('common.close')).toBe(en.common.close);
    expect(i18nFor('pl').t('common.close')).toBe(pl.common.close);
  });
});

describe('the UI', () => {
  it('asks for texts through useTexts only (ADR 17)', () => {
    const uiDir = path.resolve(import.meta.dirname, '../../ui');
    const sources = readdirSync(uiDir, { recursive: true, encoding: 'utf8' }).filter((file) => /\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(50);
    const usingTheHook = sources.filter((file) => /\buseTranslation\s*\(/.test(readFileSync(path.join(uiDir, file), 'utf8')));
    expect(usingTheHook).toEqual([]);
  });
});
