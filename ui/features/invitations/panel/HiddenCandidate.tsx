import { useTexts } from '../../../i18n/useTexts.ts';
import { BlurredPlaceholder } from './candidatePanelStyles.ts';

/** A candidate the employer may not see (platform.md 2 and 8): a blurred placeholder and the notice for unmatched candidates. */
export function HiddenCandidate() {
  const { t } = useTexts();
  return (
    <div data-testid="hidden-candidate">
      <BlurredPlaceholder aria-hidden="true">
        <span />
        <span />
        <span />
      </BlurredPlaceholder>
      <p>
        <strong>{t('panel.candidates.hidden')}</strong>
      </p>
      <p>{t('panel.candidates.hiddenNotice')}</p>
    </div>
  );
}
