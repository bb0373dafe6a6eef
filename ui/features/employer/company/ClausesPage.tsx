import { useFormik } from 'formik';
import type { Clauses } from '../../../../core/employer/company/Company.ts';
import { clauseProblems } from '../../../../core/employer/company/settingsRules.ts';
import { CompanyKeys } from '../../../../composition/employer/companyKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { CheckboxField, TextField } from '../shell/PanelFields.tsx';
import { FormCard } from '../shell/panelStyles.ts';
import { companyFailureKey, companyProblemKey } from './companyFailure.ts';
import { useCompanyPart } from './useCompanyPart.ts';
import { LiveFailure } from '../../../components/LiveFailure.tsx';
import { PanelSubmitButton } from '../shell/PanelSubmitButton.tsx';

interface Values {
  informationClause: string;
  futureConsent: { text: string; enabled: boolean };
  customConsent: { text: string; enabled: boolean };
}

const valuesOf = (clauses: Clauses | null): Values => ({
  informationClause: clauses?.informationClause ?? '',
  futureConsent: { text: clauses?.futureConsent?.text ?? '', enabled: clauses?.futureConsent?.enabled ?? false },
  customConsent: { text: clauses?.customConsent?.text ?? '', enabled: clauses?.customConsent?.enabled ?? false },
});

const clausesOf = (values: Values): Clauses => ({
  informationClause: values.informationClause,
  futureConsent: values.futureConsent,
  customConsent: values.customConsent,
});

/** The default information clause and consents (PATCH /v2/employer-panel/company/clauses), copied into each new offer. */
export function ClausesPage() {
  const { t } = useTexts();
  const { value: clauses, setValue: setClauses, failure, setFailure } = useCompanyPart('clauses');
  const update = useUseCase(CompanyKeys.UpdateClauses);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);

  const form = useFormik<Values>({
    enableReinitialize: true,
    initialValues: valuesOf(clauses),
    validate: (values) => {
      const problems = clauseProblems(clausesOf(values));
      return {
        ...(problems.informationClause ? { informationClause: companyProblemKey(problems.informationClause) } : {}),
        ...(problems.futureConsent ? { futureConsent: { text: companyProblemKey(problems.futureConsent) } } : {}),
        ...(problems.customConsent ? { customConsent: { text: companyProblemKey(problems.customConsent) } } : {}),
      };
    },
    onSubmit: async (values) => {
      setFailure(null);
      await update.execute(clausesOf(values)).match(
        (saved) => {
          setClauses(saved);
          snackbars.show({ message: 'panel.company.saved', variant: 'success' });
        },
        (problem) => setFailure(companyFailureKey(problem)),
      );
    },
  });

  const text = (key: string | undefined) => (key === undefined ? undefined : t(key));
  return (
    <FormCard aria-labelledby="clauses-heading" aria-busy={clauses === null && failure === null}>
      <h2 id="clauses-heading">{t('panel.company.clauses.heading')}</h2>
      <p>{t('panel.company.clauses.lead')}</p>
      {clauses === null && failure === null && <p role="status">{t('panel.loading')}</p>}
      {clauses && (
        <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="clauses-form">
          <TextField
            form={form}
            name="informationClause"
            multiline
            label={t('panel.company.clauses.informationClause')}
            problem={text(form.errors.informationClause)}
          />
          {(['futureConsent', 'customConsent'] as const).map((name) => (
            <fieldset key={name}>
              <legend>{t(`panel.company.clauses.${name}`)}</legend>
              <TextField
                form={form}
                name={`${name}.text`}
                multiline
                label={t('panel.company.clauses.consentText')}
                problem={text(form.errors[name]?.text)}
              />
              <CheckboxField form={form} name={`${name}.enabled`} label={t('panel.company.clauses.consentEnabled')} />
            </fieldset>
          ))}
          <LiveFailure failure={failure && t(failure)} testId="clauses-failure" />
          <PanelSubmitButton submitting={form.isSubmitting} testId="clauses-save">
            {t('panel.company.clauses.save')}
          </PanelSubmitButton>
        </form>
      )}
      {clauses === null && failure && <FormAlert role="alert">{t(failure)}</FormAlert>}
    </FormCard>
  );
}
