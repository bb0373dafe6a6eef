import styled from '@emotion/styled';
import { useEffect, useMemo } from 'react';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import { ProfileKeys } from '../../../../composition/profile/profileKeys.ts';
import { SessionKeys } from '../../../../composition/session/sessionKeys.ts';
import { useObservable } from '../../../hooks/useObservable.ts';
import { useTexts } from '../../../i18n/useTexts.ts';
import { color } from '../../../theme/tokens.ts';
import { batcherFor } from '../../../hooks/offerStatusBatcher.ts';
import { brandPill } from '../../../theme/controls.ts';

const Badge = styled.span`
  display: inline-block;
  padding: 1px 8px;
  ${brandPill}
  font-size: 0.8rem;
  color: ${color.text};
`;

/**
 * An offer card's match percent for a logged-in candidate who gave the profiling consent, asked
 * in batches with the other cards' (LoadMatchPercents). Shown only when present: for guests, without
 * the consent, and below the matching floor there is none, and nothing renders (nor on the server).
 */
export function MatchPercentBadge({ offerId }: { offerId: string }) {
  const { t } = useTexts();
  const load = useUseCase(ProfileKeys.LoadMatchPercents);
  const store = useUseCase(ProfileKeys.MatchPercentsStore);
  const session = useUseCase(SessionKeys.SessionStore);
  const percent$ = useMemo(() => store.percentOf$(offerId), [store, offerId]);
  const percent = useObservable(percent$, null);
  useEffect(() => batcherFor(load, session, { askOnce: false }).register(offerId), [load, session, offerId]);
  if (percent === null) return null;
  return <Badge data-testid="offer-match">{t('profile.match.badge', { percent })}</Badge>;
}
