import { alertPageModules } from '../../../../composition/roots/pages/alertPage.ts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import { Link, useSearchParams } from 'react-router';
import type { LocalMailboxFailure, MailboxItem, MailboxMessage } from '../../../../core/alerts/mail/LocalMailbox.ts';
import { useContextModules, useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { MailText } from './MailText.tsx';
import { Filter, Message, Page, Panel, Table } from './localMailboxStyles.ts';

type ListView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly items: readonly MailboxItem[] }
  | { readonly kind: 'failed'; readonly failure: LocalMailboxFailure };
type MessageView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'loaded'; readonly message: MailboxMessage }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'failed' };

const timeFormat = (language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * The local mailbox (no SMTP_URL): the outbox's e-mails newest first, filtered by address, and one
 * message's text with its links into this site. Loaded in the browser, never by the server renderer,
 * so that the gateway's loopback check sees the visitor's own address. `?to=` and `?message=` keep
 * the filter and the open message in the URL.
 */
export function LocalMailboxPage({ language }: { language: string }) {
  useContextModules(alertPageModules);
  const { t } = useTexts();
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const messageId = params.get('message');
  const list = useUseCase(AlertsKeys.ListLocalMail);
  const [view, setView] = useState<ListView>({ kind: 'loading' });

  const load = useCallback(() => {
    setView({ kind: 'loading' });
    void list.execute({ to }).match(
      (items) => setView({ kind: 'loaded', items }),
      (failure) => setView({ kind: 'failed', failure }),
    );
  }, [list, to]);

  useEffect(() => {
    if (messageId === null) load();
  }, [load, messageId]);

  // The field is uncontrolled, so what is typed before the page hydrates is not lost.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('to') ?? '').trim();
    setParams(address === '' ? {} : { to: address });
  };

  const format = timeFormat(language);
  const off = view.kind === 'failed' && view.failure.kind === 'mailbox-off';

  return (
    <Page aria-labelledby="mailbox-heading" aria-busy={messageId === null && view.kind === 'loading'} data-testid="local-mailbox">
      <h1 id="mailbox-heading">{t('alertLinks.mailbox.heading')}</h1>
      <p className="lead">{t('alertLinks.mailbox.lead')}</p>
      {messageId !== null ? (
        <MessageDetail id={messageId} backTo={to === '' ? '/mailbox' : `/mailbox?to=${encodeURIComponent(to)}`} format={format} />
      ) : off ? (
        <Panel data-testid="mailbox-off">
          <h2>{t('alertLinks.mailbox.offTitle')}</h2>
          <p>{t('alertLinks.mailbox.off')}</p>
        </Panel>
      ) : (
        <>
          <Filter role="search" onSubmit={submit}>
            <label>
              {t('alertLinks.mailbox.filterLabel')}
              <input key={to} type="email" name="to" autoComplete="off" defaultValue={to} data-testid="mailbox-filter" />
            </label>
            <Button type="submit" data-testid="mailbox-filter-submit">
              {t('alertLinks.mailbox.filter')}
            </Button>
            {to !== '' && (
              <Button type="button" onClick={() => setParams({})}>
                {t('alertLinks.mailbox.clearFilter')}
              </Button>
            )}
          </Filter>
          {view.kind === 'loading' && <p role="status">{t('alertLinks.mailbox.loading')}</p>}
          {view.kind === 'failed' && (
            <Panel role="alert">
              <p>{t('alertLinks.mailbox.failed')}</p>
              <Button type="button" onClick={load}>
                {t('common.retry')}
              </Button>
            </Panel>
          )}
          {view.kind === 'loaded' && view.items.length === 0 && (
            <Panel data-testid="mailbox-empty">
              <p>{to === '' ? t('alertLinks.mailbox.empty') : t('alertLinks.mailbox.emptyFor', { address: to })}</p>
            </Panel>
          )}
          {view.kind === 'loaded' && view.items.length > 0 && (
            <Table data-testid="mailbox-list">
              <caption>{t('alertLinks.mailbox.listLabel')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('alertLinks.mailbox.to')}</th>
                  <th scope="col">{t('alertLinks.mailbox.subject')}</th>
                  <th scope="col">{t('alertLinks.mailbox.time')}</th>
                </tr>
              </thead>
              <tbody>
                {view.items.map((item) => (
                  <tr key={item.id} data-testid="mailbox-item" data-kind={item.kind} data-to={item.to}>
                    <td>{item.to}</td>
                    <td>
                      <Link to={`/mailbox?${new URLSearchParams(to === '' ? { message: item.id } : { to, message: item.id }).toString()}`}>
                        {item.subject}
                      </Link>
                      <span className="kind">{t(`alertLinks.mailbox.kinds.${item.kind}`)}</span>
                    </td>
                    <td>
                      <time dateTime={item.createdAt}>{formatTime(format, item.createdAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </>
      )}
    </Page>
  );
}

function formatTime(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

function MessageDetail({ id, backTo, format }: { id: string; backTo: string; format: Intl.DateTimeFormat }) {
  const { t } = useTexts();
  const read = useUseCase(AlertsKeys.ReadLocalMail);
  const [view, setView] = useState<MessageView>({ kind: 'loading' });

  useEffect(() => {
    setView({ kind: 'loading' });
    void read.execute({ id }).match(
      (message) => setView({ kind: 'loaded', message }),
      (failure) => setView(failure.kind === 'not-found' ? { kind: 'not-found' } : { kind: 'failed' }),
    );
  }, [read, id]);

  return (
    <Message aria-busy={view.kind === 'loading'} data-testid="mailbox-message">
      <Link to={backTo}>{t('alertLinks.mailbox.back')}</Link>
      {view.kind === 'loading' && <p role="status">{t('alertLinks.mailbox.messageLoading')}</p>}
      {view.kind === 'not-found' && (
        <Panel role="alert">
          <p>{t('alertLinks.mailbox.messageNotFound')}</p>
        </Panel>
      )}
      {view.kind === 'failed' && (
        <Panel role="alert">
          <p>{t('alertLinks.mailbox.failed')}</p>
        </Panel>
      )}
      {view.kind === 'loaded' && (
        <>
          <h2>{view.message.subject}</h2>
          <dl>
            <dt>{t('alertLinks.mailbox.from')}</dt>
            <dd>{view.message.from}</dd>
            <dt>{t('alertLinks.mailbox.to')}</dt>
            <dd>{view.message.to}</dd>
            <dt>{t('alertLinks.mailbox.time')}</dt>
            <dd>
              <time dateTime={view.message.createdAt}>{formatTime(format, view.message.createdAt)}</time>
            </dd>
          </dl>
          <div className="body" data-testid="mailbox-message-body">
            <MailText text={view.message.text} pageHostname={window.location.hostname} />
          </div>
        </>
      )}
    </Message>
  );
}
