import styled from '@emotion/styled';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { CompanyKeys } from '../../../../../composition/employer/companyKeys.ts';
import { useUseCase } from '../../../../../composition/react/UseCaseProvider.tsx';
import { UiStateKeys } from '../../../../../composition/ui-state/uiStateKeys.ts';
import { Button } from '../../../../components/Button.tsx';
import { useObservable } from '../../../../hooks/useObservable.ts';
import { useTexts } from '../../../../i18n/useTexts.ts';
import { color, radius } from '../../../../theme/tokens.ts';
import { Actions } from '../../shell/panelStyles.ts';
import { useEmployerSession } from '../../shell/useEmployerSession.ts';

const Box = styled.section`
  max-width: 1180px;
  margin: 16px auto 0;
  padding: 0 16px;
  > div {
    padding: 16px;
    border: 1px solid ${color.primary};
    border-left-width: 6px;
    border-radius: ${radius.md};
    background: ${color.surface};
    color: ${color.text};
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 12px;
  }
  a {
    color: ${color.primary};
    font-weight: 700;
  }
`;

const ACTIONS = {
  'company-data': '/employer/company',
  'company-profile': '/employer/company/brand-story',
  'marketing-promo': '/employer/pricing',
} as const;

/**
 * The panel's queued prompts (engagement.md 2): queued once per tab when the session's profile is
 * known (QueuePanelPrompts), then the modal queue's first (company-data, company-profile,
 * marketing-promo) shows, and closing it shows the next. Shown in the page's flow above the panel's
 * page rather than over it, so that it never stands between an employer and the page's work.
 */
export function PanelPrompt() {
  const { t } = useTexts();
  const session = useEmployerSession();
  const queue = useUseCase(UiStateKeys.ModalQueue);
  const queuePrompts = useUseCase(CompanyKeys.QueuePanelPrompts);
  const dismissPromo = useUseCase(CompanyKeys.DismissMarketingPromo);
  const current = useObservable(queue.current$, null);
  const queued = useRef(false);
  const role = session.status === 'authenticated' ? session.profile?.role : undefined;

  useEffect(() => {
    if (role === undefined || queued.current) return;
    queued.current = true;
    void queuePrompts.execute(role);
  }, [role, queuePrompts]);

  if (current === null || role === undefined) return null;
  return (
    <Box aria-labelledby="panel-prompt-heading" data-testid={`panel-prompt-${current}`}>
      <div>
        <h2 id="panel-prompt-heading">{t(`panel.company.prompts.${current}.title`)}</h2>
        <p>{t(`panel.company.prompts.${current}.text`)}</p>
        <Actions>
          <Link to={ACTIONS[current]} onClick={() => queue.dequeue(current)} data-testid="panel-prompt-action">
            {t(`panel.company.prompts.${current}.action`)}
          </Link>
          <Button type="button" onClick={() => queue.dequeue(current)} data-testid="panel-prompt-later">
            {t('panel.company.prompts.later')}
          </Button>
          {current === 'marketing-promo' && (
            <Button type="button" onClick={() => void dismissPromo.execute()} data-testid="panel-prompt-dismiss">
              {t('panel.company.prompts.marketing-promo.dismiss')}
            </Button>
          )}
        </Actions>
      </div>
    </Box>
  );
}
