import { useFormik } from 'formik';
import { useState } from 'react';
import { allowedMoves, type ApplicationStatus } from '../../../../core/applications/ApplicationStatus.ts';
import type { EmployerApplication } from '../../../../core/applications/EmployerApplications.ts';
import { ApplicationsPanelKeys } from '../../../../composition/applications/applicationsKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';

/**
 * Moves one application along the pipeline: a select of the steps the pipeline allows from where
 * it is (core's allowedMoves), and the change, which e-mails the candidate.
 */
export function StatusForm({ application, onChanged }: { application: EmployerApplication; onChanged: (changed: EmployerApplication) => void }) {
  const { t } = useTexts();
  const change = useUseCase(ApplicationsPanelKeys.ChangeApplicationStatus);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [problem, setProblem] = useState<string | null>(null);
  const moves = allowedMoves(application.status);
  const id = `status-${application.id}`;
  const form = useFormik<{ status: ApplicationStatus }>({
    initialValues: { status: moves[0] ?? application.status },
    enableReinitialize: true,
    onSubmit: async ({ status }) => {
      setProblem(null);
      await change.execute({ application, to: status }).match(
        (changed) => {
          snackbars.show({ message: 'panel.applications.saved', variant: 'success', testId: 'application-status-saved' });
          onChanged(changed);
        },
        (failure) =>
          setProblem(
            failure.kind === 'status-not-allowed'
              ? t('panel.applications.notAllowed', {
                  allowed: failure.allowed.map((allowed) => t(`panel.applications.statuses.${allowed}`)).join(', '),
                })
              : t('panel.applications.statusFailed'),
          ),
      );
    },
  });
  return (
    <form noValidate onSubmit={form.handleSubmit} aria-busy={form.isSubmitting} data-testid="application-status-form">
      <label htmlFor={id}>{t('panel.applications.status')}</label>
      <select
        id={id}
        name="status"
        value={form.values.status}
        onChange={form.handleChange}
        aria-describedby={problem ? `${id}-error` : undefined}
        aria-label={t('panel.applications.statusFor', { name: application.name })}
        data-testid="application-status-select"
      >
        {moves.map((status) => (
          <option key={status} value={status}>
            {t(`panel.applications.statuses.${status}`)}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={form.isSubmitting} data-testid="application-status-save">
        {t('panel.applications.save')}
      </Button>
      {problem && (
        <p className="error" id={`${id}-error`} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
