import { useTexts } from '../../../i18n/useTexts.ts';
import { CheckboxField, TextField } from '../shell/PanelFields.tsx';
import { EditorTextField } from './EditorFields.tsx';
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
          <EditorTextField form={form} problem={problem} name="applyUrl" type="url" />
          <EditorTextField form={form} problem={problem} name="applyEmail" type="email" />
          <EditorTextField form={form} problem={problem} name="contactName" autoComplete="name" />
          <EditorTextField form={form} problem={problem} name="contactEmail" type="email" autoComplete="email" />
          <EditorTextField form={form} problem={problem} name="contactPhone" type="tel" autoComplete="tel" />
        </TwoColumns>
        <CheckboxField form={form} name="remoteInterview" label={t('panel.editor.fields.remoteInterview')} />
        <CheckboxField form={form} name="openToHireUkrainians" label={t('panel.editor.fields.openToHireUkrainians')} />
      </fieldset>
      <fieldset>
        <legend>{t('panel.editor.sections.consents')}</legend>
        <EditorTextField form={form} problem={problem} name="informationClause" multiline />
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
