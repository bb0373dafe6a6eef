import { useTexts } from '../../../i18n/useTexts.ts';
import { SelectField, TextField } from '../shell/PanelFields.tsx';
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
      <TextField form={form} name="title" label={t('panel.editor.fields.title')} problem={problem('title')} />
      <TextField
        form={form}
        name="body"
        multiline
        label={t('panel.editor.fields.body')}
        help={t('panel.editor.fields.bodyHelp')}
        problem={problem('body')}
      />
      <TwoColumns>
        <SelectField
          form={form}
          name="categoryId"
          label={t('panel.editor.fields.categoryId')}
          problem={problem('categoryId')}
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
        <SelectField
          form={form}
          name="experienceLevel"
          label={t('panel.editor.fields.experienceLevel')}
          problem={problem('experienceLevel')}
          options={keyOptions(t, dictionaries.experienceLevels, 'levels')}
        />
        <SelectField
          form={form}
          name="workplaceType"
          label={t('panel.editor.fields.workplaceType')}
          problem={problem('workplaceType')}
          options={keyOptions(t, dictionaries.workplaceTypes, 'workplaces')}
        />
        <SelectField
          form={form}
          name="workingTime"
          label={t('panel.editor.fields.workingTime')}
          problem={problem('workingTime')}
          options={keyOptions(t, dictionaries.workingTimes, 'workingTimes')}
        />
      </TwoColumns>
    </fieldset>
  );
}
