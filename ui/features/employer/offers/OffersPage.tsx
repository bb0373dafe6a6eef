import styled from '@emotion/styled';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { EmployerOfferItem, EmployerOfferPage } from '../../../../core/offers/lifecycle/EmployerOffers.ts';
import type { LifecycleFailure } from '../../../../core/offers/lifecycle/LifecycleFailure.ts';
import { EMPLOYER_OFFERS_PAGE_SIZE } from '../../../../core/offers/lifecycle/panel/ListEmployerOffers.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { OfferLifecycleKeys } from '../../../../composition/offers/offerLifecycleKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { lifecycleFailureText } from '../shell/failureKey.ts';
import { Actions, Panel, PanelPage, PrimaryLink } from '../shell/panelStyles.ts';
import { OfferRow } from './OfferRow.tsx';
import { StackList } from '../../../components/pageLayout.ts';

const List = styled(StackList)`
  margin: 16px 0;
`;

type Loaded =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly page: EmployerOfferPage }
  | { readonly kind: 'failed'; readonly failure: LifecycleFailure };

/**
 * The company's offers, newest change first, with status, dates, plan, counters and the actions
 * their state allows. Finishing and deleting ask first (the panel's confirmation dialog).
 */
export function OffersPage({ language }: { language: Language }) {
  const { t } = useTexts();
  const list = useUseCase(OfferLifecycleKeys.ListEmployerOffers);
  const codes = useUseCase(OfferLifecycleKeys.ListPrepaidCodes);
  const finish = useUseCase(OfferLifecycleKeys.FinishRecruitment);
  const remove = useUseCase(OfferLifecycleKeys.DeleteOffer);
  const confirmation = useUseCase(UiStateKeys.ConfirmationDialog);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const [page, setPage] = useState(1);
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [available, setAvailable] = useState<number | null>(null);

  const load = useCallback(() => {
    setLoaded({ kind: 'loading' });
    void list.execute({ page }).match(
      (result) => setLoaded({ kind: 'loaded', page: result }),
      (failure) => setLoaded({ kind: 'failed', failure }),
    );
    void codes.execute().map((items) => setAvailable(items.filter((code) => code.status === 'available').length));
  }, [list, codes, page]);

  useEffect(load, [load]);

  const end = (action: 'finish' | 'delete', offer: EmployerOfferItem) => {
    const access = { slug: offer.slug };
    void confirmation
      .confirm({
        header: `panel.confirmation.${action}Header`,
        text: `panel.confirmation.${action}Text`,
        confirmText: `panel.confirmation.${action}Confirm`,
        cancelText: 'panel.confirmation.cancel',
        onConfirm: () =>
          (action === 'finish' ? finish.execute(access).map(() => undefined) : remove.execute(access)).mapErr((failure) => {
            const text = lifecycleFailureText(failure);
            snackbars.show({ message: text.key, values: text.values, variant: 'error' });
            return failure;
          }),
      })
      .then((confirmed) => {
        if (!confirmed) return;
        snackbars.show({ message: action === 'finish' ? 'panel.snackbars.finished' : 'panel.snackbars.deleted', variant: 'success' });
        load();
      });
  };

  const pages = loaded.kind === 'loaded' ? Math.max(1, Math.ceil(loaded.page.total / EMPLOYER_OFFERS_PAGE_SIZE)) : 1;
  return (
    <PanelPage aria-labelledby="offers-heading" aria-busy={loaded.kind === 'loading'}>
      <h1 id="offers-heading">{t('panel.list.heading')}</h1>
      <Actions>
        <PrimaryLink href="/employer/offers/new" data-testid="offers-new">
          {t('panel.nav.newOffer')}
        </PrimaryLink>
        {available !== null && <span data-testid="codes-available">{t('panel.list.codesAvailable', { count: available })}</span>}
      </Actions>
      <div role="status" aria-live="polite">
        {loaded.kind === 'loading' && <p>{t('panel.loading')}</p>}
      </div>
      {loaded.kind === 'failed' && (
        <FormAlert role="alert">
          <p>{t(lifecycleFailureText(loaded.failure).key, lifecycleFailureText(loaded.failure).values)}</p>
          <Button type="button" onClick={load}>
            {t('panel.retry')}
          </Button>
        </FormAlert>
      )}
      {loaded.kind === 'loaded' && loaded.page.items.length === 0 && (
        <Panel data-testid="offers-empty">
          <p>{t('panel.list.empty')}</p>
          <Link to="/employer/offers/new">{t('panel.list.emptyAction')}</Link>
        </Panel>
      )}
      {loaded.kind === 'loaded' && loaded.page.items.length > 0 && (
        <>
          <List aria-label={t('panel.list.caption')} data-testid="employer-offers">
            {loaded.page.items.map((offer) => (
              <OfferRow key={offer.slug} offer={offer} language={language} onEnd={end} />
            ))}
          </List>
          {pages > 1 && (
            <nav aria-label={t('panel.list.page', { page, pages })}>
              <Actions>
                <Button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('panel.list.previous')}
                </Button>
                <span>{t('panel.list.page', { page, pages })}</span>
                <Button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  {t('panel.list.next')}
                </Button>
              </Actions>
            </nav>
          )}
        </>
      )}
    </PanelPage>
  );
}
