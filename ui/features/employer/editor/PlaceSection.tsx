import { useTexts } from '../../../i18n/useTexts.ts';
import { SelectField, TextField } from '../shell/PanelFields.tsx';
import { TwoColumns } from '../shell/panelStyles.ts';
import type { EditorSectionProps } from './editorContext.ts';

/** Where the work is: a city of the board's list, the street, and coordinates for the map. */
export function PlaceSection({ form, dictionaries, problem }: EditorSectionProps) {
  const { t } = useTexts();
  return (
    <fieldset>
      <legend>{t('panel.editor.sections.place')}</legend>
      <TwoColumns>
        <SelectField
          form={form}
          name="city"
          label={t('panel.editor.fields.city')}
          problem={problem('city')}
          options={[
            { value: '', label: t('panel.editor.fields.choose') },
            ...dictionaries.cities.map((city) => ({ value: city.value, label: city.label })),
          ]}
        />
        <TextField form={form} name="street" autoComplete="street-address" label={t('panel.editor.fields.street')} problem={problem('street')} />
        <TextField form={form} name="latitude" inputMode="decimal" label={t('panel.editor.fields.latitude')} problem={problem('latitude')} />
        <TextField form={form} name="longitude" inputMode="decimal" label={t('panel.editor.fields.longitude')} problem={problem('longitude')} />
      </TwoColumns>
    </fieldset>
  );
}
