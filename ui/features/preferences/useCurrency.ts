import { useCallback } from 'react';
import { useRevalidator } from 'react-router';
import type { CurrencyChoice } from '../../../core/preferences/currencyChoice.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { PreferencesKeys } from '../../../composition/preferences/preferencesKeys.ts';
import { useObservable } from '../../hooks/useObservable.ts';

/**
 * The visitor's currency choice (cookie `currency`) and a way to change it. `serverChoice` is what
 * the server rendered with, so hydration matches; choosing reloads the page data, so listing
 * salaries come back in the new currency.
 */
export function useCurrency(serverChoice: CurrencyChoice | null): readonly [CurrencyChoice | null, (choice: CurrencyChoice) => void] {
  const selection = useUseCase(PreferencesKeys.CurrencySelection);
  const revalidator = useRevalidator();
  const current = useObservable(selection.choice$, serverChoice);
  const choose = useCallback(
    (choice: CurrencyChoice) => {
      if (choice === selection.current) return;
      selection.choose(choice);
      void revalidator.revalidate();
    },
    [selection, revalidator],
  );
  return [current, choose] as const;
}
