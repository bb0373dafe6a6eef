import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmployerKeys } from '../../../../composition/employer/employerKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { FormCard } from '../shell/panelStyles.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

/** `/employer/reset-password?reset_password_token=…`, the link of the reset e-mail. */
export function ResetPasswordPage() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const reset = useUseCase(EmployerKeys.ResetEmployerPassword);
  const [done, setDone] = useState(false);
  const token = params.get('reset_password_token') ?? '';
  return (
    <FormCard aria-labelledby="employer-reset-heading">
      <h1 id="employer-reset-heading">{t('panel.reset.heading')}</h1>
      {token === '' && <FormAlert role="alert">{t('panel.reset.missing')}</FormAlert>}
      {done && (
        <p role="status" data-testid="employer-reset-done">
          {t('panel.reset.done')}
        </p>
      )}
      {token !== '' && !done && (
        <NewPasswordForm
          testId="employer-reset-form"
          submitLabel={t('panel.reset.submit')}
          submit={(values) => reset.execute({ token, ...values }).map(() => setDone(true))}
        />
      )}
      <p className="links">
        <Link to="/employer/login">{t('panel.login.submit')}</Link>
      </p>
    </FormCard>
  );
}
