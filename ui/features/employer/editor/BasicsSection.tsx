import { useTexts } from '../../../i18n/useTexts.ts';
import { SelectField } from '../shell/PanelFields.tsx';
import { EditorSelectField, EditorTextField } from './EditorFields.tsx';
import { TwoColumns } from '../shell/panelStyles.ts';
import { keyOptions, type EditorSectionProps } from './editorContext.ts';

/** The position: title, description, category and subcategory, experience, workplace and working time. */
export function BasicsSection({ form, dictionaries, problem }: EditorSectionProps) {
  const { t } = useTexts();
  const category = dictionaries.categories.find((candidate) => String(candidate.value) === form.values.categoryId);
  const choose = { value: '', label: t('panel.editor.fields.choose') };
  return (
    <fieldset>
      <legend>{t('panel.editor.sections.basics')}</legend>
      <EditorTextField form={form} problem={problem} name="title" />
      <EditorTextField form={form} problem={problem} name="body" multiline help={t('panel.editor.fields.bodyHelp')} />
      <TwoColumns>
        <EditorSelectField
          form={form}
          problem={problem}
          name="categoryId"
          options={[choose, ...dictionaries.categories.map((entry) => ({ value: String(entry.value), label: entry.label }))]}
        />
        <SelectField
          form={form}
          name="subcategoryId"
          label={t('panel.editor.fields.subcategoryId')}
          options={[
            { value: '', label: t('panel.editor.fields.noSubcategory') },
            ...(category?.children ?? []).map((child) => ({ value: String(child.value), label: child.label })),
          ]}
        />
        <EditorSelectField form={form} problem={problem} name="experienceLevel" options={keyOptions(t, dictionaries.experienceLevels, 'levels')} />
        <EditorSelectField form={form} problem={problem} name="workplaceType" options={keyOptions(t, dictionaries.workplaceTypes, 'workplaces')} />
        <EditorSelectField form={form} problem={problem} name="workingTime" options={keyOptions(t, dictionaries.workingTimes, 'workingTimes')} />
      </TwoColumns>
    </fieldset>
  );
}
