import { useFormik } from 'formik';
import { useState } from 'react';
import type { CompanyUser } from '../../../../../core/employer/company/Company.ts';
import type { EmployerRole } from '../../../../../core/employer/EmployerProfile.ts';
import { phoneProblem } from '../../../../../core/employer/accountRules.ts';
import { emailProblem, nameProblem } from '../../../../../core/session/credentials.ts';
import { CompanyKeys } from '../../../../../composition/employer/companyKeys.ts';
import { useUseCase } from '../../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../../composition/ui-state/uiStateKeys.ts';
import { useTexts } from '../../../../i18n/useTexts.ts';
import { AccountTextField } from '../../session/AccountTextField.tsx';
import { SelectField } from '../../shell/PanelFields.tsx';
import { Panel, TwoColumns } from '../../shell/panelStyles.ts';
import { companyFailureKey } from '../companyFailure.ts';
import { LiveFailure } from '../../../../components/LiveFailure.tsx';
import { PanelSubmitButton } from '../../shell/PanelSubmitButton.tsx';

interface Values {
  name: string;
  email: string;
  phone: string;
  role: EmployerRole;
}

const blank: Values = { name: '', email: '', phone: '', role: 'recruiter' };

/** Invites a user by e-mail (POST /v1/users): they choose a password through the link and join with the role given. */
export function InviteUserForm({ onInvited }: { onInvited: (user: CompanyUser) => void }) {
  const { t } = useTexts();
  const invite = useUseCase(CompanyKeys.InviteCompanyUser);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<Values>({
    initialValues: blank,
    validate: (values) => {
      const problems = { name: nameProblem(values.name), email: emailProblem(values.email), phone: phoneProblem(values.phone) };
      return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== undefined));
    },
    onSubmit: async (values, helpers) => {
      setFailure(null);
      await invite.execute({ ...values, phone: values.phone.trim() === '' ? null : values.phone }).match(
        (user) => {
          snackbars.show({ message: 'panel.company.users.invite.sent', values: { email: user.email }, variant: 'success' });
          helpers.resetForm();
          onInvited(user);
        },
        (problem) => setFailure(companyFailureKey(problem)),
      );
    },
  });
  return (
    <Panel as="section" aria-labelledby="invite-heading">
      <h2 id="invite-heading">{t('panel.company.users.invite.heading')}</h2>
      <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="invite-form">
        <TwoColumns>
          <AccountTextField form={form} name="name" autoComplete="off" label={t('panel.company.users.name')} />
          <AccountTextField form={form} name="email" type="email" autoComplete="off" label={t('panel.company.users.email')} />
          <AccountTextField form={form} name="phone" type="tel" autoComplete="off" label={t('panel.company.users.phone')} />
          <SelectField
            form={form}
            name="role"
            label={t('panel.company.users.role')}
            options={(['recruiter', 'admin'] as const).map((role) => ({ value: role, label: t(`panel.company.users.roles.${role}`) }))}
          />
        </TwoColumns>
        <LiveFailure failure={failure && t(failure)} testId="invite-failure" />
        <PanelSubmitButton submitting={form.isSubmitting} testId="invite-submit">
          {t('panel.company.users.invite.submit')}
        </PanelSubmitButton>
      </form>
    </Panel>
  );
}
