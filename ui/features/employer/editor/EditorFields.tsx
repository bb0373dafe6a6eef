import type { OfferEditorValues } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { SelectField, TextField, type SelectFieldProps, type TextFieldProps } from '../shell/PanelFields.tsx';
import type { EditorSectionProps } from './editorContext.ts';

/** A field of the editor named by its value's path: its label is that name's text, its problem the editor's for that path. */
type EditorFieldProps<P> = Pick<EditorSectionProps, 'form' | 'problem'> & { readonly name: string } & Omit<P, 'form' | 'name' | 'label' | 'problem'>;

/** A text field of the offer editor, labelled by `panel.editor.fields.<name>`. */
export function EditorTextField({ form, problem, name, ...options }: EditorFieldProps<TextFieldProps<OfferEditorValues>>) {
  const { t } = useTexts();
  return <TextField {...options} form={form} name={name} label={t(`panel.editor.fields.${name}`)} problem={problem(name)} />;
}

/** A select of the offer editor, labelled by `panel.editor.fields.<name>`. */
export function EditorSelectField({ form, problem, name, ...options }: EditorFieldProps<SelectFieldProps<OfferEditorValues>>) {
  const { t } = useTexts();
  return <SelectField {...options} form={form} name={name} label={t(`panel.editor.fields.${name}`)} problem={problem(name)} />;
}
