import styled from '@emotion/styled';
import { useState, type MouseEvent } from 'react';
import { useTexts } from '../../../i18n/useTexts.ts';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_FREQUENCY, frequencies, type Frequency, type JobFilter } from '../../../../core/alerts/JobFilter.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { AlertsKeys } from '../../../../composition/alerts/alertsKeys.ts';
import { Button } from '../../../components/Button.tsx';
import { color } from '../../../theme/tokens.ts';
import { textBox } from '../../../theme/controls.ts';
import { Badge } from '../../../components/Badge.ts';
import type { AlertAction } from './useSavedSearchActions.ts';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px 0;
  border-bottom: 1px solid ${color.border};
  &:last-of-type {
    border-bottom: 0;
  }
  .head {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .name {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    font-weight: 700;
    color: ${color.primary};
  }
  .state {
    margin: 0;
    color: ${color.muted};
    font-size: 0.9rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    font-size: 0.9rem;
  }
  select {
    ${textBox}
    min-height: 36px;
    padding: 4px 8px;
  }
`;

/** How a saved search's alert reads: on this device, no alert, active or waiting for activation. */
function stateText(t: TFunction, search: JobFilter, source: 'local' | 'server'): string {
  if (source === 'local') return t('alertList.list.stateLocal');
  if (search.jobAlert === null) return t('alertList.list.stateNone');
  const frequency = t(`alerts.frequencies.${search.jobAlert.frequency}`);
  return t(search.jobAlert.status === 'active' ? 'alertList.list.stateActive' : 'alertList.list.stateInactive', { frequency });
}

/** Plain left clicks are the app's to handle; others (new tab, new window) follow the link. */
const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * One saved search: its name opens it (OpenSavedSearch marks unread offers read first), the unread
 * count shows only above 0, and the actions run through `act` (delete for everyone; enable with a
 * frequency, change frequency and disable for a candidate's server searches).
 */
export function SavedSearchRow({
  search,
  source,
  busy,
  act,
}: {
  search: JobFilter;
  source: 'local' | 'server';
  busy: boolean;
  act: (action: AlertAction) => void;
}) {
  const { t } = useTexts();
  const navigate = useNavigate();
  const openSearch = useUseCase(AlertsKeys.OpenSavedSearch);
  const [frequency, setFrequency] = useState<Frequency>(search.jobAlert?.frequency ?? DEFAULT_FREQUENCY);
  const name = search.filterName;
  const alert = search.jobAlert;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    void openSearch.execute(search).map((opened) => navigate(opened.url));
  };

  return (
    <Item data-testid="saved-search" data-search-url={search.searchUrl} aria-busy={busy}>
      <div className="head">
        <a className="name" href={search.searchUrl} onClick={open} data-testid="saved-search-open">
          {name}
        </a>
        {search.count > 0 && (
          <Badge data-testid="saved-search-unread">
            <span aria-hidden="true">{search.count}</span>
            <span className="visually-hidden">{t('alertList.list.unread', { count: search.count })}</span>
          </Badge>
        )}
      </div>
      <p className="state" data-testid="saved-search-state">
        {stateText(t, search, source)}
      </p>
      <div className="actions">
        {source === 'server' && (
          <>
            <label>
              <span>
                {t('alertList.list.frequency')}
                <span className="visually-hidden">: {name}</span>
              </span>
              <select
                value={frequency}
                disabled={busy}
                data-testid="saved-search-frequency"
                onChange={(event) => {
                  const next = event.target.value as Frequency;
                  setFrequency(next);
                  if (alert !== null) act({ kind: 'change-frequency', search, frequency: next });
                }}
              >
                {frequencies.map((value) => (
                  <option key={value} value={value}>
                    {t(`alerts.frequencies.${value}`)}
                  </option>
                ))}
              </select>
            </label>
            {alert === null ? (
              <Button type="button" disabled={busy} data-testid="saved-search-enable" onClick={() => act({ kind: 'enable', search, frequency })}>
                {t('alertList.list.enable')}
                <span className="visually-hidden">: {name}</span>
              </Button>
            ) : (
              <Button type="button" disabled={busy} data-testid="saved-search-disable" onClick={() => act({ kind: 'disable', search })}>
                {t('alertList.list.disable')}
                <span className="visually-hidden">: {name}</span>
              </Button>
            )}
          </>
        )}
        <Button type="button" disabled={busy} data-testid="saved-search-delete" onClick={() => act({ kind: 'delete', search })}>
          {t('alertList.list.delete')}
          <span className="visually-hidden">: {name}</span>
        </Button>
      </div>
    </Item>
  );
}
