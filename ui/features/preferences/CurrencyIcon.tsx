import styled from '@emotion/styled';
import type { CurrencyChoice } from '../../../core/preferences/currencyChoice.ts';
import { color, radius } from '../../theme/tokens.ts';

/** Each choice's icon (engagement.md: each with an icon): its symbol in a round badge. */
const symbols: Record<CurrencyChoice, string> = { pln: 'zł', eur: '€', usd: '$', gbp: '£', chf: 'Fr', other: '¤' };

const Round = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  border-radius: ${radius.full};
  border: 1px solid ${color.border};
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 1;
  flex: none;
`;

export function CurrencyIcon({ currency }: { currency: CurrencyChoice }) {
  return (
    <Round aria-hidden="true" data-icon={`currency-${currency}`}>
      {symbols[currency]}
    </Round>
  );
}
