import { useEffect, useState } from 'react';
import { CandidatesPanelKeys } from '../../../../composition/invitations/candidatesPanelKeys.ts';
import { useUseCase } from '../../../../composition/react/UseCaseProvider.tsx';
import type { CandidatePanel } from '../../../../core/invitations/panel/CandidateCard.ts';
import type { Language } from '../../../../core/tenancy/Tenant.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog } from '../../../components/Dialog.tsx';
import { useTexts } from '../../../i18n/useTexts.ts';
import { CANDIDATE_PANEL_WIDTH, PanelBody, Section, SkeletonCard, SKELETON_CARDS } from './candidatePanelStyles.ts';
import { cityName, CandidateDetailsSections } from './CandidateDetailsSections.tsx';
import { HiddenCandidate } from './HiddenCandidate.tsx';
import { MatchRing } from './MatchRing.tsx';

export interface CandidateDetailsPanelProps {
  readonly candidateId: string | null;
  readonly offerId: string;
  readonly language: Language;
  readonly onClose: () => void;
}

type Loaded = { readonly state: 'loading' } | { readonly state: 'failed' } | { readonly state: 'loaded'; readonly panel: CandidatePanel };

/**
 * The candidate details side panel (platform.md 2), 536 px wide: 7 skeleton cards while loading,
 * then the match ring (when the fit feature is on), the personal block with the show-CV button
 * (acting at most once per 2000 ms) and social links, and the sections; a hidden candidate shows the
 * blurred placeholder and the notice. Opened as a modal, it puts the candidate's id in the URL hash.
 */
export function CandidateDetailsPanel({ candidateId, offerId, language, onClose }: CandidateDetailsPanelProps) {
  const { t } = useTexts();
  const load = useUseCase(CandidatesPanelKeys.LoadCandidateDetails);
  const showCv = useUseCase(CandidatesPanelKeys.ShowCandidateCv);
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (candidateId === null) return undefined;
    let current = true;
    setLoaded({ state: 'loading' });
    void load.execute({ candidateId, offerId, language }).match(
      (panel) => current && setLoaded({ state: 'loaded', panel }),
      () => current && setLoaded({ state: 'failed' }),
    );
    const before = `${window.location.pathname}${window.location.search}`;
    window.history.replaceState(window.history.state, '', `${before}#${candidateId}`);
    return () => {
      current = false;
      if (window.location.hash === `#${candidateId}`) window.history.replaceState(window.history.state, '', before);
    };
  }, [candidateId, offerId, language, load]);
  const panel = loaded.state === 'loaded' ? loaded.panel : null;
  return (
    <Dialog
      open={candidateId !== null}
      onClose={onClose}
      title={t('panel.candidates.panel.title')}
      width={CANDIDATE_PANEL_WIDTH}
      placement="right"
      testId="candidate-panel"
    >
      <PanelBody aria-busy={loaded.state === 'loading'}>
        {loaded.state === 'loading' &&
          Array.from({ length: SKELETON_CARDS }, (_, index) => <SkeletonCard key={index} aria-hidden="true" data-testid="candidate-skeleton" />)}
        {loaded.state === 'loading' && (
          <p className="visually-hidden" role="status">
            {t('panel.candidates.panel.loading')}
          </p>
        )}
        {loaded.state === 'failed' && <p role="alert">{t('panel.candidates.panel.failed')}</p>}
        {panel?.visibility === 'hidden' && (
          <Section>
            <HiddenCandidate />
          </Section>
        )}
        {panel?.visibility === 'visible' && (
          <>
            {panel.matchPercent !== null && <MatchRing percent={panel.matchPercent} />}
            <Section aria-label={t('panel.candidates.panel.personal')} data-testid="section-personal">
              <h3>{`${panel.profile.firstName} ${panel.profile.lastName}`.trim()}</h3>
              {panel.profile.avatarUrl && <img src={panel.profile.avatarUrl} alt="" width={56} height={56} style={{ borderRadius: '50%' }} />}
              <p>
                {t('panel.candidates.panel.email')}: <a href={`mailto:${panel.profile.email}`}>{panel.profile.email}</a>
              </p>
              {panel.preferences.locations.residences.length > 0 && (
                <p>
                  {t('panel.candidates.panel.location')}: {panel.preferences.locations.residences.map(cityName).join(', ')}
                </p>
              )}
              <p>
                <Button
                  type="button"
                  data-testid="show-cv"
                  onClick={() =>
                    void showCv
                      .execute(panel.candidateId)
                      .map((outcome) => outcome.kind === 'opened' && window.open(outcome.url, '_blank', 'noopener'))
                  }
                >
                  {t('panel.candidates.panel.showCv')}
                </Button>
              </p>
              {panel.profile.socialMediaProfiles.length > 0 && (
                <ul>
                  {panel.profile.socialMediaProfiles.map((social) => (
                    <li key={social.type}>
                      <a href={social.link} target="_blank" rel="noopener noreferrer">
                        {t(`panel.candidates.panel.social.${social.type}`)}
                      </a>
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <CandidateDetailsSections details={panel} language={language} />
          </>
        )}
      </PanelBody>
    </Dialog>
  );
}
