import { alertPageModules } from '../../../../composition/roots/pages/alertPage.ts';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import type { AlertsFailure } from '../../../../core/alerts/AlertFailure.ts';
import { candidateAlertFormErrors } from '../../../../core/alerts/surfaces/alertFormErrors.ts';
import type { SearchDescription } from '../../../../core/alerts/saved-searches/filtersPayload.ts';
import { DEFAULT_FREQUENCY } from '../../../../core/alerts/JobFilter.ts';
import { useContextModules, useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { FailureRegion, Form, FrequencyField, NameField, Submit, translatedErrors } from './alertFormParts.tsx';

interface Values {
  readonly name: string;
  readonly frequency: string;
}

/**
 * The register dialog for a logged-in candidate: name and frequency only. The submit is "create
 * filter plus alert" (CreateCandidateAlert: SaveAlert, then EnableAlert); success closes the dialog
 * and says so in a snackbar, a failure stays in the dialog.
 */
export function CandidateAlertForm({ search, onDone }: { search: SearchDescription; onDone: () => void }) {
  useContextModules(alertPageModules);
  const { t } = useTexts();
  const createAlert = useUseCase(AlertsKeys.CreateCandidateAlert);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const id = useId();
  const [failure, setFailure] = useState<AlertsFailure | null>(null);

  const form = useFormik<Values>({
    initialValues: { name: search.defaultName, frequency: DEFAULT_FREQUENCY },
    validate: (values) => translatedErrors(candidateAlertFormErrors(values), t),
    onSubmit: async (values) => {
      setFailure(null);
      await createAlert.execute({ searchUrl: search.searchUrl, filters: search.filters, name: values.name, frequency: values.frequency }).match(
        () => {
          snackbars.show({ message: 'alertForm.savedSnackbar', variant: 'success', testId: 'alert-saved' });
          onDone();
        },
        (problem) => setFailure(problem),
      );
    },
  });

  return (
    <Form noValidate onSubmit={form.handleSubmit} data-testid="candidate-alert-form">
      <p>{t('alertForm.intro')}</p>
      <NameField form={form} id={`${id}-name`} />
      <FrequencyField form={form} id={`${id}-frequency`} />
      <FailureRegion failure={failure} />
      <Submit type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting} data-testid="alert-submit">
        {form.isSubmitting ? t('alertForm.submitting') : t('alertForm.submit')}
      </Submit>
    </Form>
  );
}
