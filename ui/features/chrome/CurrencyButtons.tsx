import styled from '@emotion/styled';
import { useTexts } from '../../i18n/useTexts.ts';
import { currencyOptions, currencySelectorVisible } from '../../../core/preferences/currencyChoice.ts';
import { color } from '../../theme/tokens.ts';
import { pillControl } from '../../theme/controls.ts';
import { CurrencyIcon } from '../preferences/index.ts';
import { useCurrency } from '../preferences/index.ts';
import type { ShellData } from '../../app/shellData.ts';

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  button {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 36px;
    padding: 4px 10px;
    ${pillControl}
  }
  button[aria-pressed='true'] {
    border-color: ${color.primary};
    box-shadow: inset 0 0 0 1px ${color.primary};
    font-weight: 700;
  }
`;

/** The footer's currency choice: one pressed-state button per currency, when the tenant shows a currency selector. */
export function CurrencyButtons({ shell }: { shell: ShellData }) {
  const { t } = useTexts();
  const [current, choose] = useCurrency(shell.currency);
  if (!currencySelectorVisible(shell.tenant.flags.currencyDropdown, true)) return null;
  return (
    <Choices role="group" aria-label={t('currency.menu')}>
      {currencyOptions.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === current}
          data-testid={`footer-currency-${option.value}`}
          onClick={() => choose(option.value)}
        >
          <CurrencyIcon currency={option.value} />
          <span aria-hidden="true">{option.value.toUpperCase()}</span>
          <span className="visually-hidden">{t(option.label)}</span>
        </button>
      ))}
    </Choices>
  );
}
