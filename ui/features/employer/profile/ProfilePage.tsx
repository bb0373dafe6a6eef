import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import type { EmployerProfile } from '../../../../core/employer/EmployerProfile.ts';
import { phoneProblem } from '../../../../core/employer/accountRules.ts';
import { nameProblem } from '../../../../core/session/credentials.ts';
import { EmployerKeys } from '../../../../composition/employer/employerKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { AccountTextField } from '../session/AccountTextField.tsx';
import { accountFailureKey } from '../shell/failureKey.ts';
import { SelectField } from '../shell/PanelFields.tsx';
import { FormCard } from '../shell/panelStyles.ts';
import { PanelSubmitButton } from '../shell/PanelSubmitButton.tsx';

interface ProfileValues {
  name: string;
  phone: string;
  language: 'pl' | 'en';
}

/** The panel user's profile (GET /v2/employer-panel/profiles/me), and what they may change (PATCH /v1/profiles/me). */
export function ProfilePage() {
  const { t } = useTexts();
  const load = useUseCase(EmployerKeys.LoadEmployerProfile);
  const update = useUseCase(EmployerKeys.UpdateEmployerProfile);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [profile, setProfile] = useState<EmployerProfile | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    void load.execute().match(setProfile, (problem) => setFailure(accountFailureKey(problem)));
  }, [load]);

  const form = useFormik<ProfileValues>({
    enableReinitialize: true,
    initialValues: { name: profile?.name ?? '', phone: profile?.phone ?? '', language: profile?.language ?? 'pl' },
    validate: (values) => {
      const problems: Partial<Record<keyof ProfileValues, string>> = {};
      const name = nameProblem(values.name);
      const phone = phoneProblem(values.phone);
      if (name) problems.name = name;
      if (phone) problems.phone = phone;
      return problems;
    },
    onSubmit: async (values) => {
      setFailure(null);
      await update.execute(values).match(
        (saved) => {
          setProfile(saved);
          snackbars.show({ message: 'panel.profile.saved', variant: 'success' });
        },
        (problem) => setFailure(accountFailureKey(problem)),
      );
    },
  });

  return (
    <FormCard aria-labelledby="profile-heading" aria-busy={profile === null && failure === null}>
      <h1 id="profile-heading">{t('panel.profile.heading')}</h1>
      {profile === null && failure === null && <p role="status">{t('panel.loading')}</p>}
      {profile && (
        <dl data-testid="profile-facts">
          <dt>{t('panel.profile.email')}</dt>
          <dd>{profile.email}</dd>
          <dt>{t('panel.profile.company')}</dt>
          <dd data-testid="profile-company">{profile.company.name}</dd>
          <dt>{t('panel.profile.role')}</dt>
          <dd>{t(`panel.profile.roles.${profile.role}`)}</dd>
        </dl>
      )}
      {profile && (
        <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="profile-form">
          <AccountTextField form={form} name="name" autoComplete="name" label={t('panel.profile.name')} />
          <AccountTextField form={form} name="phone" type="tel" autoComplete="tel" label={t('panel.profile.phone')} />
          <SelectField
            form={form}
            name="language"
            label={t('panel.profile.language')}
            options={(['pl', 'en'] as const).map((value) => ({ value, label: t(`panel.profile.languages.${value}`) }))}
          />
          <PanelSubmitButton submitting={form.isSubmitting} testId="profile-save">
            {t('panel.profile.save')}
          </PanelSubmitButton>
        </form>
      )}
      <div aria-live="assertive">{failure && <FormAlert role="alert">{t(failure)}</FormAlert>}</div>
    </FormCard>
  );
}
