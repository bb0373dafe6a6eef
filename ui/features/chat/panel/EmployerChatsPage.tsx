import { useEffect, useMemo } from 'react';
import { map } from 'rxjs';
import { ConversationKeys } from '../../../../composition/chat/conversationKeys.ts';
import { EmployerKeys } from '../../../../composition/employer/employerKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import type { ChatConditions } from '../../../../core/chat/conversations/ChatConnector.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { PanelPage } from '../../employer/index.ts';
import { ChatPanel } from '../ChatPanel.tsx';

/**
 * /employer/chats: the company's conversations with candidates who accepted its invitations. The
 * panel's chat connects while this page is open (with the employer's session token) and disconnects
 * when it closes.
 */
export function EmployerChatsPage() {
  const { t } = useTexts();
  const session = useUseCase(EmployerKeys.EmployerSessionStore);
  const connector = useUseCase(ConversationKeys.ChatConnector);
  const conditions$ = useMemo(
    () =>
      session.state$.pipe(
        map((state): ChatConditions => ({
          userId: state.status === 'authenticated' ? (state.profile?.id ?? 'employer') : null,
          featureOn: true,
          maintenance: false,
          invitations: 1,
        })),
      ),
    [session],
  );
  useEffect(() => connector.start(conditions$), [connector, conditions$]);
  return (
    <PanelPage aria-labelledby="employer-chats-heading" data-testid="employer-chats">
      <h1 id="employer-chats-heading">{t('panel.chats.heading')}</h1>
      <p className="lead">{t('panel.chats.lead')}</p>
      <ChatPanel side="employer" emptyText={t('panel.chats.empty')} />
    </PanelPage>
  );
}
