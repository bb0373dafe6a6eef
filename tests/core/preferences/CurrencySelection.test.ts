import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CookieJarInMemory } from '../../../adapters/in-memory/CookieJarInMemory.ts';
import { CurrencySelection } from '../../../core/preferences/CurrencySelection.ts';
import {
  CURRENCY_COOKIE,
  currencyOptions,
  currencySelectorVisible,
  readCurrencyChoice,
  salaryCurrency,
} from '../../../core/preferences/currencyChoice.ts';

describe('currency selection', () => {
  it('offers pln, eur, usd, gbp, chf and other, each with an icon', () => {
    expect(currencyOptions.map((option) => option.value)).toEqual(['pln', 'eur', 'usd', 'gbp', 'chf', 'other']);
    expect(currencyOptions.every((option) => option.icon !== '')).toBe(true);
  });

  it('shows only with the flag and the prop', () => {
    expect(currencySelectorVisible(true, true)).toBe(true);
    expect(currencySelectorVisible(true, false)).toBe(false);
    expect(currencySelectorVisible(false, true)).toBe(false);
  });

  it('persists the choice in the currency cookie and feeds the listing currency', () => {
    const cookies = new CookieJarInMemory();
    const selection = new CurrencySelection(cookies);
    const seen: unknown[] = [];
    selection.choice$.subscribe((choice) => seen.push(choice));

    selection.choose('eur');

    expect(seen).toEqual([null, 'eur']);
    expect(new CurrencySelection(cookies).current).toBe('eur');
    expect(salaryCurrency('eur', 'pln')).toBe('eur');
    expect(salaryCurrency('other', 'pln')).toBe('pln');
    expect(salaryCurrency(null, 'pln')).toBe('pln');
  });

  it('reads any cookie text without throwing; unknown text is no choice', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const choice = new CurrencySelection(new CookieJarInMemory({ [CURRENCY_COOKIE]: text })).current;
        expect(choice === null || choice === text).toBe(true);
      }),
    );
    expect(readCurrencyChoice('EUR')).toBeNull();
    expect(readCurrencyChoice(undefined)).toBeNull();
  });
});
