import styled from '@emotion/styled';
import { useFormik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatProblems, hasEditorProblems, publicationHints } from '../../../../core/offers/lifecycle/editing/offerEditorRules.ts';
import type { OfferEditorValues } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import type { EditorDictionaries } from '../../../../core/offers/lifecycle/OfferDictionaries.ts';
import type { OfferStatus } from '../../../../core/offers/lifecycle/OfferDraft.ts';
import { OfferLifecycleKeys } from '../../../../composition/offers/offerLifecycleKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { Button } from '../../../components/Button.tsx';
import { FormAlert, SubmitButton } from '../../../components/formParts.ts';
import { useObservable } from '../../../hooks/useObservable.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { lifecycleFailureText } from '../shell/failureKey.ts';
import { Actions, EditorLayout } from '../shell/panelStyles.ts';
import { ApplySection } from './ApplySection.tsx';
import { BasicsSection } from './BasicsSection.tsx';
import { CompanySection } from './CompanySection.tsx';
import { problemText } from './editorContext.ts';
import { EmploymentSection } from './EmploymentSection.tsx';
import { OfferPreview } from './OfferPreview.tsx';
import { PlaceSection } from './PlaceSection.tsx';
import { SkillsSection } from './SkillsSection.tsx';

const Layout = styled(EditorLayout)`
  .help {
    margin: 0;
    color: var(--color-muted);
  }
`;

export interface OfferEditorProps {
  readonly slug: string;
  readonly status: OfferStatus;
  readonly initial: OfferEditorValues;
  readonly dictionaries: EditorDictionaries;
}

/**
 * The offer editor: every field of the offer, its problems as you type (what blocks saving, and
 * what publication still needs, pay transparency included), the draft saved a second after the
 * last change (DraftAutosave), and a preview of the offer page beside it.
 */
export function OfferEditor({ slug, status, initial, dictionaries }: OfferEditorProps) {
  const { t } = useTexts();
  const autosave = useUseCase(OfferLifecycleKeys.DraftAutosave);
  const navigate = useNavigate();
  const saving = useObservable(autosave.status$, autosave.status);
  const [blocked, setBlocked] = useState(false);
  const summary = useRef<HTMLDivElement>(null);

  useEffect(() => {
    autosave.start({ slug }, initial);
    return () => autosave.stop();
  }, [autosave, slug, initial]);

  const form = useFormik<OfferEditorValues>({ initialValues: initial, onSubmit: async () => void (await autosave.flush()) });

  useEffect(() => autosave.change(form.values), [autosave, form.values]);

  const format = useMemo(() => formatProblems(form.values), [form.values]);
  const hints = useMemo(() => publicationHints(form.values), [form.values]);
  const problem = problemText(t, format, form.submitCount > 0 ? hints : {});

  /** Saves now, then goes on to pay or to publish with a code, once nothing is missing. */
  const goTo = async (next: string) => {
    await form.submitForm();
    const ready = !hasEditorProblems(format) && !hasEditorProblems(hints) && autosave.status.state === 'saved';
    setBlocked(!ready);
    if (ready) void navigate(next);
    else summary.current?.focus();
  };

  const sectionProps = { form, dictionaries, problem };
  const missing = Object.keys(hints).length;
  const failure = saving.state === 'failed' ? lifecycleFailureText(saving.failure) : null;
  return (
    <Layout>
      <form method="post" noValidate onSubmit={form.handleSubmit} data-testid="offer-editor" aria-describedby="editor-save-status">
        <p id="editor-save-status" role="status" aria-live="polite" data-testid="autosave-status" data-state={saving.state}>
          {t(`panel.editor.autosave.${saving.state}`)}
        </p>
        {failure && <FormAlert>{t(failure.key, failure.values)}</FormAlert>}
        <BasicsSection {...sectionProps} />
        <PlaceSection {...sectionProps} />
        <EmploymentSection {...sectionProps} />
        <SkillsSection form={form} problem={problem} />
        <ApplySection form={form} problem={problem} />
        <CompanySection form={form} problem={problem} />
        <div ref={summary} tabIndex={-1} aria-live="assertive" data-testid="editor-summary">
          {blocked && missing > 0 && <FormAlert>{t('panel.editor.missingForPublication', { count: missing })}</FormAlert>}
          {missing === 0 && <p>{t('panel.editor.readyForPublication')}</p>}
        </div>
        <Actions>
          <Button type="submit" data-testid="editor-save">
            {t('panel.editor.save')}
          </Button>
          {status === 'draft' && (
            <>
              <SubmitButton type="button" data-testid="editor-pay" onClick={() => void goTo(`/employer/offers/${encodeURIComponent(slug)}/payment`)}>
                {t('panel.editor.pay')}
              </SubmitButton>
              <Button type="button" data-testid="editor-code" onClick={() => void goTo(`/employer/offers/${encodeURIComponent(slug)}/code`)}>
                {t('panel.editor.publishWithCode')}
              </Button>
            </>
          )}
        </Actions>
      </form>
      <aside className="preview" aria-label={t('panel.editor.preview')}>
        <OfferPreview values={form.values} dictionaries={dictionaries} />
      </aside>
    </Layout>
  );
}
