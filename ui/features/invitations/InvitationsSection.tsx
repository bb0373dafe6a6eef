import styled from '@emotion/styled';
import { InvitationsKeys } from '../../../composition/invitations/invitationsKeys.ts';
import { useUseCase } from '../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../composition/ui-state/uiStateKeys.ts';
import type { Invitation } from '../../../core/invitations/Invitation.ts';
import { Button } from '../../components/Button.tsx';
import { useTexts } from '../../i18n/useTexts.ts';
import { color, radius } from '../../theme/tokens.ts';
import { Card } from '../../components/Card.ts';
import { useInvitations } from './useInvitations.ts';
import { plainList } from '../../theme/controls.ts';

const List = styled.ul`
  ${plainList}
  display: grid;
  gap: 12px;
  li {
    padding: 12px 16px;
    border: 1px solid ${color.border};
    border-radius: ${radius.sm};
  }
  p {
    margin: 0 0 6px;
  }
  .status {
    color: ${color.muted};
    font-size: 0.9rem;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const dateFormat = new Map<string, Intl.DateTimeFormat>();
const dateOf = (iso: string, language: string) => {
  let format = dateFormat.get(language);
  if (!format) dateFormat.set(language, (format = new Intl.DateTimeFormat(language === 'pl' ? 'pl-PL' : 'en-GB', { dateStyle: 'medium' })));
  return format.format(new Date(iso));
};

/**
 * The candidate's invitations with their answers (engagement.md 4): the buttons wait while an answer
 * is under way (the action-loading flag); a success says so, a failure shows the snackbar the answer's
 * use case raises with this component's message. An accepted one opens its conversation.
 */
export function InvitationsSection({ onOpenConversation }: { onOpenConversation: (conversationId: string) => void }) {
  const { t, i18n } = useTexts();
  const state = useInvitations();
  const accept = useUseCase(InvitationsKeys.AcceptInvitation);
  const reject = useUseCase(InvitationsKeys.RejectInvitation);
  const snackbars = useUseCase(UiStateKeys.SnackbarQueue);
  const answer = (invitation: Invitation, kind: 'accept' | 'reject') => {
    const useCase = kind === 'accept' ? accept : reject;
    void useCase.execute({
      invitation,
      failureMessage: kind === 'accept' ? 'invitations.acceptFailed' : 'invitations.rejectFailed',
      onSuccess: () =>
        snackbars.show({
          message: kind === 'accept' ? 'invitations.accepted' : 'invitations.rejected',
          variant: 'success',
          testId: `invitation-${kind}ed`,
        }),
    });
  };
  return (
    <Card aria-labelledby="invitations-heading" aria-busy={state.loading} data-testid="invitations">
      <h2 id="invitations-heading">{t('invitations.heading')}</h2>
      <p>{t('invitations.lead')}</p>
      {state.items === null && state.loading && <p>{t('invitations.loading')}</p>}
      {state.items === null && state.failed && <p role="alert">{t('invitations.failed')}</p>}
      {state.items !== null && state.items.length === 0 && <p data-testid="invitations-empty">{t('invitations.empty')}</p>}
      {state.items !== null && state.items.length > 0 && (
        <List>
          {state.items.map((invitation) => (
            <li key={invitation.id} data-testid="invitation" data-status={invitation.status}>
              <p>{t('invitations.from', { company: invitation.companyName, offer: invitation.offerTitle })}</p>
              <p className="status">
                {t(`invitations.status.${invitation.status}`)} · {t('invitations.received', { date: dateOf(invitation.createdAt, i18n.language) })}
              </p>
              <div className="actions">
                {invitation.status === 'pending' && (
                  <>
                    {(['accept', 'reject'] as const).map((reply) => (
                      <Button
                        key={reply}
                        type="button"
                        disabled={state.actionLoading}
                        aria-label={t(`invitations.${reply}Label`, { company: invitation.companyName })}
                        onClick={() => answer(invitation, reply)}
                        data-testid={`invitation-${reply}`}
                      >
                        {t(`invitations.${reply}`)}
                      </Button>
                    ))}
                  </>
                )}
                {invitation.conversationId !== null && (
                  <Button type="button" onClick={() => onOpenConversation(invitation.conversationId as string)} data-testid="invitation-open-chat">
                    {t('invitations.openChat')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </List>
      )}
    </Card>
  );
}
