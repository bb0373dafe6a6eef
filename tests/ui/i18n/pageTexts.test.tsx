// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { en } from '../../../ui/i18n/en/index.ts';
import {
  adoptInlineTexts,
  completeTexts,
  i18nFor,
  inlineTextsJson,
  INLINE_TEXTS_ID,
  registerTexts,
  textAt,
  textsFor,
  textsVersion,
} from '../../../ui/i18n/texts.ts';
import { EVERY_TEXT, recordTextsWith, type TextsRecorder } from '../../../ui/i18n/usedTexts.ts';
import { useTexts } from '../../../ui/i18n/useTexts.ts';

const Card = () => <p>{useTexts().t('offerCard.company')}</p>;
const Counted = () => <p>{useTexts().t('offerCard.moreLocations', { count: 2 })}</p>;
const Later = () => <p>{useTexts().t('chat.title')}</p>;

afterEach(() => recordTextsWith(() => undefined));

describe('the texts a server render uses', () => {
  it('are noted by key, for the request being rendered, from components and from code without hooks', () => {
    registerTexts('en', en);
    const used: TextsRecorder = { keys: new Set() };
    recordTextsWith(() => used);
    renderToString(
      <I18nextProvider i18n={i18nFor('en')}>
        <Card />
        <Counted />
      </I18nextProvider>,
    );
    expect(textAt('en', 'calculator.description')).toBe(en.calculator.description);
    expect([...used.keys].sort()).toEqual(['calculator.description', 'offerCard.company', 'offerCard.moreLocations']);
  });

  it('are noted again on every render, although the lookups are remembered', () => {
    registerTexts('en', en);
    const first: TextsRecorder = { keys: new Set() };
    const second: TextsRecorder = { keys: new Set() };
    for (const used of [first, second]) {
      recordTextsWith(() => used);
      renderToString(
        <I18nextProvider i18n={i18nFor('en')}>
          <Card />
        </I18nextProvider>,
      );
    }
    expect([...second.keys]).toEqual(['offerCard.company']);
  });

  it('go into the page as those texts only, with their plural forms; every text when the page may show any', () => {
    registerTexts('en', en);
    const plurals = Object.fromEntries(Object.entries(en.offerCard).filter(([key]) => key.startsWith('moreLocations_')));
    expect(Object.keys(plurals).length).toBeGreaterThan(1);
    expect(JSON.parse(inlineTextsJson('en', new Set(['offerCard.company', 'offerCard.moreLocations', 'common.close', 'panel.title'])))).toEqual({
      common: { close: en.common.close },
      offerCard: { company: en.offerCard.company, ...plurals },
    });
    expect(JSON.parse(inlineTextsJson('en', new Set([EVERY_TEXT])))).toEqual(en);
  });

  it('take every text under a key that names a part of the tree, as a copy', () => {
    registerTexts('en', en);
    const block = JSON.parse(inlineTextsJson('en', new Set(['offerCard', 'offerCard.company']))) as typeof en;
    expect(block).toEqual({ offerCard: en.offerCard });
    expect(textsFor('en')).toEqual(en);
  });

  it('never let a text close the block', () => {
    registerTexts('en', { ...en, common: { ...en.common, close: '</script><b>' } });
    expect(inlineTextsJson('en', new Set(['common.close']))).not.toContain('</script>');
    registerTexts('en', en);
  });
});

describe('the browser', () => {
  function pageWithTexts(json: string): Document {
    const page = document.implementation.createHTMLDocument();
    const block = page.createElement('script');
    block.type = 'application/json';
    block.id = INLINE_TEXTS_ID;
    block.textContent = json;
    page.body.append(block);
    return page;
  }

  it('starts with the page’s texts and completes the language in the same object, so the instance sees the rest', async () => {
    await adoptInlineTexts(pageWithTexts(JSON.stringify({ common: en.common, offerCard: { company: en.offerCard.company } })), 'en');
    const texts = textsFor('en');
    expect(Object.keys(texts).sort()).toEqual(['common', 'offerCard']);
    const instance = i18nFor('en');
    await completeTexts('en');
    expect(textsFor('en')).toBe(texts);
    expect(texts).toEqual(en);
    expect(instance.t('chat.title')).toBe(en.chat.title);
    expect(instance.t('offerCard.moreLocations', { count: 2 })).toBe('+2 locations');
  });

  it('shows again what it showed missing once the rest of the language arrives', async () => {
    await adoptInlineTexts(pageWithTexts(JSON.stringify({ offerCard: en.offerCard })), 'en');
    const before = textsVersion.current();
    const Page = () => {
      // The root layout's way (ui/root.tsx): a new instance when the texts shown missing arrive.
      const version = useVersion();
      return (
        <I18nextProvider i18n={i18nFor('en')}>
          <Card />
          <Later key={version} />
        </I18nextProvider>
      );
    };
    render(<Page />);
    expect(screen.getByText('chat.title')).toBeTruthy();
    await act(() => completeTexts('en'));
    expect(textsVersion.current()).toBe(before + 1);
    expect(screen.getByText(en.chat.title)).toBeTruthy();
    expect(screen.getByText(en.offerCard.company)).toBeTruthy();
  });

  it('loads the whole language when the block was left pending or cannot be read', async () => {
    await adoptInlineTexts(pageWithTexts('@jb-texts@'), 'en');
    expect(Object.keys(textsFor('en')).sort()).toEqual(Object.keys(en).sort());
  });
});

import { useSyncExternalStore } from 'react';
function useVersion(): number {
  return useSyncExternalStore(textsVersion.subscribe, textsVersion.current, textsVersion.current);
}
