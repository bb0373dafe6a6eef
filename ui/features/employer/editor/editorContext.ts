import type { FormikProps } from 'formik';
import type { TFunction } from 'i18next';
import type { EditorProblems } from '../../../../core/offers/lifecycle/editing/offerEditorRules.ts';
import type { OfferEditorValues } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import type { EditorDictionaries } from '../../../../core/offers/lifecycle/OfferDictionaries.ts';

/** What every section of the editor gets: the form, the dictionaries, and each field's problem as text. */
export interface EditorSectionProps {
  readonly form: FormikProps<OfferEditorValues>;
  readonly dictionaries: EditorDictionaries;
  /** The text of the field's problem (a format problem first, else what publication needs), or undefined. */
  readonly problem: (path: string) => string | undefined;
}

/** The problem text of a field path: what blocks saving, else what publication still needs. */
export function problemText(t: TFunction, format: EditorProblems, hints: EditorProblems): (path: string) => string | undefined {
  return (path) => {
    const problem = format[path] ?? hints[path];
    return problem === undefined ? undefined : t(`panel.editor.problems.${problem}`);
  };
}

/** Options of a select from known keys, labelled by the panel's texts under `group`, with an empty first choice. */
export function keyOptions(t: TFunction, keys: readonly string[], group: string): { value: string; label: string }[] {
  return [
    { value: '', label: t('panel.editor.fields.choose') },
    ...keys.map((key) => ({ value: key, label: t(`panel.editor.${group}.${key}`, { defaultValue: key }) })),
  ];
}
