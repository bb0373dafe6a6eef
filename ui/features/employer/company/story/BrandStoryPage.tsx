import { useFormik, type FormikErrors } from 'formik';
import { useEffect, useState } from 'react';
import type { BrandStory, StoryPicture } from '../../../../../core/employer/company/story/BrandStory.ts';
import { storyProblems } from '../../../../../core/employer/company/story/storyRules.ts';
import type { Language } from '../../../../../core/tenancy/Tenant.ts';
import { CompanyKeys } from '../../../../../composition/employer/companyKeys.ts';
import { useUseCase } from '../../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../../components/Button.tsx';
import { FormAlert } from '../../../../components/formParts.ts';
import { useTexts } from '../../../../i18n/useTexts.ts';
import { CheckboxField, TextField } from '../../shell/PanelFields.tsx';
import { Actions, EditorLayout, Panel } from '../../shell/panelStyles.ts';
import { useEmployerSession } from '../../shell/useEmployerSession.ts';
import { companyFailureKey } from '../companyFailure.ts';
import { storyInput, storyValues, technologiesOf, type StoryValues } from './storyForm.ts';
import { StoryLanguageFields } from './StoryLanguageFields.tsx';
import { StoryPictures } from './StoryPictures.tsx';
import { StoryPreview } from './StoryPreview.tsx';
import { PanelSubmitButton } from '../../shell/PanelSubmitButton.tsx';

/**
 * The brand story editor (GET /v2/employer-panel/brand-stories/data/{slug}, PUT …/{slug}): both
 * languages, pictures, technologies, published or a draft, beside a preview of the company page's
 * story in either language.
 */
export function BrandStoryPage({ language }: { language: Language }) {
  const { t } = useTexts();
  const session = useEmployerSession();
  const slug = session.status === 'authenticated' ? (session.profile?.company.slug ?? null) : null;
  const load = useUseCase(CompanyKeys.LoadBrandStory);
  const save = useUseCase(CompanyKeys.SaveBrandStory);
  const loadTechnologies = useUseCase(CompanyKeys.LoadTechnologies);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [story, setStory] = useState<BrandStory | null | undefined>(undefined);
  const [kept, setKept] = useState<readonly StoryPicture[]>([]);
  const [added, setAdded] = useState<readonly File[]>([]);
  const [suggestions, setSuggestions] = useState<readonly string[]>([]);
  const [previewLanguage, setPreviewLanguage] = useState<'pl' | 'en'>(language);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (slug === null) return;
    void load.execute(slug).match(
      (loaded) => {
        setStory(loaded);
        setKept(loaded?.pictures ?? []);
      },
      (problem) => setFailure(companyFailureKey(problem)),
    );
    void loadTechnologies.execute().map((names) => setSuggestions(names.slice(0, 12)));
  }, [load, loadTechnologies, slug]);

  const form = useFormik<StoryValues>({
    enableReinitialize: true,
    initialValues: storyValues(story ?? null),
    validate: (values) => {
      const problems = storyProblems(storyInput(slug ?? '', values, kept, added));
      const keyOf = (problem: string) =>
        problem.startsWith('file-')
          ? `panel.company.failures.${problem === 'file-empty' ? 'invalid-input' : problem}`
          : `panel.company.problems.${problem}`;
      return Object.fromEntries(problems.map((problem) => [problem.path, keyOf(problem.problem)])) as FormikErrors<StoryValues>;
    },
    onSubmit: async (values) => {
      if (slug === null) return;
      setFailure(null);
      await save.execute(storyInput(slug, values, kept, added)).match(
        (saved) => {
          setStory(saved);
          setKept(saved.pictures);
          setAdded([]);
          snackbars.show({ message: 'panel.company.saved', variant: 'success' });
        },
        (problem) => setFailure(companyFailureKey(problem)),
      );
    },
  });

  const problemOf = (path: string) => {
    const key = (form.errors as Record<string, string | undefined>)[path];
    return key === undefined || form.submitCount === 0 ? undefined : t(key);
  };
  const invalid = form.submitCount > 0 && Object.keys(form.errors).length > 0;
  const listed = technologiesOf(form.values.technologies).map((name) => name.toLowerCase());
  const publicPath = `${language === 'pl' ? '/firma' : '/company'}/${slug ?? ''}`;
  if (story === undefined) return failure ? <FormAlert role="alert">{t(failure)}</FormAlert> : <p role="status">{t('panel.loading')}</p>;
  return (
    <EditorLayout>
      <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="story-form" aria-label={t('panel.company.story.heading')}>
        <p data-testid="story-state">{t(`panel.company.story.state.${story === null ? 'none' : story.status}`)}</p>
        <StoryLanguageFields form={form} language="pl" problemOf={problemOf} />
        <StoryLanguageFields form={form} language="en" problemOf={problemOf} />
        <TextField
          form={form}
          name="technologies"
          label={t('panel.company.story.technologies')}
          help={t('panel.company.story.technologiesHelp')}
          problem={problemOf('technologies')}
        />
        {suggestions.filter((name) => !listed.includes(name.toLowerCase())).length > 0 && (
          <Actions>
            {suggestions
              .filter((name) => !listed.includes(name.toLowerCase()))
              .map((name) => (
                <Button
                  key={name}
                  type="button"
                  onClick={() => void form.setFieldValue('technologies', [...technologiesOf(form.values.technologies), name].join(', '))}
                >
                  + {name}
                </Button>
              ))}
          </Actions>
        )}
        <StoryPictures kept={kept} added={added} onKeep={setKept} onAdd={setAdded} />
        <CheckboxField form={form} name="published" label={t('panel.company.story.published')} />
        <div aria-live="assertive">
          {(failure ?? (invalid ? 'panel.company.failures.invalid-input' : null)) !== null && (
            <FormAlert data-testid="story-failure">{t(failure ?? 'panel.company.failures.invalid-input')}</FormAlert>
          )}
        </div>
        <Actions>
          <PanelSubmitButton submitting={form.isSubmitting} testId="story-save">
            {t('panel.company.story.save')}
          </PanelSubmitButton>
          {story?.status === 'published' && (
            <a href={publicPath} data-testid="story-public-link">
              {t('panel.company.story.viewPublic')}
            </a>
          )}
        </Actions>
      </form>
      <Panel>
        <Actions role="group" aria-label={t('panel.company.story.preview')}>
          {(['pl', 'en'] as const).map((shown) => (
            <Button
              key={shown}
              type="button"
              aria-pressed={previewLanguage === shown}
              onClick={() => setPreviewLanguage(shown)}
              data-testid={`story-preview-${shown}`}
            >
              {t(`panel.company.story.language.${shown}`)}
            </Button>
          ))}
        </Actions>
        <StoryPreview
          values={form.values[previewLanguage]}
          language={previewLanguage}
          technologies={form.values.technologies}
          kept={kept}
          added={added}
        />
      </Panel>
    </EditorLayout>
  );
}
