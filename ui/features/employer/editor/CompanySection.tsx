import { useTexts } from '../../../i18n/useTexts.ts';
import { FieldBox, TextField } from '../shell/PanelFields.tsx';
import { TwoColumns } from '../shell/panelStyles.ts';
import type { EditorSectionProps } from './editorContext.ts';

/** The company as the offer shows it, and its logo (a file; the one uploaded stays unless another is chosen). */
export function CompanySection({ form, problem }: Omit<EditorSectionProps, 'dictionaries'>) {
  const { t } = useTexts();
  return (
    <fieldset>
      <legend>{t('panel.editor.sections.company')}</legend>
      <TwoColumns>
        <TextField
          form={form}
          name="companyName"
          autoComplete="organization"
          label={t('panel.editor.fields.companyName')}
          problem={problem('companyName')}
        />
        <TextField form={form} name="companySize" label={t('panel.editor.fields.companySize')} problem={problem('companySize')} />
        <TextField form={form} name="companyUrl" type="url" label={t('panel.editor.fields.companyUrl')} problem={problem('companyUrl')} />
        <FieldBox>
          <label htmlFor="panel-field-logo">{t('panel.editor.fields.logo')}</label>
          <input
            id="panel-field-logo"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/svg+xml"
            aria-describedby={typeof form.values.logo === 'string' ? 'panel-field-logo-help' : undefined}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file) void form.setFieldValue('logo', file);
            }}
          />
          {typeof form.values.logo === 'string' && (
            <p className="help" id="panel-field-logo-help">
              {t('panel.editor.fields.logoCurrent')}
            </p>
          )}
        </FieldBox>
      </TwoColumns>
    </fieldset>
  );
}
