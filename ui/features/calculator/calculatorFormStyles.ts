import styled from '@emotion/styled';
import { contractKinds } from '../../../core/calculator/CalculatorInput.ts';
import { color, radius } from '../../theme/tokens.ts';
import { textBox } from '../../theme/controls.ts';

/** Options shown only for the contracts they apply to: pure CSS (`:has`), so it works before scripts too. */
const onlyForChosenContract = contractKinds
  .map((kind) => `&:has(.contract-choice[value='${kind}']:checked) [data-for]:not([data-for~='${kind}']) { display: none; }`)
  .join('\n');

/** The form's look: fieldsets, choices with 44 px targets, inputs on the theme's colours. */
export const CalculatorFormBox = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  fieldset {
    /* A fieldset is min-content wide by default: long choice rows would overflow a phone's width. */
    min-width: 0;
    margin: 0;
    padding: 10px 12px 12px;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
  }
  legend {
    padding: 0 4px;
    font-weight: 700;
  }
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0 16px;
  }
  .choice {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    cursor: pointer;
  }
  .field {
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  .hint {
    margin: 0;
    color: ${color.muted};
    font-size: 0.9rem;
  }
  input[type='text'],
  select {
    ${textBox}
    background: ${color.background};
  }
  input[type='radio'],
  input[type='checkbox'] {
    /* WCAG 2.5.8: a target of at least 24 px (the label around it widens the click area further). */
    width: 24px;
    height: 24px;
    flex: none;
    margin: 0;
    accent-color: ${color.primary};
  }
  ${onlyForChosenContract}
`;
