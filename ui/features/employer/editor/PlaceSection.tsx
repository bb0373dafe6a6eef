import { useTexts } from '../../../i18n/useTexts.ts';
import { EditorSelectField, EditorTextField } from './EditorFields.tsx';
import { TwoColumns } from '../shell/panelStyles.ts';
import type { EditorSectionProps } from './editorContext.ts';

/** Where the work is: a city of the board's list, the street, and coordinates for the map. */
export function PlaceSection({ form, dictionaries, problem }: EditorSectionProps) {
  const { t } = useTexts();
  return (
    <fieldset>
      <legend>{t('panel.editor.sections.place')}</legend>
      <TwoColumns>
        <EditorSelectField
          form={form}
          problem={problem}
          name="city"
          options={[
            { value: '', label: t('panel.editor.fields.choose') },
            ...dictionaries.cities.map((city) => ({ value: city.value, label: city.label })),
          ]}
        />
        <EditorTextField form={form} problem={problem} name="street" autoComplete="street-address" />
        <EditorTextField form={form} problem={problem} name="latitude" inputMode="decimal" />
        <EditorTextField form={form} problem={problem} name="longitude" inputMode="decimal" />
      </TwoColumns>
    </fieldset>
  );
}
