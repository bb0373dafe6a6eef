import { alertPageModules } from '../../../../composition/roots/pages/alertPage.ts';
import { useFormik, type FormikProps } from 'formik';
import { useId, useState } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import type { AlertsFailure } from '../../../../core/alerts/AlertFailure.ts';
import { guestAlertFormErrors } from '../../../../core/alerts/surfaces/alertFormErrors.ts';
import { guestAlertFormDefaults, type GuestAlertForm as GuestAlertValues } from '../../../../core/alerts/alertRules.ts';
import type { SearchDescription } from '../../../../core/alerts/saved-searches/filtersPayload.ts';
import { useContextModules, useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { Switch } from '../../../components/Switch.ts';
import {
  CheckField,
  errorAttributes,
  FailureRegion,
  InputField,
  FieldError,
  Form,
  FrequencyField,
  NameField,
  shownError,
  Submit,
  translatedErrors,
} from './alertFormParts.tsx';

/** Where the privacy-policy checkbox links to. */
export const PRIVACY_POLICY_PATH = '/privacy';

type Values = Required<GuestAlertValues>;

/**
 * The register dialog's guest form (spec section 5): the rules of core are checked on blur and on
 * submit, before any call; the submit is CreateGuestAlert. Success asks the guest to open the
 * activation e-mail; a failure is said above the button and the typed values stay.
 */
export function GuestAlertForm({ search, onDone }: { search: SearchDescription; onDone: () => void }) {
  useContextModules(alertPageModules);
  const { t } = useTexts();
  const createGuestAlert = useUseCase(AlertsKeys.CreateGuestAlert);
  const id = useId();
  const [failure, setFailure] = useState<AlertsFailure | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const form = useFormik<Values>({
    initialValues: guestAlertFormDefaults(search.defaultName),
    validate: (values) => translatedErrors(guestAlertFormErrors(values), t),
    onSubmit: async (values) => {
      setFailure(null);
      await createGuestAlert.execute({ searchUrl: search.searchUrl, filters: search.filters, form: values }).match(
        () => setSentTo(values.email.trim()),
        (problem) => setFailure(problem),
      );
    },
  });

  if (sentTo !== null) {
    return (
      <div role="status" data-testid="alert-created">
        <h3>{t('alertForm.successTitle')}</h3>
        <p>{t('alertForm.successText', { email: sentTo })}</p>
        <Submit type="button" onClick={onDone} data-testid="alert-created-close">
          {t('alertForm.done')}
        </Submit>
      </div>
    );
  }

  const privacyId = `${id}-privacy`;
  const privacyError = shownError(form, 'privacyPolicy');
  return (
    <Form noValidate onSubmit={form.handleSubmit} data-testid="guest-alert-form">
      <p>{t('alertForm.intro')}</p>
      <NameField form={form} id={`${id}-name`} />
      <InputField form={form} id={`${id}-email`} name="email" type="email" autoComplete="email" label={t('alertForm.email')} testId="alert-email" />
      <FrequencyField form={form} id={`${id}-frequency`} />
      <CheckField>
        <div className="row">
          <input
            id={privacyId}
            name="privacyPolicy"
            type="checkbox"
            checked={form.values.privacyPolicy}
            onChange={form.handleChange}
            onBlur={form.handleBlur}
            required
            data-testid="alert-privacy"
            {...errorAttributes(privacyId, privacyError)}
          />
          <label htmlFor={privacyId}>
            {t('alertForm.privacyBefore')}{' '}
            <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener noreferrer">
              {t('alertForm.privacyLink')}
            </a>{' '}
            {t('alertForm.privacyAfter')}
          </label>
        </div>
        {privacyError !== undefined && <FieldError id={`${privacyId}-error`}>{privacyError}</FieldError>}
      </CheckField>
      <SwitchField form={form} name="marketingAgreement" label={t('alertForm.marketing')} testId="alert-marketing" />
      <SwitchField form={form} name="createAccount" label={t('alertForm.createAccount')} testId="alert-create-account" />
      <FailureRegion failure={failure} />
      <Submit type="submit" disabled={form.isSubmitting} aria-busy={form.isSubmitting} data-testid="alert-submit">
        {form.isSubmitting ? t('alertForm.submitting') : t('alertForm.submit')}
      </Submit>
    </Form>
  );
}

/** An optional agreement as a switch (off by default), bound to a boolean field of the form. */
function SwitchField<V extends Record<N, boolean>, N extends keyof V & string>({
  form,
  name,
  label,
  testId,
}: {
  form: FormikProps<V>;
  name: N;
  label: string;
  testId: string;
}) {
  return (
    <div>
      <Switch
        type="button"
        role="switch"
        aria-checked={form.values[name]}
        onClick={() => void form.setFieldValue(name, !form.values[name], false)}
        data-testid={testId}
      >
        {label}
      </Switch>
    </div>
  );
}
