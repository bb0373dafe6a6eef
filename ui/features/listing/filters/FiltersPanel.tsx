import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { hasAnyFilter } from '../../../../core/listing/filters/activeFilterCount.ts';
import { multiselectFields, type FilterValues, type MultiselectField } from '../../../../core/listing/FilterValues.ts';
import { knownOptions } from '../../../../core/listing/url/filterRules.ts';
import { Button, PrimaryButton } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { color, radius } from '../../../theme/tokens.ts';
import { useFailureText } from '../../../components/FailureNotice.tsx';
import { useFilterNavigation, useListing } from '../ListingContext.tsx';
import { MinimumSalaryField } from './MinimumSalaryField.tsx';
import { MultiselectFilter } from './MultiselectFilter.tsx';
import { useAutoApply } from './useAutoApply.ts';
import { useCountPreview } from './useCountPreview.ts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 32px;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${color.primary};
  }
`;

const Preview = styled.p`
  margin: 0;
  padding: 8px 12px;
  border-radius: ${radius.sm};
  background: ${color.background};
  color: ${color.text};
`;

/**
 * More filters, in a modal (640 px) or, on small screens, a side drawer (426 px), opened by the
 * URL hash. The form edits a copy of the URL's values: submit pushes their URL, clear goes back to
 * the URL's values, closing drops the hash. With auto-apply on, the URL follows 1 s after the last
 * change. A live count (500 ms after a change) says what submitting would show.
 */
export function FiltersPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTexts();
  const { filters, vocabulary, tenant } = useListing();
  const { go, urlFor } = useFilterNavigation();
  const describeFailure = useFailureText();
  const formId = useId();
  const [draft, setDraft] = useState<FilterValues>(filters);
  const [autoApply, setAutoApply] = useState(false);

  // New URL values (back, auto-apply, a quick switch) become the form's values.
  useEffect(() => setDraft(filters), [filters]);

  const preview = useCountPreview(draft, tenant.flags.countAllBoardOffers, (values) => !hasAnyFilter(values));
  useAutoApply(draft, autoApply, (values) => {
    // The URL's own values coming back after an apply must not apply again.
    if (urlFor(values) !== urlFor(filters)) go(values, { keepHash: true });
  });

  const toggle = (field: MultiselectField, option: string) =>
    setDraft((current) => {
      const chosen: readonly string[] = current[field];
      const next = chosen.includes(option) ? chosen.filter((value) => value !== option) : [...chosen, option];
      return { ...current, [field]: knownOptions(vocabulary.configuration, field).filter((known) => next.includes(known)) };
    });

  const previewText =
    preview.state === 'counting'
      ? t('filters.counting')
      : preview.state === 'failed'
        ? `${t('filters.countFailed')}: ${describeFailure(preview.failure)}`
        : preview.allBoards
          ? t('filters.allBoardsCount', { count: preview.count })
          : t('filters.count', { count: preview.count });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('filters.title')}
      width={640}
      placementBelowSm="right"
      widthBelowSm={426}
      testId="filters-panel"
      footer={
        <>
          <Button type="button" onClick={() => setDraft(filters)} data-testid="filters-clear">
            {t('filters.clear')}
          </Button>
          <PrimaryButton type="submit" form={formId} data-testid="filters-submit">
            {preview.state === 'counted' && !preview.allBoards ? t('filters.submitCount', { count: preview.count }) : t('filters.submit')}
          </PrimaryButton>
        </>
      }
    >
      <Form
        id={formId}
        onSubmit={(event) => {
          event.preventDefault();
          go(draft);
        }}
      >
        {multiselectFields.map((field) => (
          <MultiselectFilter
            key={field}
            field={field}
            options={knownOptions(vocabulary.configuration, field)}
            chosen={draft[field]}
            onToggle={(option) => toggle(field, option)}
            chips={tenant.flags.moreFiltersChipSelect}
          />
        ))}
        <MinimumSalaryField salary={draft.salary} onChange={(salary) => setDraft((current) => ({ ...current, salary }))} />
        <fieldset>
          <legend>{t('filters.other')}</legend>
          {(['withSalary', 'ukraineFriendly'] as const).map((flag) => (
            <Check key={flag}>
              <input
                type="checkbox"
                checked={draft[flag]}
                onChange={(event) => setDraft((current) => ({ ...current, [flag]: event.target.checked }))}
              />
              {t(`filters.${flag}`)}
            </Check>
          ))}
        </fieldset>
        <Check>
          <input type="checkbox" checked={autoApply} onChange={(event) => setAutoApply(event.target.checked)} data-testid="filters-auto-apply" />
          {t('filters.autoApply')}
        </Check>
        <Preview role="status" data-testid="filters-count">
          {previewText}
        </Preview>
      </Form>
    </Dialog>
  );
}
