import { useEffect, useState } from 'react';
import { ResultAsync } from 'neverthrow';
import { editorValuesFromDraft, type OfferEditorValues } from '../../../../core/offers/lifecycle/editing/OfferEditorValues.ts';
import type { EditorDictionaries } from '../../../../core/offers/lifecycle/OfferDictionaries.ts';
import type { OfferStatus } from '../../../../core/offers/lifecycle/OfferDraft.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { OfferLifecycleKeys } from '../../../../composition/offers/offerLifecycleKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { lifecycleFailureText } from '../shell/failureKey.ts';
import { PanelPage } from '../shell/panelStyles.ts';
import { OfferEditor } from './OfferEditor.tsx';

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly initial: OfferEditorValues; readonly status: OfferStatus; readonly dictionaries: EditorDictionaries }
  | { readonly kind: 'failed'; readonly key: string };

/** The editor's page: the offer and the board's dictionaries in the page's language, then the editor. */
export function EditorPage({ slug, language }: { slug: string; language: Language }) {
  const { t } = useTexts();
  const loadDraft = useUseCase(OfferLifecycleKeys.LoadOfferDraft);
  const loadDictionaries = useUseCase(OfferLifecycleKeys.LoadEditorDictionaries);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });

  useEffect(() => {
    void ResultAsync.combine([loadDraft.execute({ slug }), loadDictionaries.execute(language)] as const).match(
      ([draft, dictionaries]) =>
        setLoaded({ kind: 'loaded', initial: editorValuesFromDraft(draft, dictionaries.categories), status: draft.status, dictionaries }),
      (failure) => setLoaded({ kind: 'failed', key: lifecycleFailureText(failure).key }),
    );
  }, [loadDraft, loadDictionaries, slug, language]);

  return (
    <PanelPage aria-labelledby="editor-heading" aria-busy={loaded.kind === 'loading'}>
      <h1 id="editor-heading">{t('panel.editor.heading')}</h1>
      <p className="lead">{t('panel.editor.intro')}</p>
      <div role="status" aria-live="polite">
        {loaded.kind === 'loading' && <p>{t('panel.loading')}</p>}
      </div>
      {loaded.kind === 'failed' && <FormAlert role="alert">{t(loaded.key)}</FormAlert>}
      {loaded.kind === 'loaded' && <OfferEditor slug={slug} status={loaded.status} initial={loaded.initial} dictionaries={loaded.dictionaries} />}
    </PanelPage>
  );
}
