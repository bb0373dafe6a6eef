import { useTexts } from '../../i18n/useTexts.ts';
import { currencyOptions, currencySelectorVisible, type CurrencyChoice } from '../../../core/preferences/currencyChoice.ts';
import { Icon } from '../../components/Icon.tsx';
import { MenuButton, MenuItemButton } from '../../components/MenuButton.tsx';
import { CurrencyIcon } from './CurrencyIcon.tsx';
import { useCurrency } from './useCurrency.ts';

export interface CurrencySelectProps {
  /** The tenant's currencyDropdown flag. */
  readonly enabled: boolean;
  /** The host's wish to show it (engagement.md: a flag plus a prop). */
  readonly showCurrency?: boolean;
  readonly serverChoice: CurrencyChoice | null;
  readonly className?: string;
}

/** The header's currency dropdown: pln, eur, usd, gbp, chf and other, each with its icon. */
export function CurrencySelect({ enabled, showCurrency = true, serverChoice, className }: CurrencySelectProps) {
  const { t } = useTexts();
  const [current, choose] = useCurrency(serverChoice);
  if (!currencySelectorVisible(enabled, showCurrency)) return null;
  const shown = current ?? 'pln';
  return (
    <MenuButton
      className={className}
      testId="currency-menu"
      menuLabel={t('currency.menu')}
      buttonLabel={t('currency.button', { currency: t(`currency.${shown}`) })}
      label={
        <>
          <CurrencyIcon currency={shown} />
          <span aria-hidden="true">{shown.toUpperCase()}</span>
          <Icon name="chevronDown" size={16} />
        </>
      }
    >
      {({ close }) =>
        currencyOptions.map((option) => (
          <MenuItemButton
            key={option.value}
            checked={option.value === current}
            testId={`currency-${option.value}`}
            onClick={() => {
              choose(option.value);
              close();
            }}
          >
            <CurrencyIcon currency={option.value} />
            {t(option.label)}
          </MenuItemButton>
        ))
      }
    </MenuButton>
  );
}
