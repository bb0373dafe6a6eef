import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmployerKeys } from '../../../../composition/employer/employerKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { accountFailureKey } from '../shell/failureKey.ts';
import { FormCard } from '../shell/panelStyles.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';

type Outcome =
  { readonly kind: 'working' } | { readonly kind: 'confirmed'; readonly email: string } | { readonly kind: 'failed'; readonly key: string };

/**
 * `/employer/confirm?confirmation_token=…`, the link of the confirmation e-mail: confirms at once
 * (once, also under React's double effects), or, for an invited user (`set_password=1`), after
 * the first password is chosen.
 */
export function ConfirmPage() {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const confirm = useUseCase(EmployerKeys.ConfirmEmployerEmail);
  const token = params.get('confirmation_token') ?? '';
  const setPassword = params.get('set_password') === '1';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    if (token === '' || setPassword || sent.current) return;
    sent.current = true;
    void confirm.execute({ token }).match(
      (confirmed) => setOutcome({ kind: 'confirmed', email: confirmed.email }),
      (failure) => setOutcome({ kind: 'failed', key: accountFailureKey(failure) }),
    );
  }, [confirm, token, setPassword]);

  return (
    <FormCard aria-labelledby="employer-confirm-heading">
      <h1 id="employer-confirm-heading">{t('panel.confirm.heading')}</h1>
      {token === '' && <FormAlert role="alert">{t('panel.confirm.missing')}</FormAlert>}
      {token !== '' && setPassword && outcome.kind === 'working' && (
        <>
          <p>{t('panel.confirm.setPasswordIntro')}</p>
          <NewPasswordForm
            testId="employer-confirm-form"
            submitLabel={t('panel.confirm.submitPassword')}
            submit={(password) => confirm.execute({ token, password }).map((confirmed) => setOutcome({ kind: 'confirmed', email: confirmed.email }))}
          />
        </>
      )}
      <div role="status" aria-live="polite" data-testid="employer-confirm-status">
        {token !== '' && !setPassword && outcome.kind === 'working' && <p>{t('panel.confirm.confirming')}</p>}
        {outcome.kind === 'confirmed' && <p data-testid="employer-confirm-done">{t('panel.confirm.done', { email: outcome.email })}</p>}
      </div>
      {outcome.kind === 'failed' && <FormAlert data-testid="employer-confirm-failure">{t(outcome.key)}</FormAlert>}
      <p className="links">
        <Link to="/employer/login">{t('panel.login.submit')}</Link>
        {outcome.kind === 'failed' && <Link to="/employer/resend-confirmation">{t('panel.login.resend')}</Link>}
      </p>
    </FormCard>
  );
}
