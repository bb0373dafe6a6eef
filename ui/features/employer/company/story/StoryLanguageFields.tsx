import type { FormikProps } from 'formik';
import { Button } from '../../../../components/Button.tsx';
import { useTexts } from '../../../../i18n/useTexts.ts';
import { TextField } from '../../shell/PanelFields.tsx';
import { Actions } from '../../shell/panelStyles.ts';
import type { StoryValues } from './storyForm.ts';

/** One language's part of the brand story: headline, sections (added and removed), benefits. */
export function StoryLanguageFields({
  form,
  language,
  problemOf,
}: {
  form: FormikProps<StoryValues>;
  language: 'pl' | 'en';
  problemOf: (path: string) => string | undefined;
}) {
  const { t } = useTexts();
  const values = form.values[language];
  const setSections = (sections: StoryValues['pl']['sections']) => void form.setFieldValue(`${language}.sections`, sections);
  return (
    <fieldset lang={language} data-testid={`story-${language}`}>
      <legend>{t(`panel.company.story.language.${language}`)}</legend>
      <TextField form={form} name={`${language}.headline`} label={t('panel.company.story.headline')} problem={problemOf(`${language}.headline`)} />
      {values.sections.map((_section, index) => (
        <fieldset key={index}>
          <legend>{t('panel.company.story.section', { number: index + 1 })}</legend>
          <TextField
            form={form}
            name={`${language}.sections.${index}.title`}
            label={t('panel.company.story.sectionTitle')}
            problem={problemOf(`${language}.sections.${index}.title`)}
          />
          <TextField
            form={form}
            name={`${language}.sections.${index}.body`}
            multiline
            label={t('panel.company.story.sectionBody')}
            problem={problemOf(`${language}.sections.${index}.body`)}
          />
          <Actions>
            <Button
              type="button"
              onClick={() => setSections(values.sections.filter((_, other) => other !== index))}
              data-testid={`story-${language}-remove-section-${index}`}
            >
              {t('panel.company.story.removeSection', { number: index + 1 })}
            </Button>
          </Actions>
        </fieldset>
      ))}
      <Actions>
        <Button
          type="button"
          onClick={() => setSections([...values.sections, { title: '', body: '' }])}
          data-testid={`story-${language}-add-section`}
        >
          {t('panel.company.story.addSection')}
        </Button>
      </Actions>
      <TextField
        form={form}
        name={`${language}.benefits`}
        multiline
        label={t('panel.company.story.benefits')}
        problem={problemOf(`${language}.benefits`)}
      />
    </fieldset>
  );
}
