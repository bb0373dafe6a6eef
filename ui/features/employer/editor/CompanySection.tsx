import { useTexts } from '../../../i18n/useTexts.ts';
import { FieldBox } from '../shell/PanelFields.tsx';
import { EditorTextField } from './EditorFields.tsx';
import { TwoColumns } from '../shell/panelStyles.ts';
import type { EditorSectionProps } from './editorContext.ts';

/** The company as the offer shows it, and its logo (a file; the one uploaded stays unless another is chosen). */
export function CompanySection({ form, problem }: Omit<EditorSectionProps, 'dictionaries'>) {
  const { t } = useTexts();
  return (
    <fieldset>
      <legend>{t('panel.editor.sections.company')}</legend>
      <TwoColumns>
        <EditorTextField form={form} problem={problem} name="companyName" autoComplete="organization" />
        <EditorTextField form={form} problem={problem} name="companySize" />
        <EditorTextField form={form} problem={problem} name="companyUrl" type="url" />
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
