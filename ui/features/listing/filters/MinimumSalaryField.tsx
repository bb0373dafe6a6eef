import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import type { SalaryRange } from '../../../../core/listing/FilterValues.ts';
import { salaryBounds, validSalaryRange } from '../../../../core/listing/url/filterRules.ts';
import {
  defaultMinimumSalaryBounds,
  formatMinimumSalary,
  minimumSalaryFieldValue,
  minimumSalaryFromField,
  minimumSalaryInput,
  sanitizeMinimumSalaryText,
} from '../../../../core/listing/filters/minimumSalaryInput.ts';
import { color } from '../../../theme/tokens.ts';
import { compactTextBox } from '../../../theme/controls.ts';
import { useListing } from '../ListingContext.tsx';

const Box = styled.div`
  label {
    display: block;
    font-weight: 700;
    margin-bottom: 4px;
  }
  p {
    margin: 4px 0 0;
    font-size: 0.85rem;
    color: ${color.muted};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  input {
    width: 160px;
    ${compactTextBox}
  }
`;

/**
 * Minimum salary: digits only, up to 2 decimals, thousands spaced, clamped to the bounds and empty
 * for 0 (core's minimumSalaryInput); Enter leaves the field. The range's top stays open.
 */
export function MinimumSalaryField({ salary, onChange }: { salary: SalaryRange | null; onChange: (salary: SalaryRange | null) => void }) {
  const { t } = useTexts();
  const { vocabulary } = useListing();
  const id = useId();
  const hintId = useId();
  const bounds = defaultMinimumSalaryBounds;
  const [text, setText] = useState(() => formatMinimumSalary(minimumSalaryFieldValue(salary?.[0])));

  useEffect(() => setText(formatMinimumSalary(minimumSalaryFieldValue(salary?.[0]))), [salary]);

  const commit = (typed: string) => {
    const { value, text: shown } = minimumSalaryInput(typed, bounds);
    setText(shown);
    const [, max] = salaryBounds(vocabulary.configuration);
    const from = minimumSalaryFromField(value);
    onChange(from === null ? null : validSalaryRange(vocabulary.configuration, [from, max]));
  };

  return (
    <Box>
      <label htmlFor={id}>{t('filters.salary')}</label>
      <Row>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={hintId}
          value={text}
          data-testid="minimum-salary"
          onChange={(event) => setText(sanitizeMinimumSalaryText(event.target.value))}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              event.currentTarget.blur();
            }
          }}
        />
        <span>{t('filters.salaryUnit')}</span>
      </Row>
      <p id={hintId}>{t('filters.salaryHint', { min: bounds.min, max: bounds.max })}</p>
    </Box>
  );
}
