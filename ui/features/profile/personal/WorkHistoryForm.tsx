import { useFormik } from 'formik';
import { useMemo } from 'react';
import type { WorkHistoryEntry, WorkHistoryFields } from '../../../../core/profile/CandidateDocument.ts';
import { PROFILE_LIMITS } from '../../../../core/profile/profileLimits.ts';
import type { Problem } from '../../../../core/profile/rules/Problems.ts';
import { monthOf, workHistoryProblems } from '../../../../core/profile/rules/workHistoryRules.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { SelectField, TextField, type ShownProblem } from '../portal/ProfileField.tsx';
import { Choices, FieldRow, Fieldset } from '../portal/profileStyles.ts';
import { failureKey } from '../portal/saveOutcome.ts';
import { SaveActions } from '../portal/SaveActions.tsx';
import { useSaveStatus } from '../portal/useSaveStatus.ts';
import { monthNames } from '../../../i18n/monthYear.ts';

interface EntryValues {
  title: string;
  companyName: string;
  description: string;
  startMonth: string;
  startYear: string;
  endMonth: string;
  endYear: string;
  current: boolean;
}

const year = (text: string) => (/^\d{4}$/.test(text.trim()) ? Number(text) : Number.NaN);

function toFields(values: EntryValues): WorkHistoryFields {
  return {
    title: values.title,
    companyName: values.companyName,
    description: values.description,
    period: {
      start: { year: year(values.startYear), month: Number(values.startMonth) },
      end: values.current ? null : { year: year(values.endYear), month: Number(values.endMonth) },
    },
  };
}

function toValues(entry: WorkHistoryEntry | null, today: { year: number; month: number }): EntryValues {
  const start = entry?.period.start ?? today;
  const end = entry?.period.end ?? today;
  return {
    title: entry?.title ?? '',
    companyName: entry?.companyName ?? '',
    description: entry?.description ?? '',
    startMonth: String(start.month),
    startYear: entry ? String(start.year) : '',
    endMonth: String(end.month),
    endYear: entry?.period.end ? String(end.year) : '',
    current: entry !== null && entry.period.end === null,
  };
}

const limits: Record<string, number> = {
  title: PROFILE_LIMITS.titleLength,
  companyName: PROFILE_LIMITS.companyNameLength,
  description: PROFILE_LIMITS.descriptionLength,
};

/** Adds a position or edits one: title, company, description, start and end month and year, or an open end. */
export function WorkHistoryForm({
  entry,
  language,
  onDone,
}: {
  entry: WorkHistoryEntry | null;
  language: Language;
  onDone: (savedId: string | null) => void;
}) {
  const { t } = useTexts();
  const add = useUseCase(ProfileKeys.AddWorkHistoryEntry);
  const update = useUseCase(ProfileKeys.UpdateWorkHistoryEntry);
  const { status, failed, clear } = useSaveStatus();
  const today = useMemo(() => monthOf(new Date()), []);
  const months = useMemo(() => monthNames(language).map((name, index) => ({ value: String(index + 1), label: name })), [language]);
  const form = useFormik<EntryValues>({
    initialValues: toValues(entry, today),
    validate: (values) => workHistoryProblems(toFields(values), today),
    onSubmit: async (values) => {
      clear();
      const fields = toFields(values);
      const saving = entry ? update.execute({ ...fields, id: entry.id }) : add.execute(fields);
      await saving.match(
        (saved) => onDone(saved.id),
        (failure) => failed(failureKey(failure)),
      );
    },
  });
  const errors = form.errors as Record<string, Problem | undefined>;
  const problemAt = (path: string, touched: boolean): ShownProblem | undefined => {
    const problem = touched || form.submitCount > 0 ? errors[path] : undefined;
    return problem ? { problem, ...(limits[path] === undefined ? {} : { max: limits[path] }) } : undefined;
  };
  const prefix = entry ? `entry-${entry.id}` : 'entry-new';
  /** The month and year the position started or ended. */
  const periodEnd = (end: 'start' | 'end') => (
    <Fieldset>
      <legend>{t(`profile.workHistory.${end}`)}</legend>
      <FieldRow>
        <SelectField
          id={`${prefix}-${end}-month`}
          label={t('profile.workHistory.month')}
          value={form.values[`${end}Month`]}
          onChange={(value) => void form.setFieldValue(`${end}Month`, value)}
          options={months}
        />
        <TextField
          id={`${prefix}-${end}-year`}
          inputMode="numeric"
          label={t('profile.workHistory.year')}
          {...form.getFieldProps(`${end}Year`)}
          problem={problemAt(`period.${end}`, form.touched[`${end}Year`] === true)}
        />
      </FieldRow>
    </Fieldset>
  );
  return (
    <form noValidate onSubmit={form.handleSubmit} data-testid="work-history-form" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>{t(entry ? 'profile.workHistory.editHeading' : 'profile.workHistory.addHeading')}</h3>
      <FieldRow>
        <TextField
          id={`${prefix}-title`}
          label={t('profile.workHistory.title')}
          {...form.getFieldProps('title')}
          problem={problemAt('title', form.touched.title === true)}
          required
        />
        <TextField
          id={`${prefix}-company`}
          label={t('profile.workHistory.companyName')}
          {...form.getFieldProps('companyName')}
          problem={problemAt('companyName', form.touched.companyName === true)}
          required
        />
      </FieldRow>
      <TextField
        id={`${prefix}-description`}
        multiline
        label={t('profile.workHistory.description')}
        {...form.getFieldProps('description')}
        problem={problemAt('description', form.touched.description === true)}
      />
      {periodEnd('start')}
      <Choices>
        <label>
          <input type="checkbox" name="current" checked={form.values.current} onChange={form.handleChange} data-testid={`${prefix}-current`} />
          {t('profile.workHistory.current')}
        </label>
      </Choices>
      {!form.values.current && periodEnd('end')}
      <SaveActions status={status} testId="work-history" submitting={form.isSubmitting}>
        <Button type="button" onClick={() => onDone(null)}>
          {t('profile.common.cancel')}
        </Button>
      </SaveActions>
    </form>
  );
}
