import { useFormik } from 'formik';
import { workplaceTypeKeys, type Currency } from '../../../../core/listing/FilterValues.ts';
import { jobLookingStatuses, type Preferences } from '../../../../core/profile/CandidateDocument.ts';
import { availabilityWeeks, PROFILE_LIMITS } from '../../../../core/profile/profileLimits.ts';
import type { Problem } from '../../../../core/profile/rules/Problems.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { EmploymentsEditor } from './EmploymentsEditor.tsx';
import { LanguagesEditor } from './LanguagesEditor.tsx';
import { PickList } from './PickList.tsx';
import { limitOf, problemsOf, toPatch, toValues, type PreferenceChoices, type PreferencesValues } from './preferencesForm.ts';
import { SelectField, TextField, type ShownProblem } from '../portal/ProfileField.tsx';
import { Choices, FieldRow, Fieldset } from '../portal/profileStyles.ts';
import { failureKey } from '../portal/saveOutcome.ts';
import { SaveActions } from '../portal/SaveActions.tsx';
import { SkillsEditor } from './SkillsEditor.tsx';
import { useSaveStatus } from '../portal/useSaveStatus.ts';
import { Card } from '../../../components/Card.ts';

/** What the candidate looks for, the matching's input: saved as a whole (UpdatePreferences). */
export function PreferencesSection({
  preferences,
  choices,
  defaultCurrency,
}: {
  preferences: Preferences;
  choices: PreferenceChoices;
  defaultCurrency: Currency;
}) {
  const { t } = useTexts();
  const update = useUseCase(ProfileKeys.UpdatePreferences);
  const { status, saved, failed, clear } = useSaveStatus();
  const form = useFormik<PreferencesValues>({
    initialValues: toValues(preferences, defaultCurrency),
    validate: problemsOf,
    validateOnBlur: false,
    onSubmit: async (values) => {
      clear();
      await update.execute(toPatch(values)).match(
        () => saved('profile.preferences.saved'),
        (failure) => failed(failureKey(failure)),
      );
    },
  });
  const errors = form.errors as Record<string, Problem | undefined>;
  const problemAt = (path: string): ShownProblem | undefined => {
    const problem = form.submitCount > 0 ? errors[path] : undefined;
    const max = limitOf(path);
    return problem ? { problem, ...(max === undefined ? {} : { max }) } : undefined;
  };
  const set = <K extends keyof PreferencesValues>(field: K, value: PreferencesValues[K]) => void form.setFieldValue(field, value, false);
  const values = form.values;

  return (
    <Card aria-labelledby="preferences-heading" id="preferences" data-testid="preferences-section">
      <h2 id="preferences-heading">{t('profile.preferences.heading')}</h2>
      <p>{t('profile.preferences.lead')}</p>
      <form noValidate onSubmit={form.handleSubmit} data-testid="preferences-form">
        <FieldRow>
          <TextField
            id="position"
            label={t('profile.preferences.position')}
            value={values.position}
            onChange={form.handleChange}
            problem={problemAt('position')}
          />
          <TextField
            id="experienceYears"
            label={t('profile.preferences.experienceYears')}
            inputMode="numeric"
            value={values.experienceYears}
            onChange={form.handleChange}
            problem={problemAt('experienceYears')}
          />
        </FieldRow>
        <TextField
          id="desiredPositions"
          label={t('profile.preferences.desiredPositions')}
          hint={t('profile.preferences.desiredPositionsHint', { max: PROFILE_LIMITS.desiredPositions })}
          value={values.desiredPositions}
          onChange={form.handleChange}
          problem={
            problemAt('desiredPositions') ??
            Object.keys(errors)
              .filter((path) => path.startsWith('desiredPositions.'))
              .map(problemAt)[0]
          }
        />
        <SkillsEditor skills={values.skills} onChange={(skills) => set('skills', skills)} problemAt={problemAt} />
        <EmploymentsEditor
          employments={values.employments}
          onChange={(type, patch) => set('employments', { ...values.employments, [type]: { ...values.employments[type], ...patch } })}
          problemAt={problemAt}
        />
        <h3>{t('profile.preferences.location')}</h3>
        <PickList
          id="residence"
          legend={t('profile.preferences.residences')}
          placeholder={t('profile.preferences.chooseCity')}
          addLabel={t('profile.preferences.addCity')}
          removeLabel={(name) => t('profile.preferences.removeCity', { name })}
          options={choices.cities}
          chosen={values.residences}
          onChange={(residences) => set('residences', residences)}
          problem={problemAt('locations.residences')}
        />
        <Fieldset>
          <legend>{t('profile.preferences.workplaceTypes')}</legend>
          <Choices>
            {workplaceTypeKeys.map((type) => (
              <label key={type}>
                <input
                  type="checkbox"
                  checked={values.workplaceTypes.includes(type)}
                  onChange={(event) =>
                    set(
                      'workplaceTypes',
                      event.target.checked ? [...values.workplaceTypes, type] : values.workplaceTypes.filter((item) => item !== type),
                    )
                  }
                  data-testid={`workplace-${type}`}
                />
                {t(`profile.preferences.workplace.${type}`)}
              </label>
            ))}
          </Choices>
        </Fieldset>
        <LanguagesEditor languages={values.languages} onChange={(languages) => set('languages', languages)} />
        <PickList
          id="category"
          legend={t('profile.preferences.categories')}
          placeholder={t('profile.preferences.chooseCategory')}
          addLabel={t('profile.preferences.addCategory')}
          removeLabel={(name) => t('profile.preferences.removeCategory', { name })}
          options={choices.categories}
          chosen={values.categoryIds}
          onChange={(categoryIds) => set('categoryIds', categoryIds)}
          problem={problemAt('categoryIds')}
        />
        <FieldRow>
          <SelectField
            id="availability"
            label={t('profile.preferences.availability')}
            value={values.availability}
            onChange={(value) => set('availability', value)}
            options={[
              { value: '', label: t('profile.preferences.availabilityOptions.unset') },
              ...availabilityWeeks.map((weeks) => ({ value: String(weeks), label: t(`profile.preferences.availabilityOptions.${weeks}`) })),
            ]}
          />
          <SelectField
            id="jobLooking"
            label={t('profile.preferences.jobLooking')}
            value={values.jobLooking}
            onChange={(value) => set('jobLooking', value)}
            options={[
              { value: '', label: t('profile.preferences.jobLookingOptions.unset') },
              ...jobLookingStatuses.map((status) => ({ value: status, label: t(`profile.preferences.jobLookingOptions.${status}`) })),
            ]}
          />
        </FieldRow>
        {form.submitCount > 0 && Object.keys(errors).length > 0 && (
          <p role="alert" className="error" data-testid="preferences-problems">
            {t('profile.common.fixFields')}
          </p>
        )}
        <SaveActions status={status} testId="preferences" submitting={form.isSubmitting} />
      </form>
    </Card>
  );
}
