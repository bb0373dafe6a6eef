import { useSearchParams } from 'react-router';
import { firstPasswordProblems, type FirstPasswordInput } from '../../../core/session/credentials.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { SessionKeys } from '../../../composition/session/sessionKeys.ts';
import { NewPasswordField } from './AuthForm.tsx';
import { AuthPage } from './AuthPage.tsx';

/**
 * The first password of an account a job alert's "create account" made: the activation e-mail's
 * link carries `candidate-id` and a single-use `code` (the SetFirstPassword use case).
 */
export function SetPasswordPage({ candidateBase, noScript }: { candidateBase: string; noScript: boolean }) {
  const [params] = useSearchParams();
  const setFirstPassword = useUseCase(SessionKeys.SetFirstPassword);
  const candidateId = params.get('candidate-id') ?? '';
  const code = params.get('code') ?? '';
  return (
    <AuthPage<FirstPasswordInput>
      kind="set-password"
      candidateBase={candidateBase}
      noScript={noScript}
      initialValues={{ password: '' }}
      validate={firstPasswordProblems}
      submit={(values) => setFirstPassword.execute({ candidateId, code, password: values.password })}
      fields={(form, problem) => <NewPasswordField form={form} problem={problem('password')} />}
    />
  );
}
