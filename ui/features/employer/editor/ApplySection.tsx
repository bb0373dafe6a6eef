import { useTexts } from '../../../i18n/useTexts.ts';
import { CheckboxField, TextField } from '../shell/PanelFields.tsx';
import { TwoColumns } from '../shell/panelStyles.ts';
import type { EditorSectionProps } from './editorContext.ts';

/** How candidates apply and whom they reach, then the clauses and consents shown with the form. */
export function ApplySection({ form, problem }: Omit<EditorSectionProps, 'dictionaries'>) {
  const { t } = useTexts();
  return (
    <>
      <fieldset>
        <legend>{t('panel.editor.sections.apply')}</legend>
        <p className="help">{t('panel.editor.fields.applyHelp')}</p>
        <TwoColumns>
          <TextField form={form} name="applyUrl" type="url" label={t('panel.editor.fields.applyUrl')} problem={problem('applyUrl')} />
          <TextField form={form} name="applyEmail" type="email" label={t('panel.editor.fields.applyEmail')} problem={problem('applyEmail')} />
          <TextField
            form={form}
            name="contactName"
            autoComplete="name"
            label={t('panel.editor.fields.contactName')}
            problem={problem('contactName')}
          />
          <TextField
            form={form}
            name="contactEmail"
            type="email"
            autoComplete="email"
            label={t('panel.editor.fields.contactEmail')}
            problem={problem('contactEmail')}
          />
          <TextField
            form={form}
            name="contactPhone"
            type="tel"
            autoComplete="tel"
            label={t('panel.editor.fields.contactPhone')}
            problem={problem('contactPhone')}
          />
        </TwoColumns>
        <CheckboxField form={form} name="remoteInterview" label={t('panel.editor.fields.remoteInterview')} />
        <CheckboxField form={form} name="openToHireUkrainians" label={t('panel.editor.fields.openToHireUkrainians')} />
      </fieldset>
      <fieldset>
        <legend>{t('panel.editor.sections.consents')}</legend>
        <TextField
          form={form}
          name="informationClause"
          multiline
          label={t('panel.editor.fields.informationClause')}
          problem={problem('informationClause')}
        />
        {(['futureConsent', 'customConsent'] as const).map((key) => (
          <fieldset key={key}>
            <legend>{t(`panel.editor.fields.${key}`)}</legend>
            <TextField form={form} name={`${key}.text`} multiline label={t('panel.editor.fields.consentText')} problem={problem(`${key}.text`)} />
            <CheckboxField form={form} name={`${key}.enabled`} label={t('panel.editor.fields.consentEnabled')} />
          </fieldset>
        ))}
      </fieldset>
    </>
  );
}
