import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, isApplicationStatus } from '../../../../core/applications/ApplicationStatus.ts';
import type { EmployerApplication, EmployerApplicationPage } from '../../../../core/applications/EmployerApplications.ts';
import type { EmployerOfferItem } from '../../../../core/offers/lifecycle/EmployerOffers.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { ApplicationsPanelKeys } from '../../../../composition/applications/applicationsKeys.ts';
import { OfferLifecycleKeys } from '../../../../composition/offers/offerLifecycleKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { FormAlert } from '../../../components/formParts.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Actions, PanelPage } from '../../employer/index.ts';
import { ApplicationRow } from './ApplicationRow.tsx';
import { Filters } from './panelApplicationStyles.ts';
import { StackList } from '../../../components/pageLayout.ts';

type View = { readonly kind: 'loading' } | { readonly kind: 'failed' } | { readonly kind: 'loaded'; readonly page: EmployerApplicationPage };

const PAGE_SIZE = 20;

/**
 * The company's applications, across its offers or for one (`offerSlug`), newest first, filtered by
 * status (in the address, `?status=`), a page at a time: each with its CV, its status change and
 * deletion (after a confirmation).
 */
export function ApplicationsPanelPage({ offerSlug, language }: { offerSlug?: string; language: Language }) {
  const { t } = useTexts();
  const list = useUseCase(ApplicationsPanelKeys.ListEmployerApplications);
  const remove = useUseCase(ApplicationsPanelKeys.DeleteApplication);
  const listOffers = useUseCase(OfferLifecycleKeys.ListEmployerOffers);
  const confirmation = useUseCase(UiStateKeys.ConfirmationDialog);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const status = isApplicationStatus(params.get('status')) ? (params.get('status') as EmployerApplication['status']) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [offers, setOffers] = useState<readonly EmployerOfferItem[]>([]);

  const load = useCallback(() => {
    setView({ kind: 'loading' });
    void list.execute({ page, pageSize: PAGE_SIZE, ...(offerSlug ? { offerSlug } : {}), ...(status ? { status } : {}) }).match(
      (loaded) => setView({ kind: 'loaded', page: loaded }),
      () => setView({ kind: 'failed' }),
    );
  }, [list, page, offerSlug, status]);

  useEffect(load, [load]);
  useEffect(() => {
    void listOffers.execute({ page: 1, pageSize: 100 }).map((found) => setOffers(found.items.filter((offer) => offer.publishedAt !== null)));
  }, [listOffers]);

  const replace = (changed: EmployerApplication) =>
    setView((current) =>
      current.kind === 'loaded'
        ? { kind: 'loaded', page: { ...current.page, items: current.page.items.map((item) => (item.id === changed.id ? changed : item)) } }
        : current,
    );
  const askToDelete = (application: EmployerApplication) =>
    void confirmation.confirm({
      header: 'panel.applications.confirmHeader',
      text: 'panel.applications.confirmText',
      confirmText: 'panel.applications.confirmAccept',
      onConfirm: () =>
        remove.execute(application.id).match(
          () => {
            snackbars.show({ message: 'panel.applications.deleted', variant: 'success', testId: 'application-deleted' });
            load();
          },
          () => snackbars.show({ message: 'panel.applications.deleteFailed', variant: 'error', testId: 'application-delete-failed' }),
        ),
    });
  const setFilter = (key: 'status' | 'page', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    if (key === 'status') next.delete('page');
    setParams(next);
  };

  const offerTitle = offers.find((offer) => offer.slug === offerSlug)?.title ?? (view.kind === 'loaded' ? view.page.items[0]?.offerTitle : undefined);
  const counts = view.kind === 'loaded' ? view.page.counts : null;
  const pages = view.kind === 'loaded' ? Math.max(1, Math.ceil(view.page.total / PAGE_SIZE)) : 1;
  return (
    <PanelPage aria-labelledby="applications-heading" aria-busy={view.kind === 'loading'} data-testid="applications-page">
      <h1 id="applications-heading">
        {offerSlug && offerTitle ? t('panel.applications.offerHeading', { title: offerTitle }) : t('panel.applications.heading')}
      </h1>
      <p className="lead">{t('panel.applications.lead')}</p>
      <p className="lead">{t('panel.applications.pipeline')}</p>
      <Filters>
        <label>
          {t('panel.applications.offer')}
          <select
            value={offerSlug ?? ''}
            onChange={(event) =>
              void navigate(
                event.target.value === '' ? '/employer/applications' : `/employer/offers/${encodeURIComponent(event.target.value)}/applications`,
              )
            }
            data-testid="applications-offer-filter"
          >
            <option value="">{t('panel.applications.allOffers')}</option>
            {offers.map((offer) => (
              <option key={offer.slug} value={offer.slug}>
                {offer.title ?? offer.slug}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('panel.applications.filterStatus')}
          <select
            value={status ?? ''}
            onChange={(event) => setFilter('status', event.target.value === '' ? null : event.target.value)}
            data-testid="applications-status-filter"
          >
            <option value="">
              {t('panel.applications.allStatuses', { count: counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0 })}
            </option>
            {APPLICATION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t('panel.applications.statusCount', { status: t(`panel.applications.statuses.${option}`), count: counts?.[option] ?? 0 })}
              </option>
            ))}
          </select>
        </label>
      </Filters>
      <div role="status" aria-live="polite">
        {view.kind === 'loading' && <p>{t('panel.applications.loading')}</p>}
      </div>
      {view.kind === 'failed' && (
        <FormAlert role="alert">
          <p>{t('panel.applications.failed')}</p>
          <Button type="button" onClick={load}>
            {t('common.retry')}
          </Button>
        </FormAlert>
      )}
      {view.kind === 'loaded' && view.page.items.length === 0 && <p data-testid="applications-empty">{t('panel.applications.empty')}</p>}
      {view.kind === 'loaded' && view.page.items.length > 0 && (
        <StackList data-testid="employer-applications">
          {view.page.items.map((application) => (
            <ApplicationRow key={application.id} application={application} language={language} onChanged={replace} onDelete={askToDelete} />
          ))}
        </StackList>
      )}
      {view.kind === 'loaded' && pages > 1 && (
        <Actions role="navigation" aria-label={t('panel.applications.page', { page, pages })}>
          <Button type="button" disabled={page <= 1} onClick={() => setFilter('page', String(page - 1))}>
            {t('panel.applications.previous')}
          </Button>
          <span>{t('panel.applications.page', { page, pages })}</span>
          <Button type="button" disabled={page >= pages} onClick={() => setFilter('page', String(page + 1))}>
            {t('panel.applications.next')}
          </Button>
        </Actions>
      )}
    </PanelPage>
  );
}
